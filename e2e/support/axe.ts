/**
 * Accessibility check of the end-to-end tests: axe-core (WCAG 2.2 AA: the wcag2a, wcag2aa, wcag21a, wcag21aa and
 * wcag22aa rules) on the page as it is, in BOTH interface languages: the page's current language first, then the
 * other one through the language menu (as a person switches; stored and reloaded on a page without one), then back. Call it at every page a journey reaches;
 * any violation fails the test with the rule, its help and the offending elements.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY } from "../../apps/portal/src/i18n/languages";
import { chooseLanguage } from "./session";

/**
 * Switches the language with the language menu, or, on a page without one (the `empty` layout of a signed-in
 * page), the way the portal keeps the choice: in localStorage, then a reload.
 */
async function switchLanguage(page: Page, lang: "en" | "th"): Promise<void> {
  if ((await page.getByRole("button", { name: /Change language|เปลี่ยนภาษา/ }).count()) > 0) {
    await chooseLanguage(page, lang);
    return;
  }
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_STORAGE_KEY, lang] as const);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** The axe tags checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's run options: every node of every violation is reported, and only one node of each passed, incomplete or
 * inapplicable rule (`resultTypes`), which the check never reads. axe builds a CSS selector for each node it reports;
 * for the thousands of nodes that pass on a staff page that was a third to a half of each check (Chromium's task
 * time for one check, alternated 4 times on the same page: the complaint queue 3.2 s to 2.3 s, the organisation
 * structure 7.8 s to 4.1 s; 2026-11-29). The rules run and judge every node as before. The WCAG tags are set here, not
 * with `withTags`: AxeBuilder's `options()` replaces every option set before it, `runOnly` included (then axe ran
 * its best-practice rules too).
 */
export const RUN_OPTIONS = { runOnly: { type: "tag" as const, values: WCAG_TAGS }, resultTypes: ["violations" as const] };

/**
 * What AxeBuilder evaluates in place of axe-core's source when the page's document already holds axe from an earlier
 * check (a journey that moves inside the running portal keeps its document): AxeBuilder evaluates the source it is
 * given twice a check, and for axe-core's 564 kB that is parsing and compiling it again each time (about 0.4 s of the
 * browser's time each on 2 cores under the test command's load, 2026-11-29). A new document gets the real source.
 */
const AXE_LOADED = "void 0";

/** The attribute that marks a part of the shell whose very markup axe has already passed on this page. */
const SHELL_CHECKED = "data-e2e-axe-checked";

/** Per page: the shell parts axe passed, each as its state (language, theme, scheme, window size) and markup hash. */
const checkedShells = new WeakMap<Page, Set<string>>();

/**
 * Marks the parts of the shell around the page's own content (the outermost banner, navigation, complementary and
 * content-info landmarks outside `main`) whose markup, in the same language, theme, scheme and window size, axe has
 * already passed on this page, so that the check leaves them out; returns the keys of all of them, to be recorded
 * once this check passes. The header, menu and footer are the same on most pages of a journey: checking them again
 * on every page cost up to half of each check (about 2 s of the browser's time on a staff page on 2 cores). A part
 * whose markup changed in any way (the current menu item, a new notification's badge) is checked again.
 */
async function markCheckedShell(page: Page): Promise<string[]> {
  const checked = [...(checkedShells.get(page) ?? [])];
  return page.evaluate(
    ([attribute, seen]) => {
      const landmarks = 'header, nav, footer, aside, [role="banner"], [role="navigation"], [role="contentinfo"], [role="complementary"]';
      const state = [document.documentElement.lang, document.documentElement.className, document.documentElement.dataset.theme, innerWidth, innerHeight].join("|");
      document.querySelectorAll(`[${attribute}]`).forEach((element) => element.removeAttribute(attribute));
      const keys: string[] = [];
      for (const element of document.querySelectorAll(landmarks)) {
        if (element.closest("main") || element.querySelector("main") || element.parentElement?.closest(landmarks)) continue;
        let hash = 2166136261;
        for (const char of element.outerHTML) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
        const key = `${state}|${element.tagName}|${hash >>> 0}`;
        keys.push(key);
        if (seen.includes(key)) element.setAttribute(attribute, "");
      }
      return keys;
    },
    [SHELL_CHECKED, checked] as const,
  );
}

/**
 * axe's violations on the page as it is, one line each (rule, impact, help, offending elements). axe runs inside the
 * page (`setLegacyMode`: `axe.run` in the page, instead of `runPartial` per frame plus `finishRun` in an extra blank
 * page, which cost seconds a check); the portal has no cross-origin frames, the only ones that mode leaves out.
 *
 * react-aria's live announcer (`[data-live-announcer]`, a visually hidden live region of its own) is left out: a
 * pending button announces itself there as a `role="img"` labelled by the button for 7 s, and once the page has
 * moved on that stale announcement has no name. The ui's `Button` removes such announcements when it unmounts
 * (`removeNamelessAnnouncements`); the few seconds before that are react-aria's, not the page's.
 * Without `include`, the parts of the shell whose markup axe already passed on this page are left out
 * ({@link markCheckedShell}).
 * @param include - A selector: check only that part of the page (axe fails when nothing matches). @default the whole page
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  const builder = new AxeBuilder({ page, ...(loaded ? { axeSource: AXE_LOADED } : {}) })
    .options(RUN_OPTIONS)
    .exclude("[data-live-announcer]")
    .setLegacyMode(true);
  if (!include) builder.exclude(`[${SHELL_CHECKED}]`);
  const shell = include ? [] : await markCheckedShell(page);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  if (violations.length === 0) checkedShells.set(page, new Set([...(checkedShells.get(page) ?? []), ...shell]));
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`).join("\n"),
  );
}

/**
 * Runs axe once on the page in its current state and language, and fails with a readable list of violations.
 * For a state that blocks the language menu (an open modal dialog), in a journey that runs in both languages.
 * @param include - A selector: check only that part of the page. @default the whole page
 */
export async function expectAccessibleNow(page: Page, where: string, include?: string): Promise<void> {
  // The splash screen fades out after the first page: check the page, not the fade.
  await expect(page.locator("#splash")).toBeHidden();
  expect(await axeViolations(page, include), `axe (WCAG 2.2 AA) on ${where}`).toEqual([]);
}

/**
 * Checks the current page with axe in English and in Thai, and leaves it in the language it had.
 * @param page - The page, showing what is to be checked (with its language menu reachable).
 * @param where - What the page is, for the failure message.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const original = (await page.locator("html").getAttribute("lang")) === "th" ? "th" : "en";
  const other = original === "th" ? "en" : "th";
  await expectAccessibleNow(page, `${where} (${original})`);
  await switchLanguage(page, other);
  await expectAccessibleNow(page, `${where} (${other})`);
  await switchLanguage(page, original);
}
