import { afterEach, describe, expect, it, vi } from "vitest";
import { isTouchPlatform, updateScrollArea } from "./use-scroll-area";

afterEach(() => vi.unstubAllGlobals());

describe("native scrolling on Android and iOS (spec section 9)", () => {
  it("detects Android, iPhone and iPadOS as touch platforms", () => {
    for (const userAgent of [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    ]) {
      vi.stubGlobal("navigator", { userAgent, maxTouchPoints: 5 });
      expect(isTouchPlatform()).toBe(true);
    }
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15", maxTouchPoints: 5 });
    expect(isTouchPlatform()).toBe(true);
  });

  it("treats desktop browsers as non-touch", () => {
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36", maxTouchPoints: 0 });
    expect(isTouchPlatform()).toBe(false);
    vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15", maxTouchPoints: 0 });
    expect(isTouchPlatform()).toBe(false);
  });
});

describe("updateScrollArea", () => {
  const area = (scrollTop: number, clientHeight: number, scrollHeight: number) =>
    ({ scrollTop, clientHeight, scrollHeight, dataset: {} as Record<string, string> }) as unknown as HTMLElement;

  it("reports which edges have more content", () => {
    const cases: Array<[number, number, number, string]> = [
      [0, 500, 400, "none"],
      [0, 300, 900, "end"],
      [100, 300, 900, "both"],
      [600, 300, 900, "start"],
    ];
    for (const [top, height, total, expected] of cases) {
      const element = area(top, height, total);
      updateScrollArea(element);
      expect(element.dataset.overflow).toBe(expected);
    }
  });
});
