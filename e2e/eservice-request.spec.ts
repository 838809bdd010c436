/**
 * Issue 12's "Done when", on ONE e-service request, in Chromium against the built portal and the real API server, in
 * both languages at once (the residents work in Thai; the administrator, the officer and the signed-out visitor in
 * English):
 *
 * 1. a staff administrator opens Administration → E-services, edits equipment borrowing (`deputy-equipment`): a form
 *    definition that breaks the rules is refused with the server's message next to the JSON field; the target time
 *    is changed by keyboard and saved;
 * 2. a resident requests the equipment for two free days (the catalogue, the form with the changed target time, the
 *    slot picker, "Check your answers"); a second resident, at another computer, chooses the same days meanwhile;
 * 3. the first submits and gets the reference number (`ER-<Buddhist year>-<6 digits>`); the second is refused (409:
 *    the message by the booking, the days now booked);
 * 4. an officer of the service's division finds the request in the work queue and accepts, starts and completes it;
 * 5. signed out, anyone checks the result with the reference number and the telephone given on the request (a wrong
 *    telephone finds nothing): the timeline with the closing note (and at 360 px without sideways scrolling);
 * 6. the resident follows "Rate this service" on the request's page and answers with one tap on the stars and "yes";
 * 7. the administrator's analytics dashboard shows the answer in the service's satisfaction row, and the request among
 *    the cases by kind or service.
 *
 * Preconditions the issue does not ask to show are set through the API (the second resident's account, the free days).
 * Labels come from the portal's locale files and from the service's own form definition; each page is checked with axe
 * in its person's language (`expectAccessibleNow`; e2e/pages.spec.ts checks every route in both languages).
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { en, th } from "../apps/portal/src/locales/index";
import { expectAccessibleNow } from "./support/axe";
import { bangkokToday, bangkokYear } from "./support/bangkok";
import { expectNoSidewaysScroll } from "./support/layout";
import { ACCOUNTS, chooseLanguage, newPerson, test } from "./support/session";
import { API } from "./support/api";

test.describe.configure({ timeout: 480_000 });

type Locale = typeof en;
type Lang = "en" | "th";
const LOCALES: Record<Lang, Locale> = { en, th };

/** The service of the journey: borrowing tents, tables and chairs (Office of the Municipal Clerk, booked by the day). */
const SERVICE = "deputy-equipment";

/** The officer of the service's division (`deputy`, Office of the Municipal Clerk) in the demo seed. */
const DIVISION_OFFICER = { name: "kittipong", password: "staff-demo-2026" };

/** The telephone the resident gives on the request (the result check asks for it). */
const PHONE = "081-234-5678";

/** What the test reads of the service (contract `EService`). */
interface Service {
  name: { th: string; en: string };
  targetDays: number;
  form: {
    schema: { properties: Record<string, Record<string, unknown>> };
    ui: { fields: Record<string, { label: { th: string; en: string }; options?: Record<string, { th: string; en: string }> }> };
  };
  booking: { unit: "day" | "hour"; resources: { id: number; name: { th: string; en: string } }[] };
}

/** Escapes a string for use inside a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A name that starts with `label` (the required mark `*` comes after it). */
function startsWith(label: string): RegExp {
  return new RegExp(`^${literal(label)}`);
}

/** A name that contains `label` (a select's button is named by its value and its label). */
function naming(label: string): RegExp {
  return new RegExp(literal(label));
}

/** Fills `{{name}}` placeholders of a locale string. */
function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
}

