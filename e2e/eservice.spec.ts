/**
 * An e-service request with a booking, end to end (issue 12 "Done when"), in Chromium against the built portal and
 * the real API server, once in English and once in Thai: two residents at their own computers ask to borrow the same
 * municipal equipment (`deputy-equipment`, booked by the day) for the same free days. Both choose the days in the slot
 * picker, fill in the form and reach "Check your answers"; the first submits and gets the reference number
 * (`ER-<Buddhist year>-<6 digits>`) on the confirmation page, with the expected date and a printable summary; the
 * second submits and is refused (409): the form comes back with the message next to the booking and in the error
 * summary, and the days now show as booked. An officer of the service's division finds the request in the work queue
 * (filter "Requests"), accepts, starts and completes it; the first resident sees it completed on the case page with
 * the answers and the booking.
 *
 * The second resident is created through the API (sign-up calls, like the portal's sign-up page). The free days are
 * found through the availability call, so the test runs again on the same database. Labels come from the portal's
 * locale files and from the service's own form definition (its labels in both languages); every page is checked with
 * axe in the test's language (`expectAccessibleNow`), and the catalogue, the form and the confirmation at 360 px.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import en from "../apps/portal/src/locales/en.json" with { type: "json" };
import th from "../apps/portal/src/locales/th.json" with { type: "json" };
import { expectAccessibleNow } from "./support/axe";
import { ACCOUNTS, chooseLanguage } from "./support/session";

test.describe.configure({ timeout: 300_000 });

type Locale = typeof en;
type Lang = "en" | "th";
const LOCALES: Record<Lang, Locale> = { en, th };
const API = "/pxapi_eoffice/api";

/** The service of the journey: borrowing tents, tables and chairs (Office of the Municipal Clerk, booked by the day). */
const SERVICE = "deputy-equipment";

/** The officer of the service's division (`deputy`, Office of the Municipal Clerk) in the demo seed. */
const DIVISION_OFFICER = { name: "kittipong", password: "staff-demo-2026" };

