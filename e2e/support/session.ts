/**
 * Shared steps of the end-to-end tests: signing in through the sign-in page (as a person does) with a demo
 * account of the reference server, reusing that sign-in across the tests of a worker (`test` with the
 * `signedIn` fixture), and switching the interface language with the language menu.
 */
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { en } from "../../apps/portal/src/locales/index";

/** An account to sign in with: its realm (the sign-in page's Resident or Staff), user name and password. */
export interface Account {
  realm: "person" | "staff";
  name: string;
  password: string;
}

/** The demo accounts the reference server seeds (apps/api/README.md). */
export const ACCOUNTS = {
  resident: { realm: "person", name: "somchai", password: "somchai-demo-2026" },
  staff: { realm: "staff", name: "admin", password: "admin-demo-2026" },
} as const satisfies Record<string, Account>;

/**
 * Signs in with `account` on the sign-in page (English) and waits for the e-service home.
 * @param page - A fresh page (signed out).
 * @param account - Which demo account.
 * @param returnTo - A page to land on after sign-in (through `redirectURL`). @default the e-service home
 */
export async function signIn(page: Page, account: Account, returnTo?: string): Promise<void> {
  const params = new URLSearchParams();
  if (account.realm === "staff") params.set("realm", "staff");
  if (returnTo) params.set("redirectURL", returnTo);
  const query = params.toString();
  await page.goto(query ? `/sign-in?${query}` : "/sign-in");
  await page.getByRole("textbox", { name: en.auth.signIn.name }).fill(account.name);
  await page.getByRole("textbox", { name: en.auth.signIn.password, exact: true }).fill(account.password);
  await page.getByRole("button", { name: en.auth.signIn.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  // The shell is there once the user menu shows the signed-in user.
  await expect(page.getByRole("button", { name: /^User menu: / })).toBeVisible();
}

/**
 * A fresh page in a browser context of its own (its own storage: another person at another computer). Playwright gives
 * a context made in a test the project's context options (`playwright.config.ts`: base URL, reduced motion, service
 * workers blocked) where `options` does not set them.
 * @param options - Options that replace the project's: `{ serviceWorkers: "allow" }` for a journey of the portal's
 *   service worker. @default the project's
 */
export async function newPerson(browser: Browser, options: Pick<BrowserContextOptions, "serviceWorkers"> = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  reportBrowserErrors(page);
  return page;
}

/**
 * Prints the page's uncaught errors and console errors in the test's output, so that a journey that fails only on CI
 * (where its screenshots are not kept) says what the browser reported.
 */
function reportBrowserErrors(page: Page): void {
  page.on("pageerror", (error) => console.error(`[browser ${page.url()}] uncaught: ${error.stack ?? error.message}`));
  page.on("console", (message) => {
    // A refused call's "Failed to load resource" is what many journeys do on purpose (a 403, a 404 page).
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) console.error(`[browser ${page.url()}] console.error: ${message.text()}`);
  });
}

/** Switches the interface language with the language menu. */
export async function chooseLanguage(page: Page, lang: "en" | "th"): Promise<void> {
  if ((await page.locator("html").getAttribute("lang")) === lang) return;
  await page.getByRole("button", { name: /Change language|เปลี่ยนภาษา/ }).click();
  await page.getByRole("menuitemradio", { name: lang === "th" ? "ไทย" : "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/** The browser storage a sign-in leaves behind (tokens and profile under the portal's localStorage keys). */
type StoredItems = { name: string; value: string }[];

/** The fixtures of {@link test}. */
interface SessionFixtures {
  /**
   * Opens the e-service home (or `path`) signed in as `account`: the first call per account and worker signs in
   * through the sign-in page; later calls put the same stored session into the fresh page before it loads.
   */
  signedIn: (account: Account, path?: string) => Promise<void>;
}

/** The stored session of each account, signed in once per worker. */
interface SessionCache {
  sessions: Map<string, Promise<StoredItems>>;
}

/**
 * Playwright's `test` for every journey (eslint.config.js refuses `test` from `@playwright/test` in `e2e/`): the
 * `page` fixture prints the browser's uncaught errors and console errors in the test's output, as {@link newPerson}'s
 * pages do, and the `signedIn` fixture.
 */
export const test = base.extend<SessionFixtures, SessionCache>({
  page: async ({ page }, provide) => {
    reportBrowserErrors(page);
    await provide(page);
  },
  sessions: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      await provide(new Map());
    },
    { scope: "worker" },
  ],
  signedIn: async ({ page, browser, sessions }, provide) => {
    const stored = (account: Account) => {
      let items = sessions.get(account.name);
      if (!items) {
        items = (async () => {
          const page = await newPerson(browser);
          try {
            await signIn(page, account);
            const state = await page.context().storageState();
            return state.origins.flatMap((origin) => origin.localStorage);
          } finally {
            await page.context().close();
          }
        })();
        sessions.set(account.name, items);
      }
      return items;
    };
    await provide(async (account, path = "/e-service/main") => {
      const items = await stored(account);
      // Seeded once per tab (sessionStorage survives reloads), so that reloads keep what the test changed.
      await page.addInitScript((seed: StoredItems) => {
        if (sessionStorage.getItem("e2e-seeded")) return;
        for (const { name, value } of seed) localStorage.setItem(name, value);
        sessionStorage.setItem("e2e-seeded", "1");
      }, items);
      await page.goto(path);
      await expect(page.getByRole("button", { name: /^User menu: / })).toBeVisible();
    });
  },
});
