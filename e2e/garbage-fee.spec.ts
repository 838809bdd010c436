/**
 * The garbage collection fee (issue 13, "Done when"), in Chromium against the built portal and the real API server,
 * in Thai and English at once (the resident in Thai, the finance officer in English): the finance officer opens a
 * household account with two unpaid months through the API (a new one for each try, since a retry finds the first
 * try's account linked and paid); the demo resident links it on the page, sees the two unpaid months,
 * pays both with one PromptPay QR; the test decodes the QR image from the page (a screenshot read with jsQR) and
 * checks the payload with promptparse's own parser (tag 30 with the biller ID, ref1 = account, ref2 = payment number;
 * the amount; the CRC); the test then sends the bank's HMAC-signed notification, the page shows the e-receipt, and the
 * downloaded receipt PDF's text (extracted with unpdf) shows the amount in Thai words. The bank then sends the same
 * payment again (an exception); the finance officer sees the payment and the account on the garbage fee page and
 * resolves the exception with a note.
 *
 * The bank's shared secret is the one `playwright.config.ts` gives the server (`GARBAGE_BANK_SECRET`).
 */
import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type APIRequestContext } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { checksum, parse } from "promptparse";
import { extractText, getDocumentProxy } from "unpdf";
import { en, th } from "../apps/portal/src/locales/index";
import { expectAccessibleNow } from "./support/axe";
import { expectNoSidewaysScroll } from "./support/layout";
import { ACCOUNTS, chooseLanguage, newPerson, signIn, test, type Account } from "./support/session";
import { E2E_BANK_SECRET } from "./support/bank";
import { bangkokMonthAgo } from "./support/bangkok";
import { API, apiToken } from "./support/api";

test.describe.configure({ timeout: 300_000 });

const LOCALES = { en, th };
/** The demo biller ID (apps/api `DEFAULT_GARBAGE_BILLER_ID`). */
const BILLER_ID = "099400012345601";
/** The demo finance officer. */
const WICHAI = { realm: "staff", name: "wichai", password: "staff-demo-2026" } as const satisfies Account;

/**
 * Opens a household account (20 THB a month, the seeded rate) through the API as the finance officer, and bills it
 * for the two months before this one with the bill run (which bills only the accounts that lack those months' bills).
 * @returns Its account number (10 digits, new on each call) and house number.
 */
