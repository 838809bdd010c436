/**
 * What a resident does, end to end, in Chromium against the built portal and the real API server
 * (issue "Walking skeleton", point 7; issue 11 item 7): sign in, file a complaint with a photo from the complaint
 * kind menu, land on its case page, see it tracked with its status in "My complaints", cancel it, sign out (in
 * English); a wrong password shows the server's message; a new resident signs up and signs in (in Thai);
 * an anonymous whistleblower (in Thai) reports corruption from the sign-in page and follows the report with the tracking
 * code shown once (issue 11 item 6).
 *
 * Labels come from the portal's own locale files, so the test reads the page as a person does in each language.
 * Every page the journeys reach is checked with axe (WCAG 2.2 AA): in the journey's language (`expectAccessibleNow`), or
 * in both (`expectAccessible`); e2e/pages.spec.ts checks every route in both languages.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { en, th } from "../apps/portal/src/locales/index";
import { expectAccessible, expectAccessibleNow } from "./support/axe";
import { bangkokYear } from "./support/bangkok";
import { chooseLanguage, test } from "./support/session";
import { API, apiToken } from "./support/api";

test.describe.configure({ timeout: 180_000 });

type Locale = typeof en;
const LOCALES: Record<"en" | "th", Locale> = { en, th };

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
    return (await answer.json()).data as {
      id: number;
      code?: string;
      confidential?: boolean;
      nameEn: string;
      nameTh: string;
      complaintTypeId?: number;
      complaintKindId?: number;
    }[];
  };
  return {
    types: await get("/v1/ComplaintType/listAll"),
    kinds: await get("/v1/ComplaintKind/listAll"),
    menu: await get("/v1/ComplaintKindMenu/listAll"),
    statuses: await get("/v1/ComplaintStatus"),
  };
}

/** A 1 x 1 PNG photo to attach. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

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

test(`a resident files, tracks and cancels a complaint, then signs out (en)`, async ({ page, request }) => {
  const lang = "en" as "en" | "th";
  const t = LOCALES[lang];
  const name = (row: { nameEn: string; nameTh: string }) => (lang === "th" ? row.nameTh : row.nameEn);
  const { types, kinds, menu: kindMenu, statuses } = await lookups(request);
  // The first entry of the kind menu whose type is not the confidential one (whistleblowing).
  const entry = kindMenu.find((m) => {
    const kind = kinds.find((k) => k.id === m.complaintKindId);
    return types.find((ty) => ty.id === kind?.complaintTypeId)?.confidential === false;
  })!;
  const received = statuses.find((s) => s.code === "received")!;
  const cancelled = statuses.find((s) => s.code === "cancelled")!;

  // The root path redirects to e-service/main, which a signed-out visitor reads in the guest frame (its latest news,
  // issue 15); its "Sign in" link leads to sign-in.
  await page.goto("/");
  await expect(page).toHaveURL(/\/e-service\/main$/);
  await chooseLanguage(page, lang);
  await page.getByRole("link", { name: t.news.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("heading", { name: t.auth.signIn.title, level: 1 })).toBeVisible();
  await expectAccessibleNow(page, `sign-in (${lang})`);

  await signIn(page, t, "somchai", "somchai-demo-2026");
  await expect(page).toHaveURL(/\/e-service\/main$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessibleNow(page, `e-service home (${lang})`);

  // File a complaint through the e-service menu.
  const menu = page.getByRole("navigation", { name: lang === "th" ? "เมนูหลัก" : "Main navigation" });
  await menu.getByRole("button", { name: t.menu.complaints.title }).click();
  await menu.getByRole("link", { name: t.menu.complaints.new }).click();
  await expect(page.getByRole("heading", { name: t.complaints.new.title, level: 1 })).toBeVisible();
  await expectAccessibleNow(page, `new complaint (${lang})`);

  // The kind menu: an icons grid of links; choosing a kind opens its form.
  const kindList = page.getByRole("list", { name: t.complaints.new.chooseKind });
  await kindList.getByRole("link", { name: new RegExp(`^${literal(name(entry))}`) }).click();
  await expect(page.getByRole("heading", { name: t.complaints.new.formTitle, level: 2 })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/complaints/new\\?kind=${entry.complaintKindId}$`));
  const detail = lang === "th" ? "ไฟถนนดับทั้งซอยมาสามคืนแล้ว ทำให้มืดและอันตราย" : "Street lights on the whole lane have been out for three nights.";
  await page.getByRole("textbox", { name: t.complaints.new.detail }).fill(detail);
  await page.getByRole("textbox", { name: t.complaints.new.location }).fill(lang === "th" ? "ซอยสุขุมวิท 101/1" : "Soi Sukhumvit 101/1");
  await page.getByRole("textbox", { name: t.complaints.new.phone }).fill("081-234-5678");
  // A photo, uploaded at once with a progress bar; the complaint waits for it.
  await page.locator('input[type="file"]').setInputFiles({ name: "street-light.png", mimeType: "image/png", buffer: PHOTO });
  await expect(page.locator('[data-slot="file-upload-item"][data-status="done"]')).toHaveCount(1);
  await expectAccessibleNow(page, `complaint form with a photo (${lang})`);
  await page.getByRole("button", { name: t.complaints.new.submit }).click();

  // The complaint number is announced and the case page opens; "My complaints" lists it with its status and
  // Thai/English date.
  const filed = page.getByText(new RegExp(literal(format(t.complaints.new.success, { number: "§" })).replace("§", "(CP-\\d{4}-\\d{6})")));
  await expect(filed).toBeVisible();
  const number = (await filed.textContent())!.match(/CP-\d{4}-\d{6}/)![0];
  await expect(page).toHaveURL(/\/e-service\/main\/complaints\/\d+$/);
  // The case page is no menu item: the complaints group may have closed.
  const mine = menu.getByRole("link", { name: t.menu.complaints.mine });
  if (!(await mine.isVisible())) await menu.getByRole("button", { name: t.menu.complaints.title }).click();
  await mine.click();
  await expect(page).toHaveURL(/\/e-service\/main\/complaints$/);
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText(name(received));
  // The year in Bangkok, as the page shows the date (on 31 December from 17:00 UTC it is the next one).
  const year = bangkokYear();
  await expect(row).toContainText(String(lang === "th" ? year + 543 : year));
  await expectAccessibleNow(page, `my complaints (${lang})`);

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
  await expectAccessibleNow(page, "sign-up");

  await page.getByRole("textbox", { name: t.auth.signUp.name, exact: true }).fill(user);
  await page.getByRole("textbox", { name: t.auth.signUp.email, exact: true }).fill(`${user}@example.org`);
  await page.getByRole("textbox", { name: t.auth.signUp.password, exact: true }).fill("a-long-enough-pass");
  await page.getByRole("textbox", { name: t.auth.signUp.confirmPassword, exact: true }).fill("a-long-enough-pass");
  await page.getByRole("textbox", { name: t.auth.signUp.personTitle, exact: true }).fill("นางสาว");
  await page.getByRole("textbox", { name: t.auth.signUp.firstname, exact: true }).fill("มาลี");
  await page.getByRole("textbox", { name: t.auth.signUp.lastname, exact: true }).fill("รักษ์ถิ่น");
  // The consent checkbox (react-aria: a visually hidden input inside its label), ticked as a person does: its label.
  await page.getByText(t.account.consent.label, { exact: true }).click();
  await expect(page.getByRole("checkbox", { name: t.account.consent.label })).toBeChecked();
  await page.getByRole("button", { name: t.auth.signUp.submit }).click();

  // Issue 15: signed in, and told that a confirmation link was sent; then on to the e-service home.
  await expect(page).toHaveURL(/\/confirmation-required$/);
  await page.getByRole("link", { name: t.account.confirm.homeLink }).click();
  await page.waitForURL(/\/(e-service\/main|sign-in)/);
  if (page.url().includes("/sign-in")) await signIn(page, t, user, "a-long-enough-pass");
  await expect(page).toHaveURL(/\/e-service\/main$/);
  await expect(page.getByText("มาลี").first()).toBeVisible();
  await expectAccessibleNow(page, "e-service home of a new resident");
});

test(`an anonymous whistleblower reports corruption and follows it with the tracking code (th)`, async ({ page, request }) => {
  const lang = "th" as "en" | "th";
  const t = LOCALES[lang];
  const name = (row: { nameEn: string; nameTh: string }) => (lang === "th" ? row.nameTh : row.nameEn);
  const { types, kinds } = await lookups(request);
  const corruption = types.find((type) => type.confidential)!;
  const kind = kinds.find((each) => each.complaintTypeId === corruption.id)!;

  // From the sign-in page, without an account.
  await page.goto("/sign-in");
  await chooseLanguage(page, lang);
  await page.getByRole("link", { name: t.auth.signIn.whistleblowingLink }).click();
  await expect(page).toHaveURL(/\/whistleblowing$/);
  await expect(page.getByRole("heading", { name: t.whistleblowing.title, level: 1 })).toBeVisible();
  await expect(page.getByText(t.whistleblowing.privacyGuestTitle)).toBeVisible();
  await expectAccessibleNow(page, `whistleblowing report (${lang})`);

  await choose(page, t.whistleblowing.kind, name(kind));
  const detail = lang === "th" ? "เจ้าหน้าที่เรียกเงินเพิ่มเพื่อเร่งออกใบอนุญาตก่อสร้าง" : "An officer asked for extra money to speed up a building permit.";
  await page.getByRole("textbox", { name: t.whistleblowing.detail }).fill(detail);
  await page.getByRole("button", { name: t.whistleblowing.submit }).click();

  // The tracking code is shown once, with a warning and the reference number.
  await expect(page.getByRole("heading", { name: t.whistleblowing.receipt.title, level: 2 })).toBeFocused();
  await expect(page.getByRole("alert").filter({ hasText: t.whistleblowing.receipt.warningTitle })).toBeVisible();
  const code = (await page.getByTestId("tracking-code").textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  await expect(page.getByText(/CP-\d{4}-\d{6}/)).toBeVisible();
  await expectAccessibleNow(page, `whistleblowing receipt (${lang})`);

  // A wrong code says so; the right one (typed in lower case with spaces) shows the report.
  await page.getByRole("link", { name: t.whistleblowing.receipt.track }).click();
  await expect(page).toHaveURL(/\/whistleblowing\/track$/);
  const codeField = page.getByRole("textbox", { name: t.whistleblowing.track.code });
  await codeField.fill("AAAA-BBBB-CCCC-DDDD");
  await page.getByRole("button", { name: t.whistleblowing.track.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: t.whistleblowing.track.notFound })).toBeVisible();
  await expectAccessibleNow(page, `whistleblowing track, wrong code (${lang})`);
  await codeField.fill(code.toLowerCase().replaceAll("-", " "));
  await page.getByRole("button", { name: t.whistleblowing.track.submit }).click();
  await expect(page.getByRole("heading", { level: 2, name: /CP-\d{4}-\d{6}/ })).toBeFocused();
  await expect(page.getByRole("list", { name: t.whistleblowing.track.history })).toContainText(t.whistleblowing.actions.filed);
  await expectAccessibleNow(page, `whistleblowing track (${lang})`);

  // The reporter writes to the integrity officer.
  const answer = lang === "th" ? "เหตุเกิดที่ช่องบริการหมายเลข 3 ช่วงเช้า" : "It happened at counter 3 in the morning.";
  await page.getByRole("textbox", { name: t.whistleblowing.track.answer }).fill(answer);
  await page.getByRole("button", { name: t.whistleblowing.track.answerSubmit }).click();
  await expect(page.getByRole("list", { name: t.whistleblowing.track.messages })).toContainText(answer);
  await expect(page.getByText(t.whistleblowing.track.answerSent)).toBeVisible();

  // An ordinary officer cannot see the report; the integrity officer can.
  const number = (await page.getByRole("heading", { level: 2, name: /CP-\d{4}-\d{6}/ }).textContent())!.match(/CP-\d{4}-\d{6}/)![0];
  const search = async (name: string) => {
    const token = await apiToken(request, { realm: "staff", name, password: "staff-demo-2026" });
    const answer = await request.post(`${API}/v1/Complaint/search`, { headers: { "px-auth-token": token }, data: { text: number } });
    return ((await answer.json()) as { total: number }).total;
  };
  expect(await search("somsak")).toBe(0);
  expect(await search("anong")).toBe(0);
  expect(await search("niran")).toBe(1);
});
