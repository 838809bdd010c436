/**
 * One status list everywhere, in Thai (tracker issue 43 "Done when"; docs/thai-glossary.md section 3): a resident
 * files a complaint (on its page) and an e-service request; the officers of their units take each from filing to
 * completion on the case page; at every step the resident's list, the officer's queue and case page, the resident's
 * case page and result check, the top-bar notifications and the e-mails (the outbox, as the administrators' page
 * reads it) name the status with the same words: those of the status list the server seeds, which are the glossary's
 * (รอรับเรื่อง, รับเรื่องแล้ว, อยู่ระหว่างดำเนินการ, ดำเนินการแล้วเสร็จ).
 *
 * Labels come from the portal's own Thai locale file; the status words from the status list and, once, as literals.
 * axe checks the resident's list and the notifications panel in Thai (e2e/pages.spec.ts checks every route).
 */
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { th } from "../apps/portal/src/locales/index";
import { expectAccessibleNow } from "./support/axe";
import { ACCOUNTS, chooseLanguage, newPerson, test } from "./support/session";
import { API, apiToken } from "./support/api";

// 78 s in the full run of 2026-11-30 on 2 cores: the limit is twice the slowest time seen (playwright.config.ts).
test.describe.configure({ timeout: 180_000 });

const t = th;

/** The moves an officer makes and the status each one reaches. */
const MOVES = [
  ["accept", "accepted"],
  ["start", "in_progress"],
  ["complete", "completed"],
] as const;

