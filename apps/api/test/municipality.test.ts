/**
 * The municipality's identity (tracker issue 38 item 1; contract tag `municipality`; docs/identity.md): read by
 * anyone with an `ETag`, set by administrators only and audited, checked field by field (the tax ID's Thai check digit),
 * the logo checked like every upload (415, 413; an SVG with a script refused) with its icons derived in the right
 * sizes, and the new identity shown without a restart on the portal's page, in the manifest, in an e-mail, on a
 * receipt PDF (read with `pdftotext`, Debian poppler-utils) and in the PromptPay QR. Also: no source file that shows
 * the name still holds one of its own.
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { parse } from "promptparse";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { auditLog, outbox, garbageAccounts, garbageBills } from "../src/db/schema";
import { DEMO_IDENTITY } from "../src/seeds/seed-identity";
import { describeBackends, newResident, type Harness } from "./support/harness";
import { multipart } from "./support/multipart";
import { DEMO_STAFF_PASSWORD, adminToken } from "./support/staff";
import { pdftotext } from "./support/thai-pdf";

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The upload limit of this file's server, bytes: small, so that a 413 needs no 10 MB body. */
const UPLOAD_LIMIT = 200_000;

/** The portal's page as the build writes it, minus the scripts: the source `index.html` holds every place filled in. */
const portalDist = mkdtempSync(path.join(tmpdir(), "identity-portal-"));
copyFileSync(path.join(repoRoot, "apps/portal/index.html"), path.join(portalDist, "index.html"));

/** A new identity, every field changed from the demo's. */
const NEW_IDENTITY: Schemas["MunicipalityUpdate"] = {
  nameTh: "เทศบาลเมืองหนองน้ำใส",
  nameEn: "Nong Nam Sai Town Municipality",
  shortNameTh: "ทม.หนองน้ำใส",
  shortNameEn: "Nong Nam Sai",
  theme: "rose",
  themeColor: "#be123c",
  backgroundColor: "#1f2937",
  addressTh: "1 ถนนเทศบาล ตำบลหนองน้ำใส อำเภอเมือง จังหวัดนครราชสีมา 30000",
  addressEn: "1 Thetsaban Road, Nong Nam Sai, Mueang, Nakhon Ratchasima 30000",
  telephone: "0 4400 0000 ต่อ 101",
  email: "saraban@nongnamsai.go.th",
  officeHoursTh: "วันจันทร์ถึงวันศุกร์ เวลา 08.30-16.30 น.",
  officeHoursEn: "Monday to Friday, 8:30 to 16:30",
  taxId: "0994000654324",
  billerId: "099400065432401",
  senderName: "เทศบาลเมืองหนองน้ำใส",
  senderAddress: "no-reply@nongnamsai.go.th",
};


