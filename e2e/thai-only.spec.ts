/**
 * "In Thai, no English reaches the page" (tracker issue 36 item 5): with the portal in Thai, every page of the portal
 * (the routes of apps/portal/src/routes.tsx, their parameters filled with demo records) and the top-bar panels are
 * read as each kind of person sees them - a visitor, the resident `somchai`, the administrator `admin`, an officer
 * (`somsak`) and the integrity officer (`niran`) - and any word in Latin script outside {@link ALLOWED} fails the
 * test, listed with its page. What is read: the visible text (`document.body.innerText`), the page title, and the
 * `aria-label`, `title`, `placeholder` and `alt` attributes of every element shown or read by a screen reader.
 *
 * The sweep runs against a server of its own, started by this file on a fresh demo database (`sweepServer`): the
 * other journeys of the lane write English on purpose (a message "Road repair starts on Monday", a staff member
 * "Mr. Mail Test"), which is what people typed, not text of the product, and would show on the pages read here.
 * Its own records (an e-service request, a whistleblowing report, a garbage-fee payment) are written in Thai.
 *
 * One test per kind of person; pages are opened one after another inside the running portal (the router follows
 * `history.pushState`), each read once its main heading is there and its calls have answered.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import path from "node:path";
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { th } from "../apps/portal/src/locales/index";
import { DEMO_ACCOUNTS, DEMO_STAFF_PASSWORD } from "../apps/api/src/seeds/seed-data";
import { E2E_BANK_SECRET } from "./support/bank";
import { ACCOUNTS, chooseLanguage, signIn, test as base, type Account } from "./support/session";
import { API, apiToken } from "./support/api";
import { freePort } from "../scripts/free-port";

/**
 * Latin-script words a Thai page may show, each with its reason (docs/thai-glossary.md section 10 "English": none in
 * Thai text except proper names, file formats and values typed exactly). Compared with the whole word, in any case.
 */
const ALLOWED: readonly { word: string; why: string }[] = [
  { word: "PDF", why: "a file format (ไฟล์ PDF); also a file name's extension" },
  { word: "CSV", why: "a file format (the exports)" },
  { word: "JSON", why: "a file format (the e-service form definition an administrator edits)" },
  { word: "JPEG", why: "a file format (the accepted pictures)" },
  { word: "PNG", why: "a file format (the accepted pictures)" },
  { word: "SVG", why: "a file format (the municipality's logo)" },
  { word: "XLSX", why: "a file format (the import's files and templates)" },
  { word: "WebP", why: "a file format (the accepted pictures)" },
  { word: "MB", why: "the unit of file sizes, which Thai writes in Latin letters too (CLDR's Thai: 10 MB)" },
  { word: "LINE", why: "the messaging app's own name: a channel that receives complaints, and a share button of news" },
  { word: "Open311", why: "the name of the open standard other systems file requests with (Open311 GeoReport v2)" },
  { word: "GeoReport", why: "the name of the Open311 standard's version for reports (GeoReport v2)" },
  { word: "API", why: "the key an external system uses (คีย์ API), written so in Thai (docs/thai-glossary.md)" },
  { word: "OpenStreetMap", why: "the map service's own name (the link that opens a case's position)" },
  { word: "Facebook", why: "the social network's own name (the share buttons of a news item)" },
  { word: "X", why: "the social network's own name (the share buttons of a news item)" },
  { word: "Atom", why: "a feed format (the news feed's link: ฟีด Atom)" },
  { word: "ITA", why: "the name of the national Integrity and Transparency Assessment, a news category of every municipality" },
  { word: "TH", why: "the language menu's button shows the current language's code" },
  { word: "Chrome", why: "the browser's own name, in the list of signed-in devices" },
  { word: "Linux", why: "the system's own name, in the list of signed-in devices" },
  { word: "ABCD-EFGH-JKMN-PQRS", why: "the example of a tracking code's form under its field, typed exactly" },
];

