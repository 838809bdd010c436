/**
 * Every page of the portal in both languages (issue 8 item 9, "0 on every page of the portal, both languages"): each
 * route is opened as the person who uses it - signed out, the resident `somchai`, the administrator `admin` - first in
 * Thai, then in English, and checked with axe (WCAG 2.2 AA) once it has loaded. Resident and signed-out pages are
 * opened at 360 px, the width of a small phone, and must not scroll sideways; staff pages at the desktop default.
 *
 * The journeys (the other spec files) check the pages they reach with axe in the language each person uses, in the
 * states a person brings about (dialogs, errors, filled forms); this sweep gives every route the other language too,
 * so that each journey needs to run only once.
 */
import { expect, type Page } from "@playwright/test";
import { expectAccessibleNow } from "./support/axe";
import { expectNoSidewaysScroll } from "./support/layout";
import { ACCOUNTS, chooseLanguage, test } from "./support/session";

test.describe.configure({ timeout: 600_000 });

/** The languages, in the order each page is checked. */
const LANGUAGES = ["th", "en"] as const;

/** Pages a signed-out visitor opens. */
const SIGNED_OUT = ["/e-service/main", "/sign-in", "/sign-up", "/forgot-password", "/whistleblowing", "/whistleblowing/track", "/e-service/main/checkresult", "/pages/error/404"];

/** The resident's pages (e-service area, profile and settings). */
const RESIDENT = [
  "/e-service/main",
  "/e-service/main/complaints",
  "/e-service/main/complaints/new",
  "/e-service/main/complaints/corruption",
  "/e-service/main/form",
  "/e-service/main/form/deputy-equipment",
  "/e-service/main/paygarbage",
  "/e-service/main/news",
  "/e-service/main/profile",
  "/setting",
];

/** The staff pages, as the administrator (who may open all of them). */
const STAFF = [
  "/mwp",
  "/mwp/complaints",
  "/mwp/complaints/new",
  "/mwp/complaints/canned-replies",
  "/dashboards/analytics",
  "/mwp/garbage",
  "/mwp/news",
  "/mwp/news/new",
  "/dms/main",
  "/dms/document-type",
  "/dms/document-authority",
  "/dms/correspondence",
  "/admin/structure",
  "/admin/logs",
  "/admin/outbox",
  "/admin/webhooks",
  "/admin/menu",
  "/admin/e-service",
  "/admin/email-template",
  "/admin/municipality",
  "/admin/import",
  "/admin/open311",
  "/mwp/profile",
  "/setting",
];

/**
 * Opens each path in each language and checks it: loaded (a new main heading shown, nothing busy), axe clean and, on a
 * phone-wide window, no sideways scrolling. The language is chosen once a language with the language menu; the pages
 * are then opened inside the running portal (the router follows `history.pushState`), as its links do, so that each
 * check costs the page and not a reload of the whole portal.
 *
 * axe checks the whole page at the first path of each language, and then the page's own part (`main`): the shell
 * around it (header, navigation, footer) is the same on every page but for the current item, and checking it again
 * on each page cost about 1 s a page. The journeys check whole pages in their own states.
 */
async function sweep(page: Page, paths: string[], phone: boolean): Promise<void> {
  if (phone) await page.setViewportSize({ width: 360, height: 780 });
  for (const lang of LANGUAGES) {
    await chooseLanguage(page, lang);
    for (const [index, path] of paths.entries()) {
      await page.evaluate((to) => {
        if (location.pathname === to) return;
        document.querySelectorAll("h1").forEach((h1) => h1.setAttribute("data-e2e-left", ""));
        history.pushState(null, "", to);
      }, path);
      await expect(page.locator("h1:not([data-e2e-left])").first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(new URL(page.url()).pathname, `${path} stays where it was opened`).toBe(path);
      await expectAccessibleNow(page, `${path} (${lang})`, index === 0 ? undefined : "main");
      if (phone) await expectNoSidewaysScroll(page, `${path} (${lang}) scrolls sideways at 360 px`);
    }
  }
}

test("every signed-out page, in Thai and English, at 360 px", async ({ page }) => {
  await page.goto("/sign-in");
  await sweep(page, SIGNED_OUT, true);
});

test("every resident page, in Thai and English, at 360 px", async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.resident);
  await sweep(page, RESIDENT, true);
});

test("every staff page, in Thai and English", async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.staff, "/mwp");
  await sweep(page, STAFF, false);
});
