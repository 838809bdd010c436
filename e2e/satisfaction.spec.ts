/**
 * Checking a result and answering the satisfaction survey (issue 12 items 4 and 5, "Done when"), in Chromium against
 * the built portal and the real API server, once in English and once in Thai: a resident's complaint is completed by
 * the officer of its unit (somsak, engineering: roads) on the case page; the resident checks the result by reference
 * number and telephone while signed out (the timeline with the closing note, at 360 px without sideways scrolling);
 * signs in, opens the case page, follows "Rate this service", answers with one tap on the stars and "yes", and sees
 * the rating on the case page; the administrator's analytics dashboard shows the answer and downloads the CSV.
 *
 * Labels come from the portal's own locale files; every page is checked with axe in the test's language.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import en from "../apps/portal/src/locales/en.json" with { type: "json" };
import th from "../apps/portal/src/locales/th.json" with { type: "json" };
import { expectAccessibleNow } from "./support/axe";
import { ACCOUNTS, chooseLanguage, signIn, type Account } from "./support/session";

test.describe.configure({ timeout: 240_000 });

type Locale = typeof en;
const LOCALES: Record<"en" | "th", Locale> = { en, th };
const API = "/pxapi_eoffice/api";

/** The officer of the engineering section (roads), a demo account like those of `ACCOUNTS`. */
const SOMSAK = { realm: "staff", name: "somsak", password: "staff-demo-2026" } as unknown as Account;

/** Fills `{{name}}` placeholders of a locale string. */
function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");
}

/** A fresh page in a browser context of its own (another person at another computer). */
async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** Signs in through the API and returns the token. */
async function token(request: APIRequestContext, realm: "staff" | "person", name: string, password: string): Promise<string> {
  const answer = await request.post(`${API}${realm === "staff" ? "/login" : "/v1/person/login"}?version=1.0`, { data: { name, password } });
  const value = answer.headers()["px-auth-token"];
  expect(value, `sign-in of ${name}`).toBeTruthy();
  return value!;
}

/** Whether the page scrolls sideways. */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