/** Latin-script words: letters, with digits, hyphens, dots and apostrophes inside (e-mail, CP-2569-000001, Mr.). */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:[-'’.][A-Za-z0-9]+)*/g;

/**
 * Values that are Latin by nature and are shown as typed, taken out of the text before it is read: e-mail addresses,
 * web addresses, addresses inside the portal (a shortcut's or a menu item's link) and the identifiers the server gives
 * (UUIDs of sessions and requests, in the staff home and the logs), and colours as typed (`#4f46e5`, the identity page).
 */
const TYPED_VALUES = [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, /\bhttps?:\/\/\S+/g, /(?<![\p{L}\p{N}])\/[a-z][\w\-/;=.?&]*/gu, /#[0-9a-f]{6}\b/gi];

/** Reference numbers of cases and receipts (docs/thai-glossary.md section 3: CP-2569-000042, ER-2569-000123). */
const REFERENCE_NUMBER = /^[A-Z]{2}-\d{4}-\d{6}$/;

/** The demo accounts' user names: identifiers a person types exactly (the structure page and the logs show them). */
const USER_NAMES = DEMO_ACCOUNTS.map((account) => account.name);

/** The demo people's names as they write them (the demo officer `james` writes his in English). */
const PEOPLES_NAMES = DEMO_ACCOUNTS.flatMap(({ profile }) => [profile.title.replace(/\.$/, ""), ...`${profile.firstname} ${profile.lastname}`.split(" ")]);

/** Words of one page that are not allowed, with a little of the text around each. */
interface Offence {
  page: string;
  words: string[];
}

/** A demo staff account of `seed-data.ts` (password {@link DEMO_STAFF_PASSWORD}). */
function demoStaff(name: string): Account {
  return { realm: "staff", name, password: DEMO_STAFF_PASSWORD };
}

/** An officer of the public works division (the demo pothole complaint is his unit's). */
const OFFICER = demoStaff("somsak");
/** The integrity officer (whistleblowing reports). */
const INTEGRITY_OFFICER = demoStaff("niran");

/** The sweep's own server: its address and the records the sweep made on it. */
interface SweepServer {
  url: string;
  records: DemoRecords;
}

/** Route parameters of the sweep: demo records of the fresh database, and some made for it in Thai. */
interface DemoRecords {
  /** The resident's demo complaints (received, in progress, completed), newest first. */
  complaintIds: number[];
  /** The resident's completed demo complaint (its satisfaction survey). */
  completedId: number;
  /** The public works officer's case (the demo pothole complaint). */
  potholeId: number;
  /** An e-service request of the resident (general petition) and its service code. */
  request: { id: number; code: string };
  /** Every service of the catalogue. */
  serviceCodes: string[];
  /** A whistleblowing report: its case id and tracking code. */
  report: { id: number; trackingCode: string };
  /** A published news item. */
  newsId: number;
  /** A document: the document view's matrix parameters. */
  document: { docId: number; folderId: number; docType: number };
  /** Garbage-fee payments of the resident: one paid (the e-receipt), one waiting (the PromptPay QR). */
  payments: { paid: number; waiting: number };
  /** Codes shown on the pages that are Latin by nature (payment, receipt and tracking codes). */
  codes: string[];
}

/** GET or POST through the API with a token; returns the envelope's `data`. */
async function call<T>(api: APIRequestContext, token: string | null, method: "GET" | "POST", url: string, data?: unknown): Promise<T> {
  const answer = await api.fetch(`${API}${url}`, { method, headers: token ? { "px-auth-token": token } : {}, ...(data === undefined ? {} : { data }) });
  expect(answer.ok(), `${method} ${url}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** Makes the sweep's records on the fresh server (all in Thai) and reads the demo ones. */
async function makeRecords(url: string): Promise<DemoRecords> {
  const api = await playwrightRequest.newContext({ baseURL: url });
  try {
    const resident = await apiToken(api, ACCOUNTS.resident);
    const admin = await apiToken(api, ACCOUNTS.staff);
    type Case = { id: number; complaintNo: string; status: { code: string }; kind?: { code?: string } | null; detail?: string };
    const mine = await call<Case[]>(api, resident, "POST", "/v1/Complaint/search?version=1.1&limit=50", {});
    const completed = mine.find((c) => c.status.code === "completed");
    const pothole = mine.find((c) => c.status.code === "in_progress");
    expect(completed && pothole, "the demo complaints are there").toBeTruthy();

    const services = await call<{ code: string }[]>(api, null, "GET", "/v1/EService/listAll");
    const request = await call<{ id: number }>(api, resident, "POST", "/v1/EServiceRequest?version=1.0", {
      serviceCode: "deputy-petition",
      data: { subject: "ขอหนังสือรับรองการอยู่อาศัย", detail: "ขอหนังสือรับรองการอยู่อาศัยเพื่อใช้ประกอบการสมัครงาน", phone: "081-234-5678" },
    });

    const types = await call<{ id: number; confidential: boolean }[]>(api, null, "GET", "/v1/ComplaintType/listAll");
    const confidential = types.find((type) => type.confidential);
    expect(confidential, "the corruption type is seeded").toBeTruthy();
    const [bribery] = await call<{ id: number }[]>(api, null, "GET", `/v1/ComplaintKind/listAll?complaintTypeId=${confidential!.id}`);
    const report = await call<{ complaintNo: string; trackingCode: string }>(api, null, "POST", "/v1/Whistleblowing?version=1.0", {
      complaintKindId: bribery!.id,
      detail: "เจ้าหน้าที่เรียกรับเงินเพื่อเร่งการออกใบอนุญาต",
      location: "สำนักงานเทศบาล",
    });
    const integrity = await apiToken(api, INTEGRITY_OFFICER);
    const [reported] = await call<Case[]>(api, integrity, "POST", "/v1/Complaint/search?version=1.1", { text: report.complaintNo });
    expect(reported, "the integrity officer finds the report").toBeTruthy();

    const news = await call<{ id: number }[]>(api, null, "GET", "/v1/News/publiclistnews/0?version=1.0");
    const [doc] = await call<{ id: number; documentFolderId: number; documentTypeId: number }[]>(api, admin, "GET", `/common/search?query=${encodeURIComponent("คำสั่ง")}`);
    expect(news.length > 0 && doc, "demo news and documents are there").toBeTruthy();

    // The resident's household (README: linkable by somchai): one month paid through the bank, one waiting.
    const linked = await call<{ id: number; accountNo: string; bills: { id: number }[] }>(api, resident, "POST", "/v1/Garbage/account/link", {
      accountNo: "1001000123",
      houseNo: "12/3",
    });
    const [first, second] = linked.bills;
    const paid = await call<{ id: number; paymentNo: string }>(api, resident, "POST", "/v1/Garbage/payment", { accountId: linked.id, billIds: [first!.id] });
    await call(api, resident, "POST", `/v1/Garbage/payment/${paid.id}/start`);
    const notification = JSON.stringify({
      transactionId: `THAI${Date.now()}`,
      billerId: "099400012345601",
      ref1: linked.accountNo,
      ref2: paid.paymentNo,
      amountSatang: 2000,
      status: "success",
      paidAt: new Date().toISOString(),
    });
    const confirmed = await api.post(`${API}/v1/Garbage/bank/notification`, {
      headers: { "content-type": "application/json", "x-bank-signature": `sha256=${createHmac("sha256", E2E_BANK_SECRET).update(notification).digest("hex")}` },
      data: notification,
    });
    expect(confirmed.status(), "the bank's notification is taken").toBe(200);
    const receipt = await call<{ receiptNo: string }>(api, resident, "GET", `/v1/Garbage/payment/${paid.id}/receipt`);
    const waiting = await call<{ id: number; paymentNo: string }>(api, resident, "POST", "/v1/Garbage/payment", { accountId: linked.id, billIds: [second!.id] });
    await call(api, resident, "POST", `/v1/Garbage/payment/${waiting.id}/start`);

    return {
      complaintIds: mine.filter((c) => c.complaintNo.startsWith("CP-")).map((c) => c.id),
      completedId: completed!.id,
      potholeId: pothole!.id,
      request: { id: request.id, code: "deputy-petition" },
      serviceCodes: services.map((s) => s.code),
      report: { id: reported!.id, trackingCode: report.trackingCode },
      newsId: news[0]!.id,
      document: { docId: doc!.id, folderId: doc!.documentFolderId, docType: doc!.documentTypeId },
      payments: { paid: paid.id, waiting: waiting.id },
      codes: [paid.paymentNo, waiting.paymentNo, receipt.receiptNo, report.trackingCode, linked.accountNo],
    };
  } finally {
    await api.dispose();
  }
}

/** Starts the API server (the build's `dist/main.mjs`) on a free port with a fresh demo database. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["apps/api/dist/main.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.resolve("test-results", `thai-only-data-${Date.now()}`),
      LOG_LEVEL: "warn",
      GARBAGE_BANK_SECRET: E2E_BANK_SECRET,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the sweep's server exited:\n${stderr}`);
        return fetch(`${url}${API}/health`).then(
          (res) => res.status,
          () => 0,
        );
      },
      { timeout: 60_000, message: "the sweep's server answers /health" },
    )
    .toBe(200);
  return { url, child };
}

