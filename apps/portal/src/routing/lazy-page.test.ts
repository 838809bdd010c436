import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page";

function Page() {
  return createElement("p", null, "the page itself");
}

describe("lazyPage", () => {
  it("renders a page whose module has loaded at once, without the loading fallback (no 300 ms fallback throttle)", async () => {
    const LazyPage = lazyPage(() => Promise.resolve({ default: Page }));
    await LazyPage.load();
    const html = renderToString(createElement(LazyPage));
    expect(html).toContain("the page itself");
    expect(html).not.toContain("min-h-[40vh]"); // PageLoading's frame
  });

  it("shows the loading fallback while the module loads, and loads it once for every caller", () => {
    let calls = 0;
    const LazyPage = lazyPage(() => {
      calls += 1;
      return new Promise<{ default: typeof Page }>(() => undefined);
    });
    void LazyPage.load();
    const html = renderToString(createElement(LazyPage));
    expect(html).not.toContain("the page itself");
    expect(html).toContain("min-h-[40vh]");
    expect(calls).toBe(1);
  });
});
