/**
 * When the portal's first render happened, for end-to-end checks of what starts before it (tracker issue 8: the first
 * page's calls and typeface files). The moment React puts the first page into `#root`.
 */
import { expect, type Page } from "@playwright/test";

/**
 * Makes the page note the time (`performance.now()`, ms) its `#root` first gets content; call before it loads.
 * @param page - The page, before `goto`.
 */
export async function recordFirstRender(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById("root")?.firstChild) return;
      (window as { firstRenderAt?: number }).firstRenderAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * The start time (ms since the page's time origin) of each resource the page has fetched, by path, and the time of
 * its first render ({@link recordFirstRender}), which must have happened.
 * @param page - A page set up with {@link recordFirstRender}, after its first render.
 */
export async function startsAndFirstRender(page: Page): Promise<{ starts: Record<string, number>; firstRenderAt: number }> {
  const { starts, firstRenderAt } = await page.evaluate(() => ({
    starts: Object.fromEntries(performance.getEntriesByType("resource").map((entry) => [new URL(entry.name).pathname, entry.startTime])),
    firstRenderAt: (window as { firstRenderAt?: number }).firstRenderAt,
  }));
  expect(firstRenderAt, "the first render happened").toBeDefined();
  return { starts, firstRenderAt: firstRenderAt ?? 0 };
}