/** The width x height of every image of a PDF, as `pdfimages -list` (poppler-utils) reads them. */
async function pdfImageSizes(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "identity-images-"));
  try {
    const file = path.join(dir, "receipt.pdf");
    await writeFile(file, pdf);
    const rows = (await run("pdfimages", ["-list", file])).stdout.trim().split("\n").slice(2);
    return rows.map((row) => row.trim().split(/\s+/)).map((cells) => `${cells[3]}x${cells[4]}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Uploads `data` as the logo. */
function uploadLogo(h: Harness, token: string, data: Buffer, filename: string) {
  const body = multipart([{ name: "file", filename, type: "application/octet-stream", data }]);
  return h.call("uploadMunicipalityLogo", { token, payload: body.payload, headers: body.headers });
}

/** The data block of the portal's page, parsed. */
function dataBlock(html: string): Schemas["Municipality"] {
  const json = /<script type="application\/json" id="municipality">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error("the page has no identity data block");
  return JSON.parse(json) as Schemas["Municipality"];
}

describeBackends(
  "the municipality's identity",
  (h) => {
    let admin = "";
    let wichai = "";
    beforeAll(async () => {
      admin = await adminToken(h());
      wichai = await h().login("staff", { name: "wichai", password: DEMO_STAFF_PASSWORD });
    });

    it("is public, with an ETag that answers 304 while it holds; the page carries it", async () => {
      const res = await h().call("getMunicipality");
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ ...DEMO_IDENTITY, logoType: "image/svg+xml" });
      expect(res.headers["cache-control"]).toBe("no-cache");
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      const again = await h().call("getMunicipality", { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(again.body).toBeUndefined();

      const page = await h().inject({ method: "GET", url: "/sign-in", headers: { accept: "text/html" } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<title>${DEMO_IDENTITY.nameTh} · ${DEMO_IDENTITY.nameEn}</title>`);
      expect(dataBlock(page.body).nameTh).toBe(DEMO_IDENTITY.nameTh);
    });

    it("is set by administrators only, field by field, and audited with before and after", async () => {
      expect((await h().call("updateMunicipality", { body: NEW_IDENTITY })).status).toBe(401);
      expect((await h().call("updateMunicipality", { token: wichai, body: NEW_IDENTITY })).status).toBe(403);

      const badTaxId = await h().call("updateMunicipality", { token: admin, body: { ...NEW_IDENTITY, taxId: "0994000654320" } });
      expect(badTaxId.status).toBe(400);
      expect(badTaxId.json.errors).toEqual([expect.objectContaining({ field: "taxId" })]);
      const thai = await h().call("updateMunicipality", { token: admin, body: { ...NEW_IDENTITY, taxId: "0994000654320" }, headers: { "accept-language": "th" } });
      expect(thai.json.errors?.[0]?.message).toContain("เลขประจำตัวผู้เสียภาษีอากร");
      const badColour = await h().call("updateMunicipality", { token: admin, body: { ...NEW_IDENTITY, themeColor: "red", extra: 1 } });
      expect(badColour.status).toBe(400);
      expect(badColour.json.errors?.map((e) => e.field).sort()).toEqual(["extra", "themeColor"]);
      const blank = await h().call("updateMunicipality", { token: admin, body: { ...NEW_IDENTITY, nameTh: "   " } });
      expect(blank.json.errors).toEqual([expect.objectContaining({ field: "nameTh" })]);

      const before = await h().call("getMunicipality");
      const saved = await h().call("updateMunicipality", { token: admin, body: NEW_IDENTITY });
      expect(saved.status, saved.json.message).toBe(200);
      expect(saved.json.data).toMatchObject(NEW_IDENTITY);
      const after = await h().call("getMunicipality", { headers: { "if-none-match": String(before.headers.etag) } });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json.data).toMatchObject(NEW_IDENTITY);

      const [entry] = await h().server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "municipality"), eq(auditLog.action, "update")));
      expect(entry).toMatchObject({ personName: "admin", entityId: "1" });
      expect(entry!.changes).toContainEqual({ field: "nameTh", before: DEMO_IDENTITY.nameTh, after: NEW_IDENTITY.nameTh });
      expect(entry!.changes).toContainEqual({ field: "billerId", before: DEMO_IDENTITY.billerId, after: NEW_IDENTITY.billerId });
    });

    it("takes a logo through the file store: 415 for other types and active SVG, 413 over the limit, icons in four sizes", async () => {
      expect((await uploadLogo(h(), wichai, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.svg")).status).toBe(403);
      const gif = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");
      expect((await uploadLogo(h(), admin, gif, "logo.png")).status).toBe(415);
      const scripted = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
      expect((await uploadLogo(h(), admin, Buffer.from(scripted), "logo.svg")).status).toBe(415);
      const handler = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" onload="alert(1)"/></svg>';
      expect((await uploadLogo(h(), admin, Buffer.from(handler), "logo.svg")).status).toBe(415);
      const external = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://example.org/x.png"/></svg>';
      expect((await uploadLogo(h(), admin, Buffer.from(external), "logo.svg")).status).toBe(415);
      const noise = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_v, i) => (i * 7919) % 251)), { raw: { width: 400, height: 400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
      expect(noise.length).toBeGreaterThan(UPLOAD_LIMIT);
      expect((await uploadLogo(h(), admin, noise, "logo.png")).status).toBe(413);

      const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#be123c" } }).png().toBuffer();
      const uploaded = await uploadLogo(h(), admin, png, "logo.png");
      expect(uploaded.status, uploaded.json.message).toBe(200);
      const identity = uploaded.json.data as Schemas["Municipality"];
      expect(identity.logoType).toBe("image/png");
      const logo = await h().inject({ method: "GET", url: identity.logoUrl });
      expect(logo.headers["content-type"]).toBe("image/png");
      expect(logo.headers["cache-control"]).toContain("immutable");
      expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ format: "png", width: 300, height: 200 });
      for (const icon of identity.icons) {
        const res = await h().inject({ method: "GET", url: icon.url });
        expect(res.statusCode).toBe(200);
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "png", width: icon.size, height: icon.size });
      }
      expect(identity.icons.map((icon) => icon.size)).toEqual([32, 180, 192, 512]);
      const [entry] = await h().server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "municipality"), eq(auditLog.action, "upload")));
      expect(entry?.changes[0]).toMatchObject({ field: "logo" });
    });

    it("shows at the next page load, in the manifest, an e-mail, the receipt PDF and the QR, without a restart", async () => {
      const page = await h().inject({ method: "GET", url: "/", headers: { accept: "text/html" } });
      expect(page.body).toContain(`<title>${NEW_IDENTITY.nameTh} · ${NEW_IDENTITY.nameEn}</title>`);
      expect(page.body).toContain(`<meta name="theme-color" content="${NEW_IDENTITY.themeColor}"`);
      expect(page.body).toContain(`>${NEW_IDENTITY.nameTh}</p>`);
      const version = dataBlock(page.body).version;
      expect(page.body).toContain(`/pxapi_eoffice/api/v1/Municipality/manifest?v=${version}`);
      expect(page.body).toContain(`/pxapi_eoffice/api/v1/Municipality/icon/32?v=${version}`);
      const manifest = await h().inject({ method: "GET", url: `/pxapi_eoffice/api/v1/Municipality/manifest?v=${version}` });
      expect(manifest.headers["content-type"]).toContain("application/manifest+json");
      expect(JSON.parse(manifest.body)).toMatchObject({ name: NEW_IDENTITY.nameTh, short_name: NEW_IDENTITY.shortNameTh, theme_color: NEW_IDENTITY.themeColor, background_color: NEW_IDENTITY.backgroundColor });
      expect((JSON.parse(manifest.body) as { icons: { sizes: string }[] }).icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);

      // A resident pays the garbage fee: the QR names the new biller, the e-mail and the receipt the new municipality.
      const resident = await newResident(h(), "identity");
      const db = h().server.database.db;
      const accountNo = `78${String(Date.now()).slice(-8)}`;
      const [account] = await db.insert(garbageAccounts).values({ accountNo, houseNo: "1/1", holderName: "ทดสอบ ตัวตน", address: "1 หมู่ 1", rateCode: "household" }).returning({ id: garbageAccounts.id });
      const [bill] = await db.insert(garbageBills).values({ accountId: account!.id, month: "2026-01", amountSatang: 2000 }).returning({ id: garbageBills.id });
      expect((await h().call("linkGarbageAccount", { token: resident.token, body: { accountNo, houseNo: "1/1" } })).status).toBe(200);
      const created = await h().call("createGarbagePayment", { token: resident.token, body: { accountId: account!.id, billIds: [bill!.id] } });
      const payment = created.json.data as Schemas["GarbagePayment"];
      const started = await h().call("startGarbagePayment", { token: resident.token, params: { id: payment.id } });
      const qr = (started.json.data as Schemas["GarbagePayment"]).qrPayload!;
      expect(parse(qr, true)!.getTagValue("30", "01")).toBe(NEW_IDENTITY.billerId);
      expect((await h().call("simulateGarbageBank", { token: wichai, body: { paymentNo: payment.paymentNo } })).status).toBe(200);

      const [mail] = await db.select().from(outbox).where(and(eq(outbox.personId, resident.personId), eq(outbox.template, "garbage-receipt")));
      expect(mail!.body).toContain(NEW_IDENTITY.nameTh);
      expect(mail!.body).not.toContain(DEMO_IDENTITY.nameTh);
      const pdf = await h().inject({ method: "GET", url: `/pxapi_eoffice/api/v1/Garbage/payment/${payment.id}/receipt/pdf`, headers: { "px-auth-token": resident.token, "accept-language": "th" } });
      expect(pdf.statusCode).toBe(200);
      const text = await pdftotext(pdf.rawPayload);
      // The new logo's 192 px icon is drawn on it (poppler's pdfimages lists the images of the PDF).
      expect(await pdfImageSizes(pdf.rawPayload)).toEqual(["192x192"]);
      expect(text).toContain(NEW_IDENTITY.nameTh);
      expect(text).toContain(NEW_IDENTITY.taxId);
      expect(text).not.toContain(DEMO_IDENTITY.nameTh);
    });
  },
  { servePortal: true, config: { portalDist, maxFileBytes: UPLOAD_LIMIT } },
);

