import { describe, expect, it } from "vitest";
import { preloadModules } from "./navigation-complete";

interface FakeLink {
  rel: string;
  as: string;
  crossOrigin: string | null;
  href: string;
  getAttribute(name: string): string | null;
}

/** A document with just what `preloadModules` uses; each added link advances the clock by `msPerLink`. */
function fakeDocument(present: string[], msPerLink: number) {
  const clock = { now: 0 };
  const head: FakeLink[] = present.map((href) => ({ rel: "modulepreload", as: "", crossOrigin: null, href, getAttribute: () => href }));
  const doc = {
    querySelectorAll: () => head,
    createElement: () => {
      const link: FakeLink = { rel: "", as: "", crossOrigin: null, href: "", getAttribute: (name) => (name === "href" ? link.href : null) };
      return link;
    },
    head: {
      append: (link: FakeLink) => {
        head.push(link);
        clock.now += msPerLink;
      },
    },
  } as unknown as Document;
  return { doc, head, clock };
}

describe("route preloading (spec section 2: all lazy routes are preloaded; tracker issue 8: no long task)", () => {
  it("adds a prefetch link per file, in idle slices of at most 4 ms, skipping files that have a link", () => {
    const files = Array.from({ length: 20 }, (_, i) => `/assets/page-${i}.js`);
    const { doc, head, clock } = fakeDocument(["/assets/page-0.js"], 1.5);
    const slices: (() => void)[] = [];
    preloadModules(files, doc, (task) => slices.push(() => task()), () => clock.now, () => []);
    expect(head).toHaveLength(1);
    const perSlice: number[] = [];
    while (slices.length > 0) {
      const before = head.length;
      slices.shift()!();
      perSlice.push(head.length - before);
    }
    // 1.5 ms per link: the third link ends a slice at 4.5 ms, so a slice never runs more than one link past 4 ms.
    expect(perSlice).toEqual([3, 3, 3, 3, 3, 3, 1]);
    const added = head.slice(1);
    expect(added.map((link) => link.href)).toEqual(files.slice(1));
    expect(added.every((link) => link.rel === "prefetch" && link.as === "script" && link.crossOrigin === "anonymous")).toBe(true);
  });

  it("stops a slice when the idle period ends", () => {
    const { doc, head, clock } = fakeDocument([], 0);
    const slices: ((deadline?: IdleDeadline) => void)[] = [];
    preloadModules(["/a.js", "/b.js", "/c.js"], doc, (task) => slices.push(task), () => clock.now, () => []);
    slices.shift()!({ didTimeout: false, timeRemaining: () => 0 });
    expect(head).toHaveLength(1);
    expect(slices).toHaveLength(1);
  });

  it("schedules nothing when every file has a link", () => {
    const { doc } = fakeDocument(["/a.js"], 1);
    const slices: unknown[] = [];
    preloadModules(["/a.js"], doc, (task) => slices.push(task), () => 0, () => []);
    expect(slices).toHaveLength(0);
  });

  it("skips the files the page has fetched already (the first page's modules are in the cache)", () => {
    const { doc, head, clock } = fakeDocument([], 0);
    const slices: (() => void)[] = [];
    preloadModules(["/a.js", "/b.js", "/c.js"], doc, (task) => slices.push(() => task()), () => clock.now, () => ["/b.js", "/favicon.svg"]);
    while (slices.length > 0) slices.shift()!();
    expect(head.map((link) => link.href)).toEqual(["/a.js", "/c.js"]);
  });
});
