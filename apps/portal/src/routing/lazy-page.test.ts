import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { withQueries } from "../api/query-layer";
import { lazyPage, lazyShell } from "./lazy-page";

// The query layer (TanStack Query and the portal's client) is not loaded here: each page is its module alone.
vi.mock("../api/query-layer", () => ({ withQueries: vi.fn((loader: unknown) => loader) }));

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

describe("the query layer (tracker issue 40 item 1: TanStack Query only with the pages that use it)", () => {
  it("is loaded with every page and shell, but not with a page that says it has no queries", () => {
    vi.mocked(withQueries).mockClear();
    lazyPage(() => Promise.resolve({ default: Page }));
    lazyShell(() => Promise.resolve({ default: Page }));
    expect(withQueries).toHaveBeenCalledTimes(2);
    lazyPage(() => Promise.resolve({ default: Page }), undefined, { queries: false });
    expect(withQueries).toHaveBeenCalledTimes(2);
  });
});

describe("prefetch (tracker issue 8: the first page's calls start beside its code, before its first render)", () => {
  it("loads the page's calls module and runs its prefetch with the realm and path, without loading the page", async () => {
    const prefetch = vi.fn();
    const page = vi.fn(() => Promise.resolve({ default: Page }));
    const LazyPage = lazyPage(page, () => Promise.resolve({ prefetch }));
    LazyPage.prefetch({ realm: "person", path: "/e-service/main" });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith({ realm: "person", path: "/e-service/main" }));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(page).not.toHaveBeenCalled();
  });

  it("does nothing without a calls module, and a calls module that fails to load leaves the calls to the page's hooks", async () => {
    const Shell = lazyShell(() => Promise.resolve({ default: Page }));
    expect(() => Shell.prefetch({ realm: null, path: "/sign-in" })).not.toThrow();
    const failing = vi.fn(() => Promise.reject(new Error("offline")));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      lazyPage(() => Promise.resolve({ default: Page }), failing).prefetch({ realm: "person", path: "/e-service/main" });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(failing).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
