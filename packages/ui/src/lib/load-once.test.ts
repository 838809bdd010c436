import { createElement, lazy, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { lazyOnce, loadOnce } from "./load-once";

/** Renders `component` inside a Suspense boundary whose fallback is "loading". */
const render = (component: Parameters<typeof createElement>[0]) =>
  renderToString(createElement(Suspense, { fallback: "loading" }, createElement(component)));

describe("loadOnce", () => {
  it("shares one load between concurrent callers and keeps its value", async () => {
    const load = vi.fn(async () => ({ part: 1 }));
    const loader = loadOnce(load);
    expect(loader.loaded()).toBeNull();
    const [first, second] = await Promise.all([loader(), loader()]);
    expect(first).toBe(second);
    expect(loader.loaded()).toBe(first);
    await loader();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not remember a failure: the next call loads again", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("chunk gone")).mockResolvedValueOnce("popup");
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow("chunk gone");
    expect(loader.loaded()).toBeNull();
    await expect(loader()).resolves.toBe("popup");
    expect(loader.loaded()).toBe("popup");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("lazyOnce", () => {
  const Part = () => createElement("p", null, "the part");

  it("renders a module loaded before its first render at once, where React.lazy shows its fallback", async () => {
    const loader = loadOnce(async () => ({ default: Part }));
    await loader();
    expect(render(lazyOnce(loader))).toBe("<!--$--><p>the part</p><!--/$-->");
    expect(render(lazy(loader))).toContain("loading");
  });

  it("suspends while the module loads, with the loader it shares", () => {
    const load = vi.fn(() => new Promise<{ default: typeof Part }>(() => undefined));
    const loader = loadOnce(load);
    expect(render(lazyOnce(loader))).toContain("loading");
    void loader();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
