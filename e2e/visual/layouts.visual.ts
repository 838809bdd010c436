/**
 * Screenshots of every layout (portal-spec.md section 2 "Layouts": empty, centered, enterprise, material,
 * modern, classic, classy, compact, dense, futuristic, thin) at 375, 960 and 1440 px in the light and dark
 * schemes, compared with the committed baselines. Deterministic: fixed clock and footer year, animations and
 * the caret off, reduced motion, fonts loaded before the shot, the pointer away from the page.
 */
import { expect, test } from "@playwright/test";

/** The story shot for each layout (classy through `Layout`, the way the portal renders it). */
const LAYOUT_STORIES: Record<string, string> = {
  empty: "layouts-empty--default",
  classic: "layouts-classic--default",
  classy: "layouts-layout--classy",
  compact: "layouts-compact--default",
  dense: "layouts-dense--default",
  futuristic: "layouts-futuristic--default",
  thin: "layouts-thin--default",
  centered: "layouts-centered--default",
  enterprise: "layouts-enterprise--default",
  material: "layouts-material--default",
  modern: "layouts-modern--default",
};

/** Widths (px) and the heights shot with them. */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 960, height: 800 },
  { width: 1440, height: 900 },
] as const;

const SCHEMES = ["light", "dark"] as const;

for (const [layout, storyId] of Object.entries(LAYOUT_STORIES)) {
  for (const viewport of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      test(`${layout} at ${viewport.width} px, ${scheme}`, async ({ page }) => {
        await page.clock.setFixedTime(new Date("2026-11-21T09:00:00+07:00"));
        await page.setViewportSize(viewport);
        await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=scheme:${scheme}`);
        await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("data-scheme", scheme);
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${layout}-${viewport.width}-${scheme}.png`);
      });
    }
  }
}