/** Escapes a string for use inside a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Signs in on the sign-in page in Thai (staff with the realm link). */
async function signIn(page: Page, name: string, password: string, staff: boolean): Promise<void> {
  await page.goto("/sign-in");
  await chooseLanguage(page, "th");
  if (staff) await page.getByRole("link", { name: t.auth.signIn.realmStaff }).click();
  await page.getByRole("textbox", { name: t.auth.signIn.name }).fill(name);
  await page.getByRole("textbox", { name: t.auth.signIn.password, exact: true }).fill(password);
  await page.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** The status badge of a case page or of a list's row. */
function badge(scope: Page | Locator): Locator {
  return scope.locator("span[data-status]").first();
}

/** On the staff case page: the status reads `before`, the officer makes the move, the status reads `after`. */
async function move(officer: Page, action: "accept" | "start" | "complete", after: string): Promise<void> {
  const texts = t.case.actions[action];
  await officer.getByRole("button", { name: texts.button, exact: true }).click();
  const dialog = officer.getByRole("dialog", { name: texts.title });
  if (action === "complete") await dialog.getByRole("textbox", { name: texts.comment }).fill("ดำเนินการตามที่ขอเรียบร้อยแล้ว");
  await dialog.getByRole("button", { name: texts.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(badge(officer.getByRole("main"))).toHaveText(after);
}

/** The subjects of the e-mails about one case, oldest first, read as an administrator reads the outbox. */
async function subjectsOf(request: APIRequestContext, number: string): Promise<string[]> {
  const answer = await request.get(`${API}/v1/EmailOutbox/list?limit=100`, { headers: { "px-auth-token": await apiToken(request, ACCOUNTS.staff) } });
  const mails = (await answer.json()).data as { subject: string; createdAt: string }[];
  return mails
    .filter((mail) => mail.subject.includes(number))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((mail) => mail.subject);
}

test("a complaint and a request read the same Thai status words on every page, e-mail and notification", async ({ page, browser, request }) => {
  // The one list: the server's statuses, in the glossary's words.
  const statuses = (await (await request.get(`${API}/v1/ComplaintStatus`)).json()).data as { code: string; nameTh: string }[];
  const name = Object.fromEntries(statuses.map((status) => [status.code, status.nameTh])) as Record<string, string>;
  expect(name).toMatchObject({ received: "รอรับเรื่อง", accepted: "รับเรื่องแล้ว", in_progress: "อยู่ระหว่างดำเนินการ", completed: "ดำเนินการแล้วเสร็จ" });

  // The resident files a complaint on its page and a request (its form is e2e/eservice-request.spec.ts's).
  await signIn(page, "somchai", "somchai-demo-2026", false);
  const types = (await (await request.get(`${API}/v1/ComplaintType/listAll`)).json()).data as { id: number; code: string }[];
  const road = types.find((type) => type.code === "road")!;
  const kinds = (await (await request.get(`${API}/v1/ComplaintKind/listAll?complaintTypeId=${road.id}`)).json()).data as { id: number }[];
  const menu = (await (await request.get(`${API}/v1/ComplaintKindMenu/listAll`)).json()).data as { complaintKindId: number; nameTh: string }[];
  const entry = menu.find((item) => kinds.some((kind) => kind.id === item.complaintKindId))!;
  await page.goto("/e-service/main/complaints/new");
  await page.getByRole("list", { name: t.complaints.new.chooseKind }).getByRole("link", { name: new RegExp(`^${literal(entry.nameTh)}`) }).click();
  await page.getByRole("textbox", { name: t.complaints.new.detail }).fill("ไฟถนนหน้าโรงเรียนดับมาสามคืนแล้ว");
  await page.getByRole("textbox", { name: t.complaints.new.location }).fill("ถนนหน้าโรงเรียนเทศบาล 1");
  await page.getByRole("textbox", { name: t.complaints.new.phone }).fill("081-234-5678");
  await page.getByRole("button", { name: t.complaints.new.submit }).click();
  await expect(page).toHaveURL(/\/e-service\/main\/complaints\/\d+$/);
  const complaintId = page.url().match(/(\d+)$/)![1]!;
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/CP-\d{4}-\d{6}/);
  const complaintNo = (await heading.textContent())!.match(/CP-\d{4}-\d{6}/)![0];
  await expect(badge(page.getByRole("main"))).toHaveText(name.received!);

  const token = (await page.evaluate(() => localStorage.getItem("personAccessToken")))!;
  const filed = await request.post(`${API}/v1/EServiceRequest?version=1.0`, {
    headers: { "px-auth-token": token },
    data: { serviceCode: "deputy-petition", data: { subject: "ขอหนังสือรับรองการอยู่อาศัย", detail: "ขอหนังสือรับรองการอยู่อาศัยเพื่อใช้สมัครงาน", phone: "081-234-5678" } },
  });
  expect(filed.status()).toBe(201);
  const requestCase = (await filed.json()).data as { id: number; complaintNo: string };

  // The resident's list names both as the status list does.
  await page.goto("/e-service/main/complaints");
  await expect(page.getByRole("heading", { name: t.complaints.list.title, level: 1 })).toBeVisible();
  for (const number of [complaintNo, requestCase.complaintNo]) {
    await expect(badge(page.getByRole("row").filter({ hasText: number }))).toHaveText(name.received!);
  }

  // Each officer finds the case under the queue's tab of that name and takes it to completion on the case page.
  for (const [officerName, number, id] of [
    ["somsak", complaintNo, complaintId],
    ["kittipong", requestCase.complaintNo, String(requestCase.id)],
  ] as const) {
    const officer = await newPerson(browser);
    await signIn(officer, officerName, "staff-demo-2026", true);
    await officer.goto("/mwp/complaints");
    const tabs = officer.getByRole("navigation", { name: t.queue.statusTabs });
    await tabs.getByRole("link", { name: new RegExp(`^${literal(name.received!)}`) }).click();
    const row = officer.getByRole("row").filter({ hasText: number });
    await expect(badge(row)).toHaveText(name.received!, { timeout: 30_000 });
    await row.getByRole("link", { name: number }).click();
    await expect(officer).toHaveURL(new RegExp(`/mwp/complaints/${id}$`));
    await expect(badge(officer.getByRole("main"))).toHaveText(name.received!);
    for (const [action, status] of MOVES) await move(officer, action, name[status]!);
    await officer.context().close();
  }

  // The resident's pages: the case pages, the list and the result check say ดำเนินการแล้วเสร็จ.
  for (const id of [complaintId, String(requestCase.id)]) {
    await page.goto(`/e-service/main/complaints/${id}`);
    await expect(badge(page.getByRole("main"))).toHaveText(name.completed!);
  }
  await page.goto("/e-service/main/complaints");
  for (const number of [complaintNo, requestCase.complaintNo]) {
    await expect(badge(page.getByRole("row").filter({ hasText: number }))).toHaveText(name.completed!);
  }
  await expectAccessibleNow(page, "the resident's list (th)");
  await page.goto("/e-service/main/checkresult");
  await expect(page.getByRole("heading", { name: t.checkResult.title, level: 1 })).toBeVisible();
  for (const number of [complaintNo, requestCase.complaintNo]) {
    await expect(badge(page.getByRole("listitem").filter({ hasText: number }))).toHaveText(name.completed!);
  }

  // The notifications of the top bar and the e-mails: one per move, each with the status list's word.
  const said = MOVES.map(([, status]) => name[status]!);
  await page.getByRole("button", { name: /^การแจ้งเตือน/ }).click();
  const panel = page.getByRole("dialog", { name: /^การแจ้งเตือน/ });
  for (const number of [complaintNo, requestCase.complaintNo]) {
    // Each item is a link named by its title, its text and its time.
    for (const word of said) await expect(panel.getByRole("link", { name: new RegExp(`เรื่อง ${literal(number)}: ${literal(word)} `) })).toHaveCount(1);
  }
  await expectAccessibleNow(page, "notifications panel (th)");
  await page.keyboard.press("Escape");
  expect(await subjectsOf(request, complaintNo)).toEqual(said.map((word) => `เรื่องร้องเรียนเลขที่ ${complaintNo}: ${word}`));
  expect(await subjectsOf(request, requestCase.complaintNo)).toEqual(said.map((word) => `คำร้องเลขที่ ${requestCase.complaintNo}: ${word}`));
});
