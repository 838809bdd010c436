/**
 * The 360 px rule of the end-to-end tests (every resident page works at 360 px wide without sideways scrolling).
 */
import { expect, type Page } from "@playwright/test";

/**
 * Expects the page to be no wider than its window (a phone would not scroll sideways). Polled: after a change of the
 * viewport the layouts re-render for the new width (media queries read by the app), which takes a frame or more.
 * @param page - The page, at the width to check.
 * @param message - What the failure names. @default "the page scrolls sideways"
 */
export async function expectNoSidewaysScroll(page: Page, message = "the page scrolls sideways"): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth), { message })
    .toBe(false);
}
