/**
 * The municipality's identity (tracker issue 38 item 1, "Done when"), in Chromium against the built portal and the
 * running server, without a restart: the administrator sets a new name on the identity page (the live preview follows
 * the typing) and uploads a new logo; a resident then sees them on the sign-in page and in its title, and the new name
 * in the e-mail and on the receipt PDF of a garbage-fee payment. The payment itself is made through the API (the
 * journey is not about paying; `garbage-fee.spec.ts` is). The identity is put back at the end, since the other
 * journeys share the server.
 */
import { createHmac } from "node:crypto";
import { expect } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { en } from "../apps/portal/src/locales/index";
import { expectAccessibleNow } from "./support/axe";
import { ACCOUNTS, newPerson, signIn, test } from "./support/session";
import { E2E_BANK_SECRET } from "./support/bank";
import { API, apiToken } from "./support/api";

test.describe.configure({ timeout: 180_000 });

const NEW_NAME = { th: "เทศบาลเมืองหนองน้ำใส", en: "Nong Nam Sai Town Municipality", shortTh: "ทม.หนองน้ำใส", shortEn: "Nong Nam Sai" };
/** A 64 × 64 px PNG logo (a rose square), made here. */
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAvElEQVR4nOXOMQEAIAzAsGqYHrRjjcnIwZE/3TnvZ+mAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YCWDmjpgJYOaOmAlg5o6YC2YrSx4aIpqbgAAAAASUVORK5CYII=",
  "base64",
);

test("an administrator sets a new name and logo; a resident sees them on sign-in, in the title, an e-mail and a receipt PDF", async ({ page, browser, request }) => {
  const t = en.municipality;
  const admin = await apiToken(request, ACCOUNTS.staff);
  const adminHeaders = { "px-auth-token": admin };
  const before = (await (await request.get(`${API}/v1/Municipality`)).json()).data;
  const beforeLogo = await (await request.get(`${API}/v1/Municipality/logo`)).body();
  try {
    // The administrator's page: the preview follows the typing; saving and the logo upload are confirmed.
    await signIn(page, ACCOUNTS.staff, "/admin/municipality");
    await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
    await expectAccessibleNow(page, "identity page (en)");
    await page.getByRole("textbox", { name: t.nameTh }).fill(NEW_NAME.th);
    await page.getByRole("textbox", { name: t.nameEn }).fill(NEW_NAME.en);
    await page.getByRole("textbox", { name: t.shortNameTh }).fill(NEW_NAME.shortTh);
    await page.getByRole("textbox", { name: t.shortNameEn }).fill(NEW_NAME.shortEn);
    const preview = page.getByRole("region", { name: t.preview });
    await expect(preview.getByTestId("preview-sign-in")).toContainText(NEW_NAME.en);
    await expect(preview.getByTestId("preview-top-bar")).toContainText(NEW_NAME.shortEn);
    await page.getByRole("textbox", { name: t.taxId }).fill("0994000123450");
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page.getByRole("textbox", { name: t.taxId })).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("textbox", { name: t.taxId }).fill(before.taxId);
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
    await expect(page.getByText(t.logoSaved)).toBeVisible();

    // A resident, in a browser of their own: the sign-in page and its title carry the new name and logo.
    const resident = await newPerson(browser);
    await resident.goto("/sign-in");
    // In the page itself: the splash screen, rendered by the server with the new name too, may still be fading out.
    await expect(resident.locator("#root").getByText(NEW_NAME.en, { exact: true })).toBeVisible();
    await expect(resident).toHaveTitle(new RegExp(`${NEW_NAME.en}$`));
    const logo = resident.locator("header img").first();
    await expect(logo).toHaveAttribute("src", /\/Municipality\/logo\?v=\d+/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expectAccessibleNow(resident, "sign-in with the new identity (en)");

    // The resident pays a garbage-fee bill (through the API); the receipt e-mail and PDF carry the new name.
    const token = await apiToken(request, ACCOUNTS.resident);
    const headers = { "px-auth-token": token, "accept-language": "th" };
    const linked = await request.post(`${API}/v1/Garbage/account/link`, { headers, data: { accountNo: "1001000456", houseNo: "45" } });
    expect(linked.status()).toBe(200);
    const accounts = (await (await request.get(`${API}/v1/Garbage/account`, { headers })).json()).data as { id: number; accountNo: string; bills: { id: number; paid: boolean }[] }[];
    const account = accounts.find((a) => a.accountNo === "1001000456")!;
    const bill = account.bills.find((b) => !b.paid)!;
    const payment = (await (await request.post(`${API}/v1/Garbage/payment`, { headers, data: { accountId: account.id, billIds: [bill.id] } })).json()).data;
    await request.post(`${API}/v1/Garbage/payment/${payment.id}/start`, { headers });
    const notice = JSON.stringify({ transactionId: `E2EID${Date.now()}`, billerId: before.billerId, ref1: "1001000456", ref2: payment.paymentNo, amountSatang: payment.amountSatang, status: "success", paidAt: new Date().toISOString() });
    const signature = `sha256=${createHmac("sha256", E2E_BANK_SECRET).update(notice).digest("hex")}`;
    expect((await request.post(`${API}/v1/Garbage/bank/notification`, { headers: { "content-type": "application/json", "x-bank-signature": signature }, data: notice })).status()).toBe(200);

    const outbox = (await (await request.get(`${API}/v1/EmailOutbox/list`, { headers: adminHeaders, params: { limit: 100 } })).json()).data as { template: string; body: string }[];
    // The e-mail is in the resident's language: the name in that language.
    expect(outbox.find((mail) => mail.template === "garbage-receipt" && mail.body.includes(payment.paymentNo))?.body).toMatch(new RegExp(`${NEW_NAME.th}|${NEW_NAME.en}`));
    const pdf = await request.get(`${API}/v1/Garbage/payment/${payment.id}/receipt/pdf`, { headers });
    expect(pdf.status()).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
    expect(text.replace(/\u0E33\u0E32/g, "\u0E33")).toContain(NEW_NAME.th);
  } finally {
    // The other journeys share this server: the identity and logo as they were.
    const { logoUrl: _l, logoType: _t, icons: _i, manifestUrl: _m, version: _v, updatedAt: _u, ...fields } = before;
    expect((await request.put(`${API}/v1/Municipality`, { headers: adminHeaders, data: fields })).status()).toBe(200);
    const restored = await request.post(`${API}/v1/Municipality/logo`, {
      headers: adminHeaders,
      multipart: { file: { name: before.logoType === "image/png" ? "logo.png" : "logo.svg", mimeType: before.logoType, buffer: beforeLogo } },
    });
    expect(restored.status()).toBe(200);
  }
});