/** `YYYY-MM-DD` plus `days`. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Signs in on the sign-in page in `lang` (staff with the realm link). */
async function signIn(page: Page, t: Locale, lang: Lang, name: string, password: string, staff = false): Promise<void> {
  await page.goto("/sign-in");
  await chooseLanguage(page, lang);
  if (staff) await page.getByRole("link", { name: t.auth.signIn.realmStaff }).click();
  await page.getByRole("textbox", { name: t.auth.signIn.name }).fill(name);
  await page.getByRole("textbox", { name: t.auth.signIn.password, exact: true }).fill(password);
  await page.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Creates a resident account through the sign-up calls, consenting to the current privacy notice as the sign-up form does; answers its name and password. */
async function createResident(request: APIRequestContext, lang: Lang): Promise<{ name: string; password: string }> {
  const name = `borrower${lang}${Date.now().toString(36)}`;
  const password = "a-long-enough-pass";
  const notice = (await (await request.get(`${API}/v1/account/privacyNotice`)).json()).data as { version: string };
  const created = await request.post(`${API}/v1/person/createPublicPerson?version=1.0`, {
    data: { name, password, email: `${name}@example.org`, privacyNoticeVersion: notice.version },
  });
  expect(created.status(), "createPublicPerson").toBeLessThan(300);
  const { id, completionToken } = (await created.json()).data as { id: number; completionToken: string };
  const profile = await request.post(`${API}/v1/personProfile/createPublicpersonProfile/${id}?version=1.0`, {
    data: { person: { id }, completionToken, title: "นาง", firstname: "มาลี", lastname: "ยืมของ", phone: "089-765-4321" },
  });
  expect(profile.status(), "createPublicpersonProfile").toBeLessThan(300);
  return { name, password };
}

/** Two consecutive free days of a resource, two weeks ahead or later (Bangkok days). */
async function freeDays(request: APIRequestContext, resourceId: number): Promise<{ first: string; last: string }> {
  const start = addDays(bangkokToday(), 14);
  const end = addDays(start, 60);
  const answer = await request.get(
    `${API}/v1/EService/${SERVICE}/availability?from=${encodeURIComponent(`${start}T00:00:00+07:00`)}&to=${encodeURIComponent(`${end}T00:00:00+07:00`)}`,
  );
  expect(answer.ok()).toBe(true);
  const resource = ((await answer.json()).data.resources as { id: number; taken: { from: string; to: string }[] }[]).find(
    (r) => r.id === resourceId,
  )!;
  const isFree = (day: string) => {
    const from = Date.parse(`${day}T00:00:00+07:00`);
    const to = from + 86_400_000;
    return resource.taken.every((p) => Date.parse(p.to) <= from || Date.parse(p.from) >= to);
  };
  for (let day = start; day < addDays(end, -1); day = addDays(day, 1)) {
    if (isFree(day) && isFree(addDays(day, 1))) return { first: day, last: addDays(day, 1) };
  }
  throw new Error("no two free days in the next two months");
}

/** Types a day into the focused date segments: month/day/year in English (en-US), day/month/Buddhist year in Thai. */
function dayDigits(day: string, lang: Lang): string {
  const [year, month, date] = day.split("-") as [string, string, string];
  return lang === "th" ? `${date}${month}${Number(year) + 543}` : `${month}${date}${year}`;
}

/**
 * On the service's form page: chooses the resource and the days, fills in the form as a resident borrowing for a
 * funeral, and continues to "Check your answers".
 */
async function fillRequest(page: Page, t: Locale, lang: Lang, service: Service, resourceName: string, days: { first: string; last: string }) {
  const label = (field: string) => service.form.ui.fields[field]!.label[lang];
  const option = (field: string, value: string) => service.form.ui.fields[field]!.options![value]![lang];

  const when = page.getByRole("region", { name: t.eservice.booking.title });
  await when.getByRole("button", { name: naming(t.eservice.booking.resource) }).click();
  await page.getByRole("option", { name: resourceName }).click();
  const range = when.getByRole("group", { name: startsWith(t.eservice.booking.days) });
  await range.getByRole("spinbutton").first().click();
  await page.keyboard.type(dayDigits(days.first, lang) + dayDigits(days.last, lang));
  await expect(when.locator("p[aria-live]")).toContainText(t.eservice.booking.chosen);

  const form = page.getByRole("form", { name: lang === "th" ? service.name.th : service.name.en });
  await form.getByRole("button", { name: naming(label("purpose")) }).click();
  await page.getByRole("option", { name: option("purpose", "funeral") }).click();
  await form.getByLabel(startsWith(label("eventName"))).fill(lang === "th" ? "งานฌาปนกิจคุณพ่อสมหวัง" : "Funeral of Mr Somwang");
  await form.getByLabel(startsWith(label("quantity"))).fill("3");
  await form.getByLabel(startsWith(label("place"))).fill(lang === "th" ? "ศาลาวัดป่าเลไลย์" : "Wat Pa Lelai pavilion");
  // The ui RadioGroup by keyboard: one tab stop, Space selects (react-aria's radio input is visually hidden).
  await form.getByRole("radio", { name: option("transport", "self") }).focus();
  await page.keyboard.press("Space");
  await expect(form.getByRole("radio", { name: option("transport", "self") })).toBeChecked();
  await form.getByLabel(startsWith(label("phone"))).fill(PHONE);
  await form.getByRole("button", { name: t.eservice.form.continue, exact: true }).click();
  await expect(page.getByRole("heading", { name: t.eservice.check.title, level: 2 })).toBeFocused();
}

/** Runs a staff move from the case page: the action's button, its dialog, an optional comment, submit. */
async function act(page: Page, t: Locale, action: "accept" | "start" | "complete", comment?: string): Promise<void> {
  const texts = t.case.actions[action];
  await page.getByRole("button", { name: texts.button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: texts.title });
  await expect(dialog).toBeVisible();
  if (comment) await dialog.getByRole("textbox", { name: texts.comment }).fill(comment);
  await dialog.getByRole("button", { name: texts.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The residents work in Thai, the staff (and the signed-out visitor) in English: one run covers both languages. */
const RESIDENT_LANG = "th" as Lang;
const STAFF_LANG = "en" as Lang;

test("an administrator (en) edits equipment borrowing; two residents (th) ask for the same free days, the first is served, checks the result signed out and rates it; the dashboard counts it", async ({
  page,
  browser,
  request,
}) => {
  const lang = RESIDENT_LANG;
  const t = LOCALES[lang];
  const staffLang = STAFF_LANG;
  const ts = LOCALES[staffLang];
  const service = (await (await request.get(`${API}/v1/EService/${SERVICE}`)).json()).data as Service;
  const serviceName = lang === "th" ? service.name.th : service.name.en;
  const staffServiceName = staffLang === "th" ? service.name.th : service.name.en;
  const resource = service.booking.resources[0]!;
  const resourceName = lang === "th" ? resource.name.th : resource.name.en;
  const targetDays = service.targetDays + 1;
  const days = await freeDays(request, resource.id);
  const second = await createResident(request, lang);

  // 1. The administrator edits the service from the server menu: Administration → E-services.
  const admin = await newPerson(browser);
  await signIn(admin, ts, staffLang, ACCOUNTS.staff.name, ACCOUNTS.staff.password, true);
  await admin.getByRole("navigation", { name: staffLang === "th" ? "เมนูหลัก" : "Main navigation" }).getByRole("link", { name: ts.eservice.admin.title }).click();
  await expect(admin).toHaveURL(/\/admin\/e-service$/);
  await expect(admin.getByRole("heading", { name: ts.eservice.admin.title, level: 1 })).toBeVisible();
  const services = admin.getByRole("grid", { name: ts.eservice.admin.tableLabel }).or(admin.getByRole("table", { name: ts.eservice.admin.tableLabel }));
  await expect(services.getByRole("link")).toHaveCount(23);
  await expectAccessibleNow(admin, `e-services list (${staffLang})`);
  await services.getByRole("link", { name: staffServiceName, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/e-service/${SERVICE}$`));
  await expect(admin.getByRole("heading", { name: format(ts.eservice.admin.editTitle, { name: staffServiceName }), level: 1 })).toBeVisible();
  // A form whose text field has no maxLength breaks the rules: the server refuses it, the message by the JSON field.
  const json = admin.getByRole("textbox", { name: startsWith(ts.eservice.admin.formJson) });
  const stored = await json.inputValue();
  const broken = JSON.parse(stored) as Service["form"];
  delete broken.schema.properties.eventName!.maxLength;
  await json.fill(JSON.stringify(broken, null, 2));
  const save = admin.getByRole("button", { name: ts.eservice.admin.save, exact: true });
  await save.click();
  await expect(json).toBeFocused();
  await expect(json).toHaveAttribute("aria-invalid", "true");
  await expect(json).toHaveAccessibleDescription(naming("schema.properties.eventName.maxLength"));
  await expect(admin.getByText(ts.eservice.admin.problems)).toBeVisible();
  await expectAccessibleNow(admin, `service editor with the server's error (${staffLang})`);
  // Put the form back; the target time by keyboard; save.
  await json.fill(stored);
  const target = admin.getByRole("textbox", { name: startsWith(ts.eservice.admin.targetDays) });
  await target.focus();
  await admin.keyboard.press("ControlOrMeta+a");
  await admin.keyboard.type(String(targetDays));
  await admin.keyboard.press("Enter");
  await expect(admin.getByText(format(ts.eservice.admin.saved, { name: staffServiceName })).first()).toBeVisible();
  await expect(json).not.toHaveAttribute("aria-invalid", "true");
  const saved = (await (await request.get(`${API}/v1/EService/${SERVICE}`)).json()).data as Service;
  expect(saved.targetDays).toBe(targetDays);
  expect(saved.form).toEqual(service.form);

  // 2. The first resident finds the service in the catalogue and sees the new target time.
  await signIn(page, t, lang, ACCOUNTS.resident.name, ACCOUNTS.resident.password);
  await page.goto("/e-service/form");
  await expect(page).toHaveURL(/\/e-service\/main\/form$/);
  await expect(page.getByRole("heading", { name: t.eservice.catalogue.title, level: 1 })).toBeVisible();
  await page.getByRole("link", { name: serviceName }).click();
  await expect(page).toHaveURL(new RegExp(`/e-service/main/form/${SERVICE}$`));
  const about = page.getByRole("region", { name: t.eservice.form.about });
  await expect(about).toContainText(format(t.eservice.terms.targetDays_other, { count: String(targetDays) }));
  await expectAccessibleNow(page, `service form (${lang})`);
  await fillRequest(page, t, lang, service, resourceName, days);
  await expectAccessibleNow(page, `check your answers (${lang})`);

  // The second resident, at another computer, chooses the same days while they are still free.
  const other = await newPerson(browser);
  await signIn(other, t, lang, second.name, second.password);
  await other.goto(`/e-service/main/form/${SERVICE}`);
  await fillRequest(other, t, lang, service, resourceName, days);

  // 3. The first submits and gets the reference number.
  await page.getByRole("button", { name: t.eservice.check.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/e-service/main/form/${SERVICE}/sent/\\d+$`));
  await expect(page.getByRole("heading", { name: t.eservice.sent.title, level: 1 })).toBeVisible();
  const number = (await page.getByRole("region", { name: t.eservice.sent.number }).textContent())!.match(/ER-\d{4}-\d{6}/)?.[0];
  expect(number, "reference number").toBeTruthy();
  // Numbered by the Buddhist-era year in Bangkok.
  expect(Number(number!.slice(3, 7))).toBe(bangkokYear() + 543);
  await expect(page.getByRole("region", { name: t.eservice.sent.summary })).toContainText(resourceName);
  await expectAccessibleNow(page, `confirmation (${lang})`);
  const caseId = page.url().match(/\/sent\/(\d+)$/)![1]!;

  // The second is refused: back on the form, the message by the booking; the days are taken.
  await other.getByRole("button", { name: t.eservice.check.submit, exact: true }).click();
  await expect(other).toHaveURL(new RegExp(`/e-service/main/form/${SERVICE}$`));
  const when = other.getByRole("region", { name: t.eservice.booking.title });
  await expect(when).toContainText(t.eservice.check.conflict);
  await expect(other.locator('[data-slot="error-summary"]')).toContainText(t.eservice.check.conflict);
  await expect(when.locator('td[data-state="taken"]').first()).toBeVisible();
  await expectAccessibleNow(other, `refused booking (${lang})`);
  await other.context().close();

  // 4. An officer of the division finds it among the requests of the work queue, accepts, starts and completes it.
  const officer = await newPerson(browser);
  await signIn(officer, ts, staffLang, DIVISION_OFFICER.name, DIVISION_OFFICER.password, true);
  await officer.goto("/mwp/complaints?case=request");
  const row = officer.getByRole("row").filter({ hasText: number! });
  // The queue's first page loads the staff strings and the search (slow on a busy 2-core machine).
  await expect(row).toContainText(staffServiceName, { timeout: 30_000 });
  await row.getByRole("link", { name: number! }).click();
  await expect(officer).toHaveURL(new RegExp(`/mwp/complaints/${caseId}$`));
  await expect(officer.getByRole("heading", { level: 1 })).toHaveText(format(ts.eservice.case.title, { number: number! }));
  await expectAccessibleNow(officer, `staff request page (${staffLang})`);
  await act(officer, ts, "accept");
  await act(officer, ts, "start");
  const closing = staffLang === "th" ? "ส่งมอบเต็นท์ให้ผู้ยืมเรียบร้อยแล้ว" : "The tents were handed over to the borrower.";
  await act(officer, ts, "complete", closing);
  await expect(officer.getByRole("list", { name: ts.case.history.listLabel })).toContainText(closing);
  await officer.context().close();

  // 5. Signed out, anyone with the reference number and the telephone checks the result.
  const guest = await newPerson(browser);
  await guest.goto("/e-service/main/checkresult");
  await chooseLanguage(guest, staffLang);
  await expect(guest.getByRole("heading", { name: ts.checkResult.title, level: 1 })).toBeVisible();
  await guest.getByRole("textbox", { name: ts.checkResult.reference }).fill(number!.toLowerCase());
  await expect(guest.getByRole("radiogroup", { name: ts.checkResult.checkWith }).getByRole("radio", { name: ts.checkResult.phone })).toBeChecked();
  await guest.getByRole("textbox", { name: ts.checkResult.phone }).fill("0899999999");
  await guest.getByRole("button", { name: ts.checkResult.submit, exact: true }).click();
  await expect(guest.getByText(ts.checkResult.notFound)).toBeVisible();
  await guest.getByRole("textbox", { name: ts.checkResult.phone }).fill(PHONE.replace(/-/g, " "));
  await guest.getByRole("button", { name: ts.checkResult.submit, exact: true }).click();
  await expect(guest.getByRole("heading", { name: format(ts.checkResult.caseTitle, { number: number! }) })).toBeVisible();
  const timeline = guest.getByRole("list", { name: ts.checkResult.history });
  await expect(timeline).toContainText(closing);
  await expect(timeline).toContainText(ts.case.history.completed);
  await expectAccessibleNow(guest, `check result, signed out (${staffLang})`);
  await guest.setViewportSize({ width: 360, height: 780 });
  await expect(timeline).toBeVisible();
  await expectNoSidewaysScroll(guest);
  await guest.context().close();

  // 6. The resident rates it from the request's page: one tap on the stars, "yes", send.
  await page.goto(`/e-service/main/complaints/${caseId}`);
  await expect(page.getByRole("list", { name: t.case.history.listLabel })).toContainText(t.case.history.completed);
  await page.getByRole("main").getByRole("link", { name: t.satisfaction.rateService }).click();
  await expect(page).toHaveURL(new RegExp(`/e-service/main/satisfaction\\?case=${caseId}$`));
  await expect(page.getByRole("heading", { name: format(t.satisfaction.caseHeading, { number: number! }) })).toBeVisible();
  await expectAccessibleNow(page, `satisfaction survey of the request (${lang})`);
  const fourStars = page.getByRole("radio", { name: lang === "th" ? "4 จาก 5 ดาว" : "4 of 5 stars" });
  await fourStars.check({ force: true });
  await expect(fourStars).toBeChecked();
  const resolved = page.getByRole("radiogroup", { name: t.satisfaction.resolvedCase });
  await resolved.getByText(t.satisfaction.yes, { exact: true }).click();
  await expect(resolved.getByRole("radio", { name: t.satisfaction.yes, exact: true })).toBeChecked();
  await page.getByRole("button", { name: t.satisfaction.send, exact: true }).click();
  await expect(page.getByRole("heading", { name: t.satisfaction.thanksTitle })).toBeVisible();

  // 7. The administrator's dashboard: the answer in the service's satisfaction row, the request among the cases by service.
  await admin.goto("/dashboards/analytics?weeks=4");
  await expect(admin.getByRole("heading", { name: ts.satisfaction.stats.title, level: 2 })).toBeVisible();
  const byService = admin.getByRole("table", { name: ts.satisfaction.stats.byService });
  const answered = byService.getByRole("row", { name: naming(staffServiceName) });
  // Completed, answers, ...: the answer is counted (the demo data has none; a retry may leave a completed request unrated).
  await expect(answered.getByRole("cell").nth(1)).not.toHaveText(/^0$/);
  const byKind = admin.getByRole("region", { name: ts.eservice.stats.byKind });
  await byKind.getByText(ts.analytics.showTable).click();
  const kindRow = byKind.getByRole("table", { name: ts.eservice.stats.byKind }).getByRole("row", { name: naming(staffServiceName) });
  await expect(kindRow.getByRole("cell").nth(0)).toHaveText(ts.eservice.stats.request);
  await expectAccessibleNow(admin, `analytics dashboard (${staffLang})`);
  await admin.context().close();
});
