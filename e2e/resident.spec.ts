/**
 * What a resident does, end to end, in Chromium against the built portal and the real API server
 * (issue "Walking skeleton", point 7): sign in, file a complaint, see it tracked with its status, cancel it,
 * sign out - once in English and once in Thai; a wrong password shows the server's message; a new resident
 * signs up and signs in.
 *
 * Labels come from the portal's own locale files, so the test reads the page as a person does in each language.
 * Every page the journeys reach is checked with axe (WCAG 2.2 AA) in English and in Thai (`expectAccessible`).
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import en from "../apps/portal/src/locales/en.json" with { type: "json" };
import th from "../apps/portal/src/locales/th.json" with { type: "json" };
import { expectAccessible, expectAccessibleNow } from "./support/axe";
import { chooseLanguage } from "./support/session";

// Every page is checked with axe in both languages (a language switch and two scans each): more time per test.
test.describe.configure({ timeout: 180_000 });

type Locale = typeof en;
const LOCALES: Record<"en" | "th", Locale> = { en, th };
const API = "/pxapi_eoffice/api";

/** Fills `{{name}}` placeholders of a locale string. */
function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
}

/** Escapes a string for use inside a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Reference data as the server has it (names in both languages). */
async function lookups(request: APIRequestContext) {
  const get = async (path: string) => {
    const answer = await request.get(`${API}${path}`);
    expect(answer.ok()).toBe(true);
    return (await answer.json()).data as { id: number; code?: string; nameEn: string; nameTh: string; complaintTypeId?: number }[];
  };
  return {
    types: await get("/v1/ComplaintType/listAll"),
    kinds: await get("/v1/ComplaintKind/listAll"),
    statuses: await get("/v1/ComplaintStatus"),
  };
}

async function signIn(page: Page, t: Locale, name: string, password: string) {
  await page.getByRole("textbox", { name: t.auth.signIn.name }).fill(name);
  await page.getByRole("textbox", { name: t.auth.signIn.password, exact: true }).fill(password);
  await page.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
}