/** Playwright's `test` with the sweep's own server (one per worker) as the base address. */
const test = base.extend<object, { sweepServer: SweepServer }>({
  sweepServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { url, child } = await startServer();
      try {
        await provide({ url, records: await makeRecords(url) });
      } finally {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ sweepServer }, provide) => provide(sweepServer.url),
});

test.describe.configure({ timeout: 300_000 });

/**
 * What the page shows and says, as texts: the page title, the visible text and the four attributes of the elements
 * shown or read by a screen reader, leaving out what is marked as not Thai on purpose: computer code to type exactly
 * (`code`, `kbd`, `samp`: template placeholders, a one-time password) and content marked as English (`lang="en"`,
 * WCAG 3.1.2 language of parts: the English version of a news item or an e-mail template, which a Thai page edits or
 * previews).
 */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const exempt = [...document.body.querySelectorAll<HTMLElement>('code, kbd, samp, [lang]:not([lang|="th"])')];
    let visible = document.body.innerText;
    for (const element of exempt) {
      const text = element.innerText;
      if (text) visible = visible.replace(text, " ");
    }
    const found = [document.title, visible];
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      if (exempt.some((outer) => outer.contains(element))) continue;
      // Not shown and not read: hidden (the splash screen once the first page is there) or hidden from screen readers.
      if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('[aria-hidden="true"]')) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
}

