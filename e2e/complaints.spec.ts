/**
 * A complaint handled end to end (issue 11 "Done when"), in Chromium against the built portal and the real API
 * server, in Thai and English at once (the resident works in Thai, the officer in English): a resident files a complaint with a photo from the kind menu,
 * with the device's position (tracker issue 41 item 1; geolocation mocked); the officer
 * of the responsible unit (somsak, engineering: roads) finds it in the work queue, sees the position with its "Open in map"
 * link, accepts it and asks a question;
 * the resident has the notification and the e-mail (the outbox), answers with a second photo; the officer starts
 * and completes it with a closing note; the resident sees the whole timeline, the closing note and both watermarked
 * photos; the case page and "My complaints" fit a 360 px phone screen. Two browsers: the resident and the officer at
 * their own computers.
 *
 * Labels come from the portal's own locale files. Every page and dialog is checked with axe in the test's language
 * (`expectAccessibleNow`); e2e/pages.spec.ts checks every route in both languages.
 */
import { expect, type Page } from "@playwright/test";
import { en, th } from "../apps/portal/src/locales/index";
import { expectAccessibleNow } from "./support/axe";
import { ACCOUNTS, chooseLanguage, newPerson, test } from "./support/session";
import { API, apiToken } from "./support/api";

test.describe.configure({ timeout: 360_000 });

type Locale = typeof en;
const LOCALES: Record<"en" | "th", Locale> = { en, th };

