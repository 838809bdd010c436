/**
 * News (issue 15 item 1, "Done when"), in Chromium against the built portal and the real API server, in Thai and in
 * English at once: the news editor `nattaya`, working in Thai, opens News from the server menu, writes an item with a
 * cover picture in the rich-text editor and publishes it; a visitor who is not signed in, reading in English, sees it
 * among the latest news on the e-service home page, opens the article and sees the picture. Every page is checked
 * with axe in its person's language (e2e/pages.spec.ts checks every route in the other language too).
 */
import { expect } from "@playwright/test";
import { en, th } from "../apps/portal/src/locales/index";
import { expectAccessibleNow } from "./support/axe";
import { chooseLanguage, newPerson, signIn, test, type Account } from "./support/session";

test.describe.configure({ timeout: 300_000 });

const LOCALES = { en, th };

/** The demo news editor (seed-data.ts), an account like those of `ACCOUNTS`. */
const NATTAYA = { realm: "staff", name: "nattaya", password: "staff-demo-2026" } as unknown as Account;

/** A 1 x 1 PNG, the cover picture. */
const PICTURE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test("a news editor (th) publishes an item with a picture; a visitor (en) reads it from the home page without signing in", async ({ page, browser }) => {
  const lang = "th";
  const t = LOCALES[lang];
  const title = `ประกาศปิดถนนชั่วคราว ${Date.now()}`;

  // The editor: News from the server menu, then "Write news".
  await signIn(page, NATTAYA);
  await chooseLanguage(page, lang);
  await page.getByRole("link", { name: t.news.staff.title, exact: true }).first().click();
  await expect(page).toHaveURL(/\/mwp\/news$/);
  await expect(page.getByRole("heading", { level: 1, name: t.news.staff.title })).toBeVisible();
  await page.getByRole("link", { name: t.news.staff.new }).click();
  await expect(page).toHaveURL(/\/mwp\/news\/new$/);

  await page.getByRole("textbox", { name: t.news.staff.titleTh }).fill(title);
  await page.getByRole("textbox", { name: t.news.staff.summaryTh }).fill("ปิดถนนหน้าตลาดสดเทศบาล วันที่ 1-3 ธันวาคม");
  const body = page.getByRole("textbox", { name: t.news.staff.bodyTh });
  await body.fill("เทศบาลจะซ่อมผิวถนนหน้าตลาดสด ขออภัยในความไม่สะดวก");
  await body.press("ControlOrMeta+a");
  await page.getByRole("toolbar").first().getByRole("button", { name: "ตัวหนา" }).click();
  await page.locator('input[type="file"]').first().setInputFiles({ name: "road.png", mimeType: "image/png", buffer: PICTURE });
  await expect(page.getByRole("img", { name: t.news.staff.coverAlt })).toBeVisible();
  await expectAccessibleNow(page, `news editor (${lang})`);

  await page.getByRole("button", { name: t.news.staff.publishNow }).click();
  await expect(page).toHaveURL(/\/mwp\/news\/\d+$/);
  await expect(page.getByRole("status").filter({ hasText: t.news.staff.states.published })).toBeVisible();

  // A visitor reading in English, not signed in: the root leads to the e-service home, where the item is among the latest news.
  const visitor = await newPerson(browser);
  const other = "en";
  const tv = LOCALES[other];
  await visitor.goto("/");
  await expect(visitor).toHaveURL(/\/e-service\/main$/);
  await chooseLanguage(visitor, other);
  const latest = visitor.getByRole("region", { name: tv.news.latest });
  const link = latest.getByRole("link", { name: title });
  await expect(link).toBeVisible({ timeout: 30_000 });
  // Issue 8 (CLS at most 0.02): the latest news arrives after the first render without moving the service menu below
  // it (it measured 0.50 when the section appeared above the menu). Summed as CLS sums: shifts right after an input
  // (the language change) are left out.
  const layoutShift = await visitor.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        setTimeout(() => {
          add(observer.takeRecords());
          observer.disconnect();
          resolve(sum);
        }, 1000);
      }),
  );
  expect(layoutShift).toBeLessThanOrEqual(0.02);
  await expectAccessibleNow(visitor, `home page with the latest news, signed out (${other})`);

  await link.click();
  await expect(visitor).toHaveURL(/\/e-service\/main\/news\/\d+$/);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.locator("article strong")).toContainText("ขออภัยในความไม่สะดวก");
  const cover = visitor.locator("article img").first();
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(visitor.getByRole("navigation", { name: tv.news.share })).toBeVisible();
  await expectAccessibleNow(visitor, `news article, signed out (${other})`);
  await visitor.context().close();
});