async function householdWithTwoUnpaidMonths(request: APIRequestContext): Promise<{ accountNo: string; houseNo: string }> {
  const headers = { "px-auth-token": await apiToken(request, WICHAI) };
  const accountNo = `9${String(Date.now()).slice(-9)}`;
  const houseNo = `7/${accountNo.slice(-3)}`;
  const opened = await request.post(`${API}/v1/Garbage/accounts`, {
    headers,
    data: { accountNo, houseNo, holderName: "นายประสิทธิ์ มั่นคง", address: `${houseNo} หมู่ 4 ตำบลตัวอย่าง อำเภอเมือง จังหวัดตัวอย่าง 10000`, rateCode: "household" },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  for (const month of [bangkokMonthAgo(2), bangkokMonthAgo(1)]) {
    const run = await request.post(`${API}/v1/Garbage/billRun`, { headers, data: { month } });
    expect(run.status(), await run.text()).toBe(200);
  }
  return { accountNo, houseNo };
}

/** Fills `{{name}}` placeholders of a locale string. */
function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}

/** A regular expression matching a locale string whose `{{placeholders}}` may be anything. */
function pattern(template: string): RegExp {
  return new RegExp(`^${template.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+")}$`);
}

test(`a resident links an account, pays two months with one PromptPay QR, the bank confirms and the receipt PDF shows the amount in Thai words (th)`, async ({
  page,
  browser,
  request,
}) => {
  const lang = "th" as "en" | "th";
  const t = LOCALES[lang].garbage;
  const { accountNo, houseNo } = await householdWithTwoUnpaidMonths(request);

  await signIn(page, ACCOUNTS.resident, "/e-service/main/paygarbage");
  await chooseLanguage(page, lang);
  await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();

  // Link the account: a wrong house number is refused next to the field, the right one links it.
  const linkForm = page.getByRole("form", { name: t.linkTitle });
  await linkForm.getByRole("textbox", { name: t.accountNo }).fill(accountNo);
  await linkForm.getByRole("textbox", { name: t.houseNo }).fill("999");
  await linkForm.getByRole("button", { name: t.link, exact: true }).click();
  await expect(linkForm.getByText(t.noMatch)).toBeVisible();
  await linkForm.getByRole("textbox", { name: t.houseNo }).fill(houseNo);
  await linkForm.getByRole("button", { name: t.link, exact: true }).click();

  // Two unpaid months, both chosen.
  const account = page.getByRole("region", { name: format(t.accountHeading, { accountNo }) });
  await expect(account).toBeVisible();
  const months = account.getByRole("checkbox");
  await expect(months).toHaveCount(2);
  await expect(months.nth(0)).toBeChecked();
  await expect(months.nth(1)).toBeChecked();
  await expectAccessibleNow(page, `garbage fee, account linked (${lang})`);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Pay both with one QR.
  await account.getByRole("button", { name: format(t.pay_other, { count: 2 }), exact: true }).click();
  const qr = page.getByRole("img", { name: pattern(t.qrLabel) });
  await expect(qr).toBeVisible();
  await expectAccessibleNow(page, `garbage fee, PromptPay QR (${lang})`);

  // Decode the QR image from the page and check the payload with promptparse's own parser.
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded, "the QR image decodes").not.toBeNull();
  const payload = decoded!.data;
  const emv = parse(payload, true);
  expect(emv, "promptparse accepts the payload and its CRC").not.toBeNull();
  expect(emv!.getTagValue("30", "00")).toBe("A000000677010112");
  expect(emv!.getTagValue("30", "01")).toBe(BILLER_ID);
  expect(emv!.getTagValue("30", "02")).toBe(accountNo);
  const paymentNo = emv!.getTagValue("30", "03")!;
  expect(paymentNo).toMatch(/^[A-Z0-9]{8}$/);
  expect(emv!.getTagValue("54")).toBe("40.00");
  expect(emv!.getTagValue("63")).toBe(checksum(payload.slice(0, -4), true));
  await expect(page.getByRole("heading", { name: format(t.paymentHeading, { paymentNo }) })).toBeVisible();

  // The bank's signed notification (as the bank would send it) marks it paid; the page shows the receipt.
  const notification = JSON.stringify({
    transactionId: `E2E${lang.toUpperCase()}${Date.now()}`,
    billerId: BILLER_ID,
    ref1: accountNo,
    ref2: paymentNo,
    amountSatang: 4000,
    status: "success",
    paidAt: new Date().toISOString(),
  });
  const unsigned = await request.post(`${API}/v1/Garbage/bank/notification`, { headers: { "content-type": "application/json" }, data: notification });
  expect(unsigned.status()).toBe(401);
  const signature = `sha256=${createHmac("sha256", E2E_BANK_SECRET).update(notification).digest("hex")}`;
  const confirmed = await request.post(`${API}/v1/Garbage/bank/notification`, {
    headers: { "content-type": "application/json", "x-bank-signature": signature },
    data: notification,
  });
  expect(confirmed.status()).toBe(200);
  expect((await confirmed.json()).data).toMatchObject({ outcome: "paid", paymentNo });
  const receipt = page.getByRole("article", { name: t.receiptTitle });
  await expect(receipt).toBeVisible({ timeout: 15_000 });
  await expect(receipt).toContainText("สี่สิบบาทถ้วน");
  await expectAccessibleNow(page, `garbage fee, e-receipt (${lang})`);

  // Download the receipt PDF and read its text.
  const downloading = page.waitForEvent("download");
  await receipt.getByRole("button", { name: t.downloadPdf, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipt-GR-\d{4}-\d{6}\.pdf$/);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  // pdf-lib's ToUnicode map doubles ำ as ำา (docs/toolchain.md).
  const pdfText = text.replace(/\u0E33\u0E32/g, "\u0E33");
  expect(pdfText).toContain("สี่สิบบาทถ้วน");
  expect(pdfText).toContain(paymentNo);

  // The bank sends the same payment a second time (another transaction): an exception, nothing paid twice.
  const twiceId = `E2E${lang.toUpperCase()}TWICE${Date.now()}`;
  const twice = JSON.stringify({ ...(JSON.parse(notification) as object), transactionId: twiceId });
  const again = await request.post(`${API}/v1/Garbage/bank/notification`, {
    headers: { "content-type": "application/json", "x-bank-signature": `sha256=${createHmac("sha256", E2E_BANK_SECRET).update(twice).digest("hex")}` },
    data: twice,
  });
  expect((await again.json()).data).toMatchObject({ outcome: "exception", reason: "already-paid" });

  // The finance officer sees the payment, and resolves the exception with a note.
  // The finance officer works in English: one run covers both languages.
  const staffLang = "en" as "en" | "th";
  const ts = LOCALES[staffLang].garbage;
  const officer = await newPerson(browser);
  await signIn(officer, WICHAI, "/mwp/garbage");
  await chooseLanguage(officer, staffLang);
  await expect(officer.getByRole("heading", { name: ts.finance.title, level: 1 })).toBeVisible();
  await expect(officer.getByRole("region", { name: ts.finance.payments })).toContainText(paymentNo);
  await expect(officer.getByRole("region", { name: ts.finance.simulate })).toBeVisible();
  await expect(officer.getByRole("grid", { name: ts.finance.accounts.title, exact: true })).toContainText(accountNo);
  await expectAccessibleNow(officer, `garbage fee, finance officer (${staffLang})`);
  const exceptions = officer.getByRole("region", { name: ts.finance.exceptions });
  const resolve = exceptions.getByRole("button", { name: format(ts.finance.resolveFor, { transactionId: twiceId }) });
  await resolve.click();
  const dialog = officer.getByRole("dialog", { name: ts.finance.resolveTitle });
  await dialog.getByRole("textbox", { name: ts.finance.note }).fill(staffLang === "th" ? "โอนเงินคืนผู้ชำระแล้ว" : "Refunded to the payer");
  await expectAccessibleNow(officer, `garbage fee, resolve an exception (${staffLang})`);
  await dialog.getByRole("button", { name: ts.finance.markResolved, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(resolve).toHaveCount(0);

  // The bill run: the month is picked by name (the Buddhist-era year in Thai), never typed as YYYY-MM.
  const billRun = officer.getByRole("region", { name: ts.finance.billRun });
  await billRun.getByRole("button", { name: new RegExp(ts.finance.month) }).click();
  const lastMonth = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Asia/Bangkok" }).format(
    new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
  );
  await officer.getByRole("option", { name: lastMonth }).click();
  await billRun.getByRole("button", { name: ts.finance.runBills }).click();
  await expect(billRun.getByRole("status")).toHaveText(/\d+ bills created \(\d+ existed already\)\./);
  await officer.context().close();
});
