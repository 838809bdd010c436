import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadUiLocale } from "./locales";
import { UiI18nProvider, useUiStrings } from "./ui-i18n-provider";

function CloseLabel() {
  return createElement("span", null, useUiStrings().close);
}

const thaiPage = () => renderToString(createElement(UiI18nProvider, { locale: "th" }, createElement(CloseLabel)));

describe("UiI18nProvider", () => {
  it("shows English while the Thai strings have not loaded, and Thai once they have", async () => {
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