for (const lang of ["en", "th"] as const) {
  test(`a completed case is checked by reference while signed out, rated from the case page, and counted on the dashboard (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const t = LOCALES[lang];

    // A resident's road complaint, accepted and started by the officer of its unit (through the API: issue 11's journey
    // covers those pages).
    const resident = await token(request, "person", ACCOUNTS.resident.name, ACCOUNTS.resident.password);
    const types = (await (await request.get(`${API}/v1/ComplaintType/listAll`)).json()).data as { id: number; code: string }[];
    const road = types.find((type) => type.code === "road")!;
    const kinds = (await (await request.get(`${API}/v1/ComplaintKind/listAll?complaintTypeId=${road.id}`)).json()).data as { id: number }[];
    const filed = await request.post(`${API}/v1/complainpeoplereq?version=1.1`, {
      headers: { "px-auth-token": resident },
      data: {
        complaintTypeId: road.id,
        complaintKindId: kinds[0]!.id,
        detail: lang === "th" ? "ทางเท้าหน้าโรงเรียนชำรุด เด็กเดินสะดุดบ่อย" : "The pavement in front of the school is broken; children trip on it.",
        location: lang === "th" ? "หน้าโรงเรียนเทศบาล 1" : "Municipal school 1",
        phone: "081-234-5678",
      },
    });
    expect(filed.status()).toBe(201);
    const { id: caseId, complaintNo } = (await filed.json()).data as { id: number; complaintNo: string };
    const somsak = await token(request, "staff", SOMSAK.name, SOMSAK.password);
    for (const action of ["accept", "start"]) {
      const moved = await request.post(`${API}/v1/Complaint/${caseId}/transition`, { headers: { "px-auth-token": somsak }, data: { action } });
      expect(moved.status(), action).toBe(200);
    }

    // The officer completes it with a closing note on the case page.
    const officer = await newPerson(browser);
    await signIn(officer, SOMSAK, `/mwp/complaints/${caseId}`);
    await chooseLanguage(officer, lang);
    const complete = t.case.actions.complete;
    await officer.getByRole("button", { name: complete.button, exact: true }).click();
    const dialog = officer.getByRole("dialog", { name: complete.title });
    const closing = lang === "th" ? "ปูทางเท้าใหม่เรียบร้อยแล้ว" : "The pavement has been relaid.";
    await dialog.getByRole("textbox", { name: complete.comment }).fill(closing);
    await dialog.getByRole("button", { name: complete.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(officer.getByRole("list", { name: t.case.history.listLabel })).toContainText(closing);
    await officer.context().close();

    // Signed out, anyone with the reference number and the telephone checks the result.
    const guest = await newPerson(browser);
    await guest.goto("/e-service/main/checkresult");
    await chooseLanguage(guest, lang);
    await expect(guest.getByRole("heading", { name: t.checkResult.title, level: 1 })).toBeVisible();
    await expectAccessibleNow(guest, `check result form, signed out (${lang})`);
    await guest.getByRole("textbox", { name: t.checkResult.reference }).fill(complaintNo.toLowerCase());
    await guest.getByRole("textbox", { name: t.checkResult.phone }).fill("0899999999");
    await guest.getByRole("button", { name: t.checkResult.submit, exact: true }).click();
    await expect(guest.getByText(t.checkResult.notFound)).toBeVisible();
    await guest.getByRole("textbox", { name: t.checkResult.phone }).fill("081 234 5678");
    await guest.getByRole("button", { name: t.checkResult.submit, exact: true }).click();
    await expect(guest.getByRole("heading", { name: format(t.checkResult.caseTitle, { number: complaintNo }) })).toBeVisible();
    const timeline = guest.getByRole("list", { name: t.checkResult.history });
    await expect(timeline).toContainText(closing);
    await expect(timeline).toContainText(t.case.history.completed);
    await expect(guest.getByRole("link", { name: t.satisfaction.rateService })).toBeVisible();
    await expectAccessibleNow(guest, `check result answer, signed out (${lang})`);
    await guest.setViewportSize({ width: 360, height: 780 });
    await expect(timeline).toBeVisible();
    expect(await scrollsSideways(guest)).toBe(false);
    await guest.context().close();

    // The resident rates it from the case page: one tap on the stars, "yes", send.
    await signIn(page, ACCOUNTS.resident, `/e-service/main/complaints/${caseId}`);
    await chooseLanguage(page, lang);
    await expect(page.getByRole("heading", { name: t.satisfaction.caseSection })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: t.satisfaction.rateService }).click();
    await expect(page).toHaveURL(new RegExp(`/e-service/main/satisfaction\\?case=${caseId}$`));
    await expect(page.getByRole("heading", { name: format(t.satisfaction.caseHeading, { number: complaintNo }) })).toBeVisible();
    await expectAccessibleNow(page, `satisfaction survey of a case (${lang})`);
    const fourStars = page.getByRole("radio", { name: lang === "th" ? "4 จาก 5 ดาว" : "4 of 5 stars" });
    await fourStars.check({ force: true });
    await expect(fourStars).toBeChecked();
    await page.getByRole("group", { name: t.satisfaction.resolvedCase }).getByText(t.satisfaction.yes, { exact: true }).click();
    await page.getByRole("button", { name: t.satisfaction.send, exact: true }).click();
    await expect(page.getByRole("heading", { name: t.satisfaction.thanksTitle })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`/e-service/main/complaints/${caseId}`);
    await expect(page.getByRole("img", { name: lang === "th" ? "ได้คะแนน 4 จาก 5 ดาว" : "Rated 4 of 5 stars" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: t.satisfaction.rateService })).toHaveCount(0);
    await expectAccessibleNow(page, `case page with its rating (${lang})`);

    // The survey page lists no case left to rate for this one.
    await page.goto("/e-service/main/satisfaction");
    await expect(page.getByRole("heading", { name: t.satisfaction.pendingTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: format(t.satisfaction.rateCase, { number: complaintNo }) })).toHaveCount(0);
    await expectAccessibleNow(page, `satisfaction survey overview (${lang})`);

    // The administrator's dashboard shows the answer in the engineering division's row, and downloads the CSV.
    const admin = await newPerson(browser);
    await signIn(admin, ACCOUNTS.staff, "/dashboards/analytics?weeks=4");
    await chooseLanguage(admin, lang);
    await expect(admin.getByRole("heading", { name: t.satisfaction.stats.title, level: 2 })).toBeVisible();
    const byUnit = admin.getByRole("table", { name: t.satisfaction.stats.byUnit });
    const row = byUnit.getByRole("row", { name: new RegExp(lang === "th" ? "งานวิศวกรรม" : "Engineering") });
    await expect(row).toBeVisible();
    // The row's second figure is the number of answers (completed, answers, rate, ...): this one at least.
    await expect(row.getByRole("cell").nth(1)).not.toHaveText(/^0$/);
    await expectAccessibleNow(admin, `analytics dashboard with satisfaction (${lang})`);
    const download = admin.waitForEvent("download");
    await admin.getByRole("button", { name: t.satisfaction.stats.download }).click();
    expect((await download).suggestedFilename()).toMatch(/^satisfaction-\d{4}-\d{2}-\d{2}\.csv$/);
    await admin.context().close();
  });
}
