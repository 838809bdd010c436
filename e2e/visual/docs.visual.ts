/**
 * The Storybook docs pages tell the truth (tracker issue 42 item 1), on the static test build that `pnpm test:visual`
 * makes (`.storybook/main.ts` keeps the docs pages and props tables in it):
 *
 * - a story's own globals stay inside its canvas: on the Button page (toolbar: default theme) the "Primary" example is
 *   in the default theme's colour while the "Variants Amber" example beside it is amber, and `<html>` keeps the
 *   toolbar's theme; the English DatePicker page, which holds Thai stories, ends with `<html lang="en">`;
 * - the props table lists the props a component takes over from react-aria (`isPending`, `isDisabled` on Button)
 *   with their types, `@default` tags in the default column, and no raw `{@link` or `@default` text;
 * - the Layouts guide shows a picture of each of the eleven layouts at desktop and phone width, loaded;
 * - the guides follow the dark scheme (Storybook's docs surface is dark too);
 * - screenshots of the Button page's first screen (light) and of the classic layout's pictures in the Layouts guide
 *   (dark), compared with the baselines under `e2e/visual/__screenshots__/` like the layouts'.
 */
import { expect, test, type Page } from "@playwright/test";

/** Opens a docs page with the toolbar's globals and waits for its stories and fonts. */
async function openDocs(page: Page, id: string, globals = "theme:default;scheme:light;locale:en") {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/iframe.html?id=${id}&viewMode=docs&globals=${globals}`);
  await expect(page.locator(".sbdocs-content")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** The background colour of the first button inside a story's canvas on a docs page (no id: the primary story's). */
function buttonColour(page: Page, storyId?: string) {
  const canvas = storyId ? page.locator(`#anchor--${storyId} .docs-story`) : page.locator(".docs-story").first();
  return canvas.locator("button").first().evaluate((button) => getComputedStyle(button).backgroundColor);
}

test("a story's globals stay in its canvas; the props table lists react-aria's props with types and defaults", async ({ page }) => {
  await openDocs(page, "primitives-button--docs");
  await expect(page.locator(`#anchor--primitives-button--variants-amber .docs-story button`).first()).toBeVisible();
  // The page opens with the primary story, "Primary" (the `<Primary />` block of button.mdx).
  const primary = await buttonColour(page);
  const amber = await buttonColour(page, "primitives-button--variants-amber");
  expect(primary).not.toBe(amber);
  expect(primary).toBe(await buttonColour(page, "primitives-button--variants"));
  await expect(page.locator("html")).toHaveAttribute("data-theme", "default");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

  const table = page.locator(".docblock-argstable").first();
  for (const prop of ["isPending", "isDisabled", "onPress", "variant", "size"]) {
    await expect(table.locator("tbody tr", { has: page.locator(`td:first-child`, { hasText: new RegExp(`^${prop}\\b`) }) })).toHaveCount(1);
  }
  const variant = table.locator("tbody tr", { has: page.locator("td:first-child", { hasText: /^variant\b/ }) });
  await expect(variant).toContainText('"primary"');
  await expect(variant).toContainText('"secondary"');
  await expect(table).not.toContainText("{@link");
  await expect(table).not.toContainText("@default");
  await expect(page).toHaveScreenshot("docs-button-light.png");
});

test("the English DatePicker page keeps <html lang=en> while its Thai stories are Thai", async ({ page }) => {
  await openDocs(page, "product-datepicker--docs");
  await expect(page.locator(".docs-story").last()).toBeVisible();
  await expect(page.locator('.docs-story [lang="th"]').first()).toBeAttached();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the Layouts guide shows every layout at desktop and phone width, in the dark scheme of the page", async ({ page }) => {
  await openDocs(page, "layouts-guide--docs", "theme:default;scheme:dark;locale:en");
  const pictures = page.locator(".sbdocs-content figure img");
  await expect(pictures).toHaveCount(22);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute("alt", /, dark scheme$/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  }
  // Storybook's docs surface in the dark theme: its background's lightness well under half.
  const background = await page.locator(".sbdocs-wrapper").evaluate((wrapper) => getComputedStyle(wrapper).backgroundColor);
  const [red, green, blue] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  expect((red! + green! + blue!) / 3).toBeLessThan(80);
  await expect(page.locator(".sbdocs-content figure", { hasText: "classic" }).first()).toHaveScreenshot("docs-layouts-classic-dark.png");
});