/** What the test reads of the service (contract `EService`). */
interface Service {
  name: { th: string; en: string };
  form: { ui: { fields: Record<string, { label: { th: string; en: string }; options?: Record<string, { th: string; en: string }> }> } };
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

/** Today in Bangkok. */
function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** A fresh page in a browser context of its own (another person at another computer). */
async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
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

/** Creates a resident account through the sign-up calls; answers its name and password. */
async function createResident(request: APIRequestContext, lang: Lang): Promise<{ name: string; password: string }> {
  const name = `borrower${lang}${Date.now().toString(36)}`;
  const password = "a-long-enough-pass";
  const created = await request.post(`${API}/v1/person/createPublicPerson?version=1.0`, {
    data: { name, password, email: `${name}@example.org` },
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

/** Whether the page scrolls sideways. */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
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
  // By keyboard, as a person does with a radio group (react-aria's radio input is visually hidden).
  await form.getByRole("radio", { name: option("transport", "self") }).focus();
  await page.keyboard.press("Space");
  await expect(form.getByRole("radio", { name: option("transport", "self") })).toBeChecked();
  await form.getByLabel(startsWith(label("phone"))).fill("081-234-5678");
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

for (const lang of ["en", "th"] as const) {
  test(`two residents ask for the same free days: the first gets the reference number, the second is refused; the division completes it (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const t = LOCALES[lang];
    const service = (await (await request.get(`${API}/v1/EService/${SERVICE}`)).json()).data as Service;
    // One resource per language, so the two runs do not share days.
    const resource = service.booking.resources[lang === "en" ? 0 : 1] ?? service.booking.resources[0]!;
    const resourceName = lang === "th" ? resource.name.th : resource.name.en;
    const days = await freeDays(request, resource.id);
    const second = await createResident(request, lang);

    // The first resident finds the service in the catalogue (the menu item leads to the same form).
    await signIn(page, t, lang, ACCOUNTS.resident.name, ACCOUNTS.resident.password);
    await page.goto("/e-service/form");
    await expect(page).toHaveURL(/\/e-service\/main\/form$/);
    await expect(page.getByRole("heading", { name: t.eservice.catalogue.title, level: 1 })).toBeVisible();
    await expectAccessibleNow(page, `catalogue (${lang})`);
    await page.getByRole("link", { name: lang === "th" ? service.name.th : service.name.en }).click();
    await expect(page).toHaveURL(new RegExp(`/e-service/main/form/${SERVICE}$`));
    await expect(page.getByRole("heading", { name: t.eservice.form.about, level: 2 })).toBeVisible();
    await expectAccessibleNow(page, `service form (${lang})`);
    await fillRequest(page, t, lang, service, resourceName, days);
    await expectAccessibleNow(page, `check your answers (${lang})`);

    // The second resident, at another computer, chooses the same days while they are still free.
    const other = await newPerson(browser);
    await signIn(other, t, lang, second.name, second.password);
    await other.goto(`/e-service/main/form/${SERVICE}`);
    await fillRequest(other, t, lang, service, resourceName, days);

    // The first submits and gets the reference number, the expected date and a printable summary.
    await page.getByRole("button", { name: t.eservice.check.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/e-service/main/form/${SERVICE}/sent/\\d+$`));
    await expect(page.getByRole("heading", { name: t.eservice.sent.title, level: 1 })).toBeVisible();
    const number = (await page.getByRole("region", { name: t.eservice.sent.number }).textContent())!.match(/ER-\d{4}-\d{6}/)?.[0];
    expect(number, "reference number").toBeTruthy();
    // The Buddhist year in the number, whatever the language.
    expect(Number(number!.slice(3, 7))).toBe(new Date().getFullYear() + 543);
    await expect(page.getByText(t.eservice.sent.expected)).toBeVisible();
    await expect(page.getByRole("button", { name: t.eservice.sent.print, exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: t.eservice.sent.summary })).toContainText(resourceName);
    await expectAccessibleNow(page, `confirmation (${lang})`);
    const caseId = page.url().match(/\/sent\/(\d+)$/)![1]!;

    // The second is refused: back on the form, the message by the booking and in the error summary; the days are taken.
    await other.getByRole("button", { name: t.eservice.check.submit, exact: true }).click();
    await expect(other).toHaveURL(new RegExp(`/e-service/main/form/${SERVICE}$`));
    const when = other.getByRole("region", { name: t.eservice.booking.title });
    await expect(when).toContainText(t.eservice.check.conflict);
    await expect(other.locator('[data-slot="error-summary"]')).toContainText(t.eservice.check.conflict);
    await expect(when.locator('td[data-state="taken"]').first()).toBeVisible();
    await expectAccessibleNow(other, `refused booking (${lang})`);
    await other.context().close();

    // An officer of the division finds it among the requests of the work queue and handles it on the case page.
    const officer = await newPerson(browser);
    await signIn(officer, t, lang, DIVISION_OFFICER.name, DIVISION_OFFICER.password, true);
    await officer.goto("/mwp/complaints?case=request");
    const row = officer.getByRole("row").filter({ hasText: number! });
    await expect(row).toBeVisible();
    await expect(row).toContainText(lang === "th" ? service.name.th : service.name.en);
    await expectAccessibleNow(officer, `work queue, requests (${lang})`);
    await row.getByRole("link", { name: number! }).click();
    await expect(officer).toHaveURL(new RegExp(`/mwp/complaints/${caseId}$`));
    await expect(officer.getByRole("heading", { level: 1 })).toHaveText(format(t.eservice.case.title, { number: number! }));
    await expectAccessibleNow(officer, `staff request page (${lang})`);
    await act(officer, t, "accept");
    await act(officer, t, "start");
    const closing = lang === "th" ? "ส่งมอบเต็นท์ให้ผู้ยืมเรียบร้อยแล้ว" : "The tents were handed over to the borrower.";
    await act(officer, t, "complete", closing);
    await expect(officer.getByRole("list", { name: t.case.history.listLabel })).toContainText(closing);
    await officer.context().close();

    // The resident sees the request completed, with the answers and the booking.
    await page.goto(`/e-service/main/complaints/${caseId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(format(t.eservice.case.title, { number: number! }));
    await expect(page.getByRole("list", { name: t.case.history.listLabel })).toContainText(t.case.history.completed);
    await expect(page.getByRole("region", { name: t.eservice.answers.title })).toContainText(resourceName);
    await expectAccessibleNow(page, `completed request, resident (${lang})`);

    // A phone: the catalogue, the form and the confirmation read at 360 px without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ["/e-service/main/form", `/e-service/main/form/${SERVICE}`, `/e-service/main/form/${SERVICE}/sent/${caseId}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await scrollsSideways(page), path).toBe(false);
    }
  });
}