/** A 1 x 1 PNG photo (each upload is stored as a file of its own). */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Escapes a string for use inside a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Signs in on the sign-in page in `lang` (staff with the realm link). */
async function signIn(page: Page, t: Locale, lang: "en" | "th", name: string, password: string, staff: boolean): Promise<void> {
  await page.goto("/sign-in");
  await chooseLanguage(page, lang);
  if (staff) await page.getByRole("link", { name: t.auth.signIn.realmStaff }).click();
  await page.getByRole("textbox", { name: t.auth.signIn.name }).fill(name);
  await page.getByRole("textbox", { name: t.auth.signIn.password, exact: true }).fill(password);
  await page.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Runs a staff move from the case page: the action's button, its dialog (axe), an optional comment, submit. */
async function act(page: Page, t: Locale, action: "accept" | "start" | "complete", comment?: string): Promise<void> {
  const texts = t.case.actions[action];
  await page.getByRole("button", { name: texts.button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: texts.title });
  await expect(dialog).toBeVisible();
  if (comment) {
    await dialog.getByRole("textbox", { name: texts.comment }).fill(comment);
    // One dialog of the kind is enough for axe: the others are the same component with other texts.
    await expectAccessibleNow(page, `${action} dialog`);
  }
  await dialog.getByRole("button", { name: texts.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Writes a message on the case page's thread, with an optional photo. */
async function write(page: Page, t: Locale, staff: boolean, text: string, photo?: Buffer): Promise<void> {
  const composer = page.getByRole("form", { name: staff ? t.case.thread.composerStaff : t.case.thread.composer });
  await composer.getByRole("textbox", { name: t.case.thread.body }).fill(text);
  if (photo) {
    await composer.locator('input[type="file"]').setInputFiles({ name: "answer.png", mimeType: "image/png", buffer: photo });
    await expect(composer.locator('[data-slot="file-upload-item"][data-status="done"]')).toHaveCount(1);
  }
  await composer.getByRole("button", { name: t.case.thread.send, exact: true }).click();
  await expect(page.getByRole("list", { name: t.case.thread.listLabel })).toContainText(text);
}

test("a resident's complaint (th) goes to the officer (en) of its unit and back, with a question, photos and a closing note", async ({
  page,
  browser,
  request,
}) => {
  // The resident works in Thai, the officer in English: one run covers both languages.
  const lang = "th";
  const t = LOCALES[lang];
  const staffLang = "en";
  const ts = LOCALES[staffLang];
  const types = (await (await request.get(`${API}/v1/ComplaintType/listAll`)).json()).data as { id: number; code: string; nameEn: string; nameTh: string }[];
  const road = types.find((type) => type.code === "road")!;
  const kinds = (await (await request.get(`${API}/v1/ComplaintKind/listAll?complaintTypeId=${road.id}`)).json()).data as { id: number }[];
  const menu = (await (await request.get(`${API}/v1/ComplaintKindMenu/listAll`)).json()).data as {
    complaintKindId: number;
    nameEn: string;
    nameTh: string;
  }[];
  const entry = menu.find((m) => kinds.some((k) => k.id === m.complaintKindId))!;

  // The resident files from the kind menu, with a photo.
  await signIn(page, t, lang, "somchai", "somchai-demo-2026", false);
  await page.goto("/e-service/main/complaints/new");
  await page
    .getByRole("list", { name: t.complaints.new.chooseKind })
    .getByRole("link", { name: new RegExp(`^${literal(entry.nameTh)}`) })
    .click();
  const detail = "ถนนหน้าตลาดเป็นหลุมลึก รถจักรยานยนต์ล้มไปสองคันแล้ว";
  await page.getByRole("textbox", { name: t.complaints.new.detail }).fill(detail);
  await page.getByRole("textbox", { name: t.complaints.new.location }).fill("ถนนหน้าตลาดสด");
  // Tracker issue 41 item 1: the place from the device, read only when the resident asks (geolocation mocked).
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: 13.752_345_6, longitude: 100.501_234_6 });
  await page.getByRole("button", { name: t.complaints.position.use }).click();
  await expect(page.getByRole("status").filter({ hasText: "13.752346, 100.501235" })).toBeVisible();
  await page.getByRole("textbox", { name: t.complaints.new.phone }).fill("081-234-5678");
  await page.locator('input[type="file"]').setInputFiles({ name: "pothole.png", mimeType: "image/png", buffer: PHOTO });
  await expect(page.locator('[data-slot="file-upload-item"][data-status="done"]')).toHaveCount(1);
  await page.getByRole("button", { name: t.complaints.new.submit }).click();
  await expect(page).toHaveURL(/\/e-service\/main\/complaints\/\d+$/);
  const caseId = page.url().match(/(\d+)$/)![1]!;
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(/CP-\d{4}-\d{6}/);
  const number = (await title.textContent())!.match(/CP-\d{4}-\d{6}/)![0];

  // The officer of the responsible unit finds it in the queue, accepts it and asks a question.
  const officer = await newPerson(browser);
  await signIn(officer, ts, staffLang, "somsak", "staff-demo-2026", true);
  await officer.goto("/mwp/complaints");
  await expect(officer.getByRole("heading", { name: ts.queue.title, level: 1 })).toBeVisible();
  const row = officer.getByRole("row").filter({ hasText: number });
  await expect(row).toBeVisible();
  await expectAccessibleNow(officer, `work queue (${staffLang})`);
  await row.getByRole("link", { name: number }).click();
  await expect(officer).toHaveURL(new RegExp(`/mwp/complaints/${caseId}$`));
  await expectAccessibleNow(officer, `staff case page (${staffLang})`);
  await expect(officer.getByText("13.752346, 100.501235")).toBeVisible();
  await expect(officer.getByRole("link", { name: ts.case.facts.openInMap })).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=13\.752346&mlon=100\.501235/);
  await act(officer, ts, "accept");
  const question = "Is the pothole on the way into the market or out of it?";
  await write(officer, ts, true, question);

  // The resident has the notification and the e-mail, and answers with a second photo.
  const residentToken = await page.evaluate(() => localStorage.getItem("personAccessToken"));
  const notifications = await request.get(`${API}/common/notifications`, { headers: { "px-auth-token": residentToken! } });
  const titles = ((await notifications.json()).data as { title: string; link: string }[]).filter((n) => n.link === `/e-service/main/complaints/${caseId}`);
  expect(titles.length).toBeGreaterThanOrEqual(2); // accepted, and the reply
  const outbox = await request.get(`${API}/v1/EmailOutbox/list?limit=100`, { headers: { "px-auth-token": await apiToken(request, ACCOUNTS.staff) } });
  const mails = ((await outbox.json()).data as { to: string; template: string; subject: string }[]).filter((m) => m.subject.includes(number));
  expect(mails.map((m) => m.template).sort()).toEqual(["case-reply", "case-status-changed"]);
  expect(mails.every((m) => m.to === "somchai@example.org")).toBe(true);
  await page.reload();
  await expect(page.getByRole("list", { name: t.case.thread.listLabel })).toContainText(question);
  await expectAccessibleNow(page, `resident case page (${lang})`);
  await write(page, t, false, "ฝั่งขาเข้าครับ ตามรูปที่แนบ", PHOTO);

  // The officer starts and completes it with a closing note.
  await officer.reload();
  await act(officer, ts, "start");
  const closing = "The road surface was repaired and levelled.";
  await act(officer, ts, "complete", closing);
  await expect(officer.getByRole("list", { name: ts.case.history.listLabel })).toContainText(closing);

  // The resident sees the whole timeline, the closing note and both photos (watermarked by the server).
  await page.reload();
  const history = page.getByRole("list", { name: t.case.history.listLabel });
  for (const step of [t.case.history.filed, t.case.history.started, t.case.history.completed]) await expect(history).toContainText(step);
  await expect(history).toContainText(closing);
  const thumbnails = page.locator('section[aria-labelledby="case-files-heading"] [data-slot="gallery-thumbnail"]');
  await expect(thumbnails).toHaveCount(2);
  for (const img of await thumbnails.all()) await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expectAccessibleNow(page, `completed case, resident (${lang})`);

  // Most residents use a phone: the case page and "My complaints" read at 360 px without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  await expect(history).toContainText(closing);
  expect(await noSidewaysScroll()).toBe(true);
  await page.goto("/e-service/main/complaints");
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  expect(await noSidewaysScroll()).toBe(true);
  await officer.context().close();
});