/** Picks an option of a react-aria Select by the select's label and the option's text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("button", { name: new RegExp(`${literal(label)}$`) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

for (const lang of ["en", "th"] as const) {
  test(`a resident files, tracks and cancels a complaint, then signs out (${lang})`, async ({ page, request }) => {
    const t = LOCALES[lang];
    const name = (row: { nameEn: string; nameTh: string }) => (lang === "th" ? row.nameTh : row.nameEn);
    const { types, kinds, statuses } = await lookups(request);
    const type = types[0]!;
    const kind = kinds.find((k) => k.complaintTypeId === type.id)!;
    const received = statuses.find((s) => s.code === "received")!;
    const cancelled = statuses.find((s) => s.code === "cancelled")!;

    // The root path redirects to e-service/main, which is guarded: a signed-out visitor lands on sign-in.
    await page.goto("/");
    await expect(page).toHaveURL(/\/sign-in/);
    await chooseLanguage(page, lang);
    await expect(page.getByRole("heading", { name: t.auth.signIn.title, level: 1 })).toBeVisible();
    await expectAccessible(page, "sign-in");

    await signIn(page, t, "somchai", "somchai-demo-2026");
    await expect(page).toHaveURL(/\/e-service\/main$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, "e-service home");

    // File a complaint through the e-service menu.
    const menu = page.getByRole("navigation", { name: lang === "th" ? "เมนูหลัก" : "Main navigation" });
    await menu.getByRole("button", { name: t.menu.complaints.title }).click();
    await menu.getByRole("link", { name: t.menu.complaints.new }).click();
    await expect(page.getByRole("heading", { name: t.complaints.new.title, level: 1 })).toBeVisible();
    await expectAccessible(page, "new complaint");

    await choose(page, t.complaints.new.type, name(type));
    await choose(page, t.complaints.new.kind, name(kind));
    const detail = lang === "th" ? "ไฟถนนดับทั้งซอยมาสามคืนแล้ว ทำให้มืดและอันตราย" : "Street lights on the whole lane have been out for three nights.";
    await page.getByRole("textbox", { name: t.complaints.new.detail }).fill(detail);
    await page.getByRole("textbox", { name: t.complaints.new.location }).fill(lang === "th" ? "ซอยสุขุมวิท 101/1" : "Soi Sukhumvit 101/1");
    await page.getByRole("textbox", { name: t.complaints.new.phone }).fill("081-234-5678");
    await page.getByRole("button", { name: t.complaints.new.submit }).click();

    // The complaint number is announced, and the complaint is listed with its status and Thai/English date.
    const filed = page.getByText(new RegExp(literal(format(t.complaints.new.success, { number: "§" })).replace("§", "(CP-\\d{4}-\\d{6})")));
    await expect(filed).toBeVisible();
    const number = (await filed.textContent())!.match(/CP-\d{4}-\d{6}/)![0];
    await expect(page).toHaveURL(/\/e-service\/main\/complaints$/);
    const row = page.getByRole("row").filter({ hasText: number });
    await expect(row).toContainText(name(received));
    const year = new Date().getFullYear();
    await expect(row).toContainText(String(lang === "th" ? year + 543 : year));
    await expectAccessible(page, "my complaints");

    // Cancel, after confirming.
    await row.getByRole("button", { name: format(t.complaints.list.cancelLabel, { number }) }).click();
    const dialog = page.getByRole("alertdialog", { name: t.complaints.list.cancelTitle });
    await expect(dialog).toContainText(format(t.complaints.list.cancelText, { number }));
    await expectAccessibleNow(page, `cancel confirmation (${lang})`);
    await dialog.getByRole("button", { name: t.complaints.list.cancelConfirm }).click();
    await expect(row).toContainText(name(cancelled));

    // Sign out from the user menu: back to sign-in, and the guarded page is no longer reachable.
    await page.getByRole("button", { name: new RegExp(`^${literal(lang === "th" ? "เมนูผู้ใช้" : "User menu")}`) }).click();
    await page.getByRole("menuitem", { name: lang === "th" ? "ออกจากระบบ" : "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-(in|out)/);
    await page.goto("/e-service/main/complaints");
    await expect(page).toHaveURL(/\/sign-in/);
    // Spec section 3: the profile under the key `person` is set to null at sign-out; the token is gone.
    const stored = await page.evaluate(() => [localStorage.getItem("person"), localStorage.getItem("personAccessToken")]);
    expect(JSON.parse(stored[0] ?? "null")).toBeNull();
    expect(stored[1]).toBeNull();
  });
}

test("a wrong password shows the server's message and signs nobody in", async ({ page }) => {
  const t = LOCALES.en;
  await page.goto("/sign-in");
  await signIn(page, t, "somchai", "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid user name or password." })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await expectAccessible(page, "sign-in with the server's message");
});

test("a new resident signs up and then signs in (th)", async ({ page }) => {
  const t = LOCALES.th;
  const user = `e2e.${Date.now().toString(36)}`;
  await page.goto("/sign-in");
  await chooseLanguage(page, "th");
  await page.getByRole("link", { name: t.auth.signIn.signUpLink }).click();
  await expect(page).toHaveURL(/\/sign-up/);
  await expectAccessible(page, "sign-up");

  await page.getByRole("textbox", { name: t.auth.signUp.name, exact: true }).fill(user);
  await page.getByRole("textbox", { name: t.auth.signUp.email, exact: true }).fill(`${user}@example.org`);
  await page.getByRole("textbox", { name: t.auth.signUp.password, exact: true }).fill("a-long-enough-pass");
  await page.getByRole("textbox", { name: t.auth.signUp.confirmPassword, exact: true }).fill("a-long-enough-pass");
  await page.getByRole("textbox", { name: t.auth.signUp.personTitle, exact: true }).fill("นางสาว");
  await page.getByRole("textbox", { name: t.auth.signUp.firstname, exact: true }).fill("มาลี");
  await page.getByRole("textbox", { name: t.auth.signUp.lastname, exact: true }).fill("รักษ์ถิ่น");
  await page.getByRole("button", { name: t.auth.signUp.submit }).click();

  // Signed in straight after sign-up, or sent to sign in: either way the new account works.
  await page.waitForURL(/\/(e-service\/main|sign-in)/);
  if (page.url().includes("/sign-in")) await signIn(page, t, user, "a-long-enough-pass");
  await expect(page).toHaveURL(/\/e-service\/main$/);
  await expect(page.getByText("มาลี").first()).toBeVisible();
  await expectAccessible(page, "e-service home of a new resident");
});