/** The files that show the municipality's name or logo, which must take it from the identity (tracker issue 38 item 1). */
const SHOWING_THE_NAME = ["apps/api/src", "apps/portal/src", "apps/portal/index.html"];

/** Names and logo files the product had in its code before the identity; the demo's now live only in `seeds/`. */
const HARD_CODED = [/Municipality e-Service/, /บริการออนไลน์เทศบาล/, /เทศบาลตำบลตัวอย่าง/, /Example Subdistrict Municipality/, /e-Office <no-reply/];

/** Every file under `relative` (a file or folder of the repository), seeds and tests left out. */
function filesUnder(relative: string): string[] {
  const full = path.join(repoRoot, relative);
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes("/seeds/") && !/\.test\.tsx?$/.test(file) && !file.includes("/test/"));
}

describe("the municipality's name in the code", () => {
  it("is nowhere outside the seeds: every place reads the identity", () => {
    const found = SHOWING_THE_NAME.flatMap(filesUnder).flatMap((file) => {
      const text = readFileSync(path.join(repoRoot, file), "utf8");
      return HARD_CODED.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern.source}`);
    });
    expect(found).toEqual([]);
    expect(SHOWING_THE_NAME.flatMap(filesUnder).filter((file) => /(?:^|\/)(?:logo|favicon)\.(?:svg|png|ico)$/.test(file))).toEqual([]);
  });
});