/** The Latin-script words of `texts` outside the allowed ones, each with a little of the text around it. */
function latinWords(texts: readonly string[], allowed: ReadonlySet<string>): string[] {
  const words = new Set<string>();
  for (const raw of texts) {
    const text = TYPED_VALUES.reduce((rest, pattern) => rest.replace(pattern, " "), raw);
    for (const match of text.matchAll(LATIN_WORD)) {
      const word = match[0].replace(/\.$/, "");
      if (allowed.has(word.toLowerCase()) || REFERENCE_NUMBER.test(word)) continue;
      const at = match.index;
      words.add(`"${word}" in "${text.slice(Math.max(0, at - 30), at + word.length + 30).replace(/\s+/g, " ").trim()}"`);
    }
  }
  return [...words];
}

/** Counts the page's requests: those waiting for an answer, and all started so far. */
function trackRequests(page: Page): () => { open: number; started: number } {
  const open = new Set<unknown>();
  let started = 0;
  page.on("request", (request) => {
    open.add(request);
    started += 1;
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  return () => ({ open: open.size, started });
}

/**
 * Waits until the page is still: no request waiting, none started while two frames were drawn (the answers'
 * re-render committed and painted, and no call started by it), nothing marked busy.
 */
async function settle(page: Page, requests: () => { open: number; started: number }): Promise<void> {
  await expect
    .poll(
      async () => {
        const before = requests();
        if (before.open > 0) return false;
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const after = requests();
        return after.open === 0 && after.started === before.started && (await page.locator('[aria-busy="true"]').count()) === 0;
      },
      { message: "the page's calls answer and the page is still", timeout: 20_000, intervals: [0] },
    )
    .toBe(true);
}

/** The sweep of one person: what it found, page by page. */
class Sweep {
  readonly offences: Offence[] = [];
  /** Words already reported (with their context): each is reported once, on the first page it shows on. */
  private readonly reported = new Set<string>();
  private readonly requests: () => { open: number; started: number };
  private readonly allowed: ReadonlySet<string>;

  constructor(
    private readonly page: Page,
    codes: readonly string[],
  ) {
    this.requests = trackRequests(page);
    this.allowed = new Set([...ALLOWED.map((entry) => entry.word), ...codes, ...USER_NAMES, ...PEOPLES_NAMES].map((word) => word.toLowerCase()));
  }

  /** Reads the page as it is now, under `name`. */
  async read(name: string): Promise<void> {
    await settle(this.page, this.requests);
    const words = latinWords(await pageTexts(this.page), this.allowed).filter((word) => !this.reported.has(word));
    for (const word of words) this.reported.add(word);
    if (words.length > 0) this.offences.push({ page: name, words });
  }

  /**
   * Opens `to` inside the running portal and reads it once it is still ({@link settle}: its code and calls have
   * answered and what they brought is drawn) and shows a main heading. A page that does not load is reported as such,
   * and the sweep goes on.
   * @param landsOn - The path the page leads to, when it is not `to` itself (sign-out leads to sign-in).
   */
  async visit(to: string, landsOn = new URL(to, "http://x").pathname): Promise<void> {
    try {
      await this.page.evaluate((target) => {
        history.pushState(null, "", target);
        dispatchEvent(new PopStateEvent("popstate"));
      }, to);
      await settle(this.page, this.requests);
      await expect(this.page.locator("h1").first(), `${to} shows its heading`).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => new URL(this.page.url()).pathname, { message: `${to} is at ${landsOn}` }).toBe(landsOn);
      await this.read(to);
    } catch (error) {
      this.offences.push({ page: to, words: [`(the page did not load: ${String(error).split("\n")[0]})`] });
    }
  }

  /** Opens `to`, an address that is no page, and checks that it shows the portal's 404 page (in Thai). */
  async notFound(to: string): Promise<void> {
    await this.visit(to);
    const heading = await this.page.locator("h1").first().textContent();
    if (heading !== th.errors.notFound.title) this.offences.push({ page: to, words: [`(not the 404 page: its heading is "${heading}")`] });
  }

  /** Opens each top-bar panel (also the shortcuts' form, the user menu's status list, the language menu); reads it. */
  async topBar(): Promise<void> {
    const { page } = this;
    for (const slot of ["messages", "notifications", "shortcuts"]) {
      await page.locator(`header [data-slot="${slot}"]`).first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await this.read(`top bar: ${slot}`);
      if (slot === "shortcuts") {
        await dialog.getByRole("button", { name: "แก้ไขทางลัด" }).click();
        await dialog.getByRole("button", { name: "เพิ่มทางลัด" }).click();
        await this.read("top bar: shortcuts, adding one");
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    await page.getByRole("button", { name: /^เมนูผู้ใช้: / }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await this.read("top bar: user menu");
    await menu.getByRole("menuitem", { name: /^สถานะ/ }).click();
    await expect(page.getByRole("menu")).toHaveCount(2);
    await this.read("top bar: user menu, status");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await page.getByRole("button", { name: /เปลี่ยนภาษา/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await this.read("top bar: language menu");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
  }

  /** Fails with every offending word and the first page it showed on. */
  report(who: string): void {
    const lines = this.offences.flatMap(({ page, words }) => [`${page}:`, ...words.map((word) => `  ${word}`)]);
    expect(this.offences, `English on Thai pages (${who}):\n${lines.join("\n")}`).toEqual([]);
  }
}

/** Opens the sign-in page in Thai, signs in as `account` when given, and starts the sweep. */
async function start(page: Page, records: DemoRecords, account?: Account, first = "/sign-in"): Promise<Sweep> {
  if (account) await signIn(page, account);
  else await page.goto(first);
  await chooseLanguage(page, "th");
  await expect(page.locator("h1").first()).toBeVisible();
  return new Sweep(page, records.codes);
}

test("a visitor's pages show no English in Thai", async ({ page, sweepServer }) => {
  const { records } = sweepServer;
  const sweep = await start(page, records);
  await sweep.read("/sign-in");
  for (const to of [
    "/sign-in?realm=staff",
    "/sign-up",
    "/forgot-password",
    "/reset-password",
    "/confirmation-required",
    "/whistleblowing",
    "/whistleblowing/track",
    "/e-service/main",
    "/e-service/main/news",
    `/e-service/main/news/${records.newsId}`,
    "/e-service/main/checkresult",
    "/e-service/main/satisfaction",
    "/pages/error/404",
    "/pages/error/500",
    "/pages/maintenance",
    "/no-such-page",
  ]) {
    await sweep.visit(to);
  }
  // The reporter follows their report with its tracking code.
  await sweep.visit("/whistleblowing/track");
  await page.getByRole("textbox", { name: th.whistleblowing.track.code }).fill(records.report.trackingCode);
  await page.getByRole("textbox", { name: th.whistleblowing.track.code }).press("Enter");
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await sweep.read("/whistleblowing/track (a report)");
  // A first visit in Thai: the splash screen, a status region shown before the page, says it is loading in Thai.
  await page.reload();
  await expect(page.locator("#splash")).toHaveAttribute("aria-label", "กำลังโหลด…");
  sweep.report("visitor");
});

test("the resident's pages and top-bar panels show no English in Thai", async ({ page, sweepServer }) => {
  const { records } = sweepServer;
  const sweep = await start(page, records, ACCOUNTS.resident);
  await sweep.read("/e-service/main");
  await sweep.topBar();
  const home = "/e-service/main";
  for (const to of [
    `${home}/complaints`,
    `${home}/complaints/new`,
    `${home}/complaints/corruption`,
    ...records.complaintIds.map((id) => `${home}/complaints/${id}`),
    `${home}/complaints/${records.request.id}`,
    `${home}/form`,
    ...records.serviceCodes.map((code) => `${home}/form/${code}`),
    `${home}/form/${records.request.code}/sent/${records.request.id}`,
    `${home}/checkresult`,
    `${home}/satisfaction`,
    `${home}/satisfaction?case=${records.completedId}`,
    `${home}/paygarbage`,
    `${home}/paygarbage?payment=${records.payments.paid}`,
    `${home}/paygarbage?payment=${records.payments.waiting}`,
    `${home}/news`,
    `${home}/news/${records.newsId}`,
    `${home}/profile`,
    "/setting",
  ]) {
    await sweep.visit(to);
  }
  // Addresses that are no page: the 404 page, never a page in English or an empty one (an unknown e-service code, a
  // code the contract's pattern refuses, a request's confirmation under another service, a staff page).
  for (const to of [
    `${home}/no-such-code`,
    `${home}/form/unknown-service`,
    `${home}/form/no-such-service`,
    `${home}/form/deputy-water/sent/${records.request.id}`,
    "/mwp",
  ]) {
    await sweep.notFound(to);
  }
  await sweep.visit("/sign-out", "/sign-in");
  sweep.report("resident");
});

test("the administrator's pages and top-bar panels show no English in Thai", async ({ page, sweepServer }) => {
  const { records } = sweepServer;
  const sweep = await start(page, records, ACCOUNTS.staff);
  await sweep.read("/mwp");
  await sweep.topBar();
  // The staff document search.
  await page.getByRole("button", { name: "ค้นหาเอกสาร" }).click();
  await page.getByRole("searchbox", { name: "ค้นหาเอกสาร" }).fill("คำสั่ง");
  await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
  await sweep.read("top bar: document search");
  await page.keyboard.press("Escape");
  const { docId, folderId, docType } = records.document;
  for (const to of [
    "/mwp/complaints",
    "/mwp/complaints/new",
    "/mwp/complaints/canned-replies",
    `/mwp/complaints/${records.potholeId}`,
    `/mwp/complaints/${records.request.id}`,
    "/dashboards/analytics",
    "/mwp/garbage",
    "/mwp/news",
    "/mwp/news/new",
    `/mwp/news/${records.newsId}`,
    "/dms/main",
    `/dms/main/document;docId=${docId};folderId=${folderId};docType=${docType}`,
    "/dms/document-type",
    "/dms/document-authority",
    "/dms/correspondence",
    "/admin/structure",
    "/admin/logs",
    "/admin/outbox",
    "/admin/webhooks",
    "/admin/menu",
    "/admin/e-service",
    `/admin/e-service/${records.request.code}`,
    "/admin/email-template",
    "/admin/account-closure",
    "/admin/municipality",
    "/admin/import",
    "/admin/open311",
    "/mwp/profile",
    "/setting",
    "/admin/no-such-page",
    "/mwp/no-such-page",
    "/change-password",
  ]) {
    await sweep.visit(to);
  }
  sweep.report("administrator");
});

test("an officer's pages show no English in Thai", async ({ page, sweepServer }) => {
  const { records } = sweepServer;
  const sweep = await start(page, records, OFFICER);
  await sweep.read("/mwp");
  await sweep.topBar();
  for (const to of ["/mwp/complaints", "/mwp/complaints/new", "/mwp/complaints/canned-replies", `/mwp/complaints/${records.potholeId}`, "/dashboards/analytics", "/dms/correspondence", "/mwp/profile", "/admin/logs"]) {
    await sweep.visit(to);
  }
  sweep.report("officer");
});

test("the integrity officer's pages show no English in Thai", async ({ page, sweepServer }) => {
  const { records } = sweepServer;
  const sweep = await start(page, records, INTEGRITY_OFFICER);
  await sweep.read("/mwp");
  for (const to of ["/mwp/complaints", `/mwp/complaints/${records.report.id}`, "/dashboards/analytics", "/dms/correspondence"]) {
    await sweep.visit(to);
  }
  sweep.report("integrity officer");
});
