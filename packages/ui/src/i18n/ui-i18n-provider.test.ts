import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { UiI18nProvider, useUiStrings } from "./ui-i18n-provider";

function CloseLabel() {
  return createElement("span", null, useUiStrings().close);
}

describe("UiI18nProvider", () => {
  it("shows English while the Thai strings have not loaded, and Thai once they have", async () => {
    // The unit files share one module graph (vitest.config.ts): another file may have loaded Thai already, so this
    // test takes fresh copies of the provider and the strings it reads.
    vi.resetModules();
    const { loadUiLocale } = await import("./locales");
    const fresh = await import("./ui-i18n-provider");
    const Label = () => createElement("span", null, fresh.useUiStrings().close);
    const thaiPage = () => renderToString(createElement(fresh.UiI18nProvider, { locale: "th" }, createElement(Label)));
    expect(thaiPage()).toContain("Close");
    await loadUiLocale("th");
    expect(thaiPage()).toContain("ปิด");
  });

  it("lets an app's own wording replace a shipped string", () => {
    const html = renderToString(
      createElement(UiI18nProvider, { locale: "en", messages: { close: "Shut" } }, createElement(CloseLabel)),
    );
    expect(html).toContain("Shut");
  });
});
