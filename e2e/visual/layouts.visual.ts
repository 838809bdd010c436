/**
 * Screenshots of every layout (docs/spec/portal-spec.md section 2 "Layouts": empty, centered, enterprise, material,
 * modern, classic, classy, compact, dense, futuristic, thin) at 375, 960 and 1440 px in the light and dark
 * schemes, compared with the committed baselines, and axe (WCAG 2.1 A and AA rules, colour contrast included)
 * on every one of those pages. Deterministic: fixed clock and footer year, animations and the caret off,
 * reduced motion, fonts loaded before the shot, the pointer away from the page.
 */
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { UPDATE_GLOBALS } from "storybook/internal/core-events";
import { THEMES } from "../../packages/ui/src/theme/themes";

const axeScript = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

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

/**
 * Opens a layout story with the given globals and waits until it is drawn in the wanted scheme. The a11y addon's own
 * check after each render is off (`a11y.manual`): this suite runs axe itself where it wants it, and the addon's run,
 * which reports every passing node of the page, was a third of this suite's browser time.
 */
async function openLayout(page: Page, layout: string, scheme: string, theme = "default") {
  await page.goto(`/iframe.html?id=${LAYOUT_STORIES[layout]}&viewMode=story&globals=scheme:${scheme};theme:${theme};a11y.manual:!true`);
  await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-scheme", scheme);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The WCAG 2.1 A/AA violations axe finds on the page, as "rule: selector" lines. Storybook's a11y addon may be
 * running its own axe on the story (one `window.axe` per page): then this waits for it to finish and runs again.
 */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => {
    type AxeResult = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const options = { runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"], resultTypes: ["violations"] };
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await axe.run(document, options);
        return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
      } catch (error) {
        if (attempt >= 100 || !String(error).includes("already running")) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}

// One page per layout and scheme, shot and checked at each width in turn (the window resized, as a person turning a
// tablet does): loading the story once instead of once per width saved about a third of this suite's time.
for (const layout of Object.keys(LAYOUT_STORIES)) {
  for (const scheme of SCHEMES) {
    test(`${layout} at ${VIEWPORTS.map((viewport) => viewport.width).join(", ")} px, ${scheme}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date("2026-11-21T09:00:00+07:00"));
      await page.setViewportSize(VIEWPORTS[0]);
      await openLayout(page, layout, scheme);
      for (const viewport of VIEWPORTS) {
        await test.step(`${viewport.width} px`, async () => {
          await page.setViewportSize(viewport);
          await expect(page).toHaveScreenshot(`${layout}-${viewport.width}-${scheme}.png`);
          expect(await axeViolations(page), `axe at ${viewport.width} px`).toEqual([]);
        });
      }
    });
  }
}

// The futuristic navigation takes the theme's colour: AA in every theme and scheme. One page a scheme, the theme
// switched through Storybook's globals as its toolbar does (loading the story afresh for each of the twelve took
// about 75 s of this suite in a full run).
for (const scheme of SCHEMES) {
  test(`futuristic navigation in every theme, ${scheme}: WCAG AA`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLayout(page, "futuristic", scheme, THEMES[0]);
    for (const theme of THEMES) {
      await test.step(`${theme} theme`, async () => {
        await page.evaluate(
          ({ event, globals }) =>
            (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(name: string, payload: object): void } }).__STORYBOOK_ADDONS_CHANNEL__.emit(event, { globals }),
          { event: UPDATE_GLOBALS, globals: { theme, scheme } },
        );
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expect(page.locator("html")).toHaveAttribute("data-scheme", scheme);
        await expect(page.locator('[data-layout="futuristic"]')).toBeVisible();
        expect(await axeViolations(page), `axe in the ${theme} theme`).toEqual([]);
      });
    }
  });
}
