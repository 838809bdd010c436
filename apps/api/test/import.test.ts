/**
 * Import of existing data (tracker issue 38 item 2; contract tag `import`; docs/import.md): for each kind a dry run
 * whose rows say created, updated, unchanged or error (a bad national ID, an unknown unit, a duplicate account, in
 * the reader's language) with nothing written; the confirmation that writes it with its audit entries; the same
 * file again changing nothing; XLSX as well as CSV; the templates; 400, 413 and 415. A 20,000-row run is
 * `bench/import.mjs`, not a test.
 */
import { and, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import ExcelJs from "exceljs";
import { auditLog, garbageAccounts, importJobs, orgUnits, persons } from "../src/db/schema";
import { citizenIdFrom, describeBackends, newResident, uniqueName, type Harness } from "./support/harness";
import { multipart } from "./support/multipart";
import { adminToken } from "./support/staff";

type Job = { id: number; status: string; totalRows: number; processedRows: number; counts: Record<string, number>; oneTimePasswords?: { row: number; name: string; oneTimePassword: string }[] };
type Row = { row: number; result: string; key: string; changes: string[]; errors: { field: string; message: string }[] };

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`);

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJs.Workbook();
  const sheet = book.addWorksheet("data");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads a file for a dry run. */
function upload(h: Harness, token: string, kind: string, data: Buffer, name = "data.csv", language = "en") {
  const { payload, headers } = multipart([{ name: "file", filename: name, type: "text/csv", data }]);
  return h.call("createImportJob", { token, query: { kind }, payload, headers: { ...headers, "accept-language": language } });
}

/** Dry run, expecting 201; answers the job and its rows (in `language`). */
async function dryRun(h: Harness, token: string, kind: string, data: Buffer, name = "data.csv", language = "en"): Promise<{ job: Job; rows: Row[] }> {
  const res = await upload(h, token, kind, data, name, language);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const job = res.json.data as Job;
  const rows = await h.call("listImportRows", { token, params: { id: job.id }, query: { limit: 100 }, headers: { "accept-language": language } });
  expect(rows.status).toBe(200);
  return { job, rows: rows.json.data as Row[] };
}

async function confirm(h: Harness, token: string, id: number): Promise<Job> {
  const res = await h.call("confirmImportJob", { token, params: { id } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as Job;
}

const results = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.key, r.result]));

describeBackends("import of existing data", (harness) => {
  it("serves each kind's template with Thai headers, as CSV with a byte-order mark and as XLSX", async () => {
    const h = harness();
    const token = await adminToken(h);
    const text = await h.call("getImportTemplate", { token, params: { kind: "garbage-accounts" } });
    expect(text.status).toBe(200);
    expect(String(text.body).startsWith("\uFEFFเลขที่บัญชีผู้ชำระ,บ้านเลขที่,")).toBe(true);
    const book = await h.inject({ method: "GET", url: "/pxapi_eoffice/api/v1/ImportTemplate/staff?format=xlsx", headers: { "px-auth-token": token } });
    expect(book.statusCode).toBe(200);
    expect(book.headers["content-type"]).toContain("spreadsheetml");
    const read = new ExcelJs.Workbook();
    await read.xlsx.load(book.rawPayload as unknown as ArrayBuffer);
    expect(read.worksheets[0]!.getRow(1).getCell(1).value).toBe("ชื่อผู้ใช้");
    // The template as downloaded passes its own dry run's header check.
    const again = await upload(h, token, "staff", book.rawPayload, "import-staff.xlsx");
    expect(again.status).toBe(201);
  });

  it("units: a dry run writes nothing; confirming writes and audits; the same file again is unchanged", async () => {
    const h = harness();
    const token = await adminToken(h);
    const db = h.server.database.db;
    const code = uniqueName("div").replace(/[^a-z0-9-]/g, "-");
    const file = csv([
      "รหัสหน่วยงาน,ชื่อหน่วยงานภาษาไทย,ชื่อหน่วยงานภาษาอังกฤษ,รหัสหน่วยงานต้นสังกัด (ถ้ามี),ลำดับ (ถ้ามี)",
      `${code}-sec,ฝ่ายทดสอบ,Test Section,${code},`, // its parent comes later in the file
      `${code},กองทดสอบ,Test Division,,9`,
      `${code}-x,ฝ่ายไม่มีต้นสังกัด,Orphan,no-such-unit,`,
      `${code},กองซ้ำ,Twice,,`,
      "technical,กองช่าง,Public Works,,",
    ]);
    const { job, rows } = await dryRun(h, token, "units", file);
    expect(job).toMatchObject({ status: "ready", totalRows: 5, counts: { created: 2, updated: 1, unchanged: 0, error: 2 } });
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
    expect(rows[2]!.errors).toEqual([{ field: "Parent unit code (optional)", message: "is not a unit code in the system or in this file" }]);
    expect(rows[3]!.errors[0]!.message).toBe("is also in row 3");
    expect(rows[4]).toMatchObject({ result: "updated", changes: ["Name in English"] });
    expect(await db.select().from(orgUnits).where(eq(orgUnits.code, code))).toEqual([]);
    const errorsOnly = await h.call("listImportRows", { token, params: { id: job.id }, query: { result: "error" } });
    expect((errorsOnly.json.data as Row[]).map((r) => r.row)).toEqual([4, 5]);
    expect(errorsOnly.json.total).toBe(2);

    const applied = await confirm(h, token, job.id);
    expect(applied).toMatchObject({ status: "done", processedRows: 5, counts: { created: 2, updated: 1, error: 2 } });
    const [division] = await db.select().from(orgUnits).where(eq(orgUnits.code, code));
    const [section] = await db.select().from(orgUnits).where(eq(orgUnits.code, `${code}-sec`));
    expect(division).toMatchObject({ kind: "division", parentId: null, orderNo: 9 });
    expect(section).toMatchObject({ kind: "section", parentId: division!.id });
    const entries = await db.select().from(auditLog).where(inArray(auditLog.entity, ["org-unit", "import-job"]));
    expect(entries.filter((e) => e.entity === "org-unit" && [String(division!.id), String(section!.id)].includes(e.entityId ?? "")).map((e) => e.action)).toEqual(["create", "create"]);
    const summary = entries.find((e) => e.action === "import" && e.entityId === String(job.id));
    expect(entries.find((e) => e.action === "upload" && e.entityId === String(job.id))).toMatchObject({ entity: "import-job", personName: "admin" });
    expect(summary).toMatchObject({ action: "import", personName: "admin" });
    expect(summary!.changes).toContainEqual({ field: "created", before: 2, after: 2 });
    expect((await h.call("confirmImportJob", { token, params: { id: job.id } })).status).toBe(409);

    const again = await dryRun(h, token, "units", file);
    expect(again.job.counts).toMatchObject({ created: 0, updated: 0, unchanged: 3, error: 2 });
    const before = (await db.select().from(auditLog)).length;
    await confirm(h, token, again.job.id);
    // Only the import's own entry: no record changed.
    expect((await db.select().from(auditLog)).length).toBe(before + 1);
  });

  it("positions and staff from XLSX: an unknown unit and role are refused; new users get one-time passwords once", async () => {
    const h = harness();
    const token = await adminToken(h);
    const position = `ตำแหน่งทดสอบ ${uniqueName("p")}`;
    const positions = await dryRun(h, token, "positions", await xlsx([["ชื่อตำแหน่งภาษาไทย", "ชื่อตำแหน่งภาษาอังกฤษ"], [position, `Test ${position}`]]), "positions.xlsx");
    expect(results(positions.rows)).toEqual({ [position]: "created" });
    await confirm(h, token, positions.job.id);

    const name = uniqueName("imp");
    const header = ["ชื่อผู้ใช้", "อีเมล", "คำนำหน้าชื่อ", "ชื่อ", "นามสกุล", "หมายเลขโทรศัพท์ (ถ้ามี)", "รหัสหน่วยงาน", "ตำแหน่ง (ถ้ามี)", "บทบาท", "ภาษาของอีเมล (ถ้ามี)"];
    const file = await xlsx([
      header,
      [name, `${name}@example.go.th`, "นางสาว", "สมศรี", "นำเข้า", "081-234-5678", "technical", position, "เจ้าหน้าที่, document_controller", "th"],
      [`${name}b`, `${name}b@example.go.th`, "นาย", "สมชาย", "ไม่มีหน่วย", "", "no-such-unit", "", "officer", ""],
      [`${name}c`, `${name}c@example.go.th`, "นาย", "สมหมาย", "บทบาทผิด", "", "technical", "", "officer, boss", ""],
      [`${name}d`, `${name}@example.go.th`, "นาย", "สมปอง", "อีเมลซ้ำ", "", "technical", "", "officer", ""],
    ]);
    const { job, rows } = await dryRun(h, token, "staff", file, "staff.xlsx", "th");
    expect(results(rows)).toEqual({ [name]: "created", [`${name}b`]: "error", [`${name}c`]: "error", [`${name}d`]: "error" });
    expect(rows[1]!.errors).toEqual([{ field: "รหัสหน่วยงาน", message: "ไม่พบหน่วยงานนี้" }]);
    expect(rows[2]!.errors).toEqual([{ field: "บทบาท", message: "มีบทบาทที่ระบบไม่รู้จัก (boss)" }]);
    expect(rows[3]!.errors).toEqual([{ field: "อีเมล", message: "ซ้ำกับแถวที่ 2" }]);
    expect((await h.server.database.db.select().from(persons).where(eq(persons.name, name))).length).toBe(0);

    const applied = await confirm(h, token, job.id);
    expect(applied.oneTimePasswords).toHaveLength(1);
    const issued = applied.oneTimePasswords![0]!;
    expect(issued).toMatchObject({ row: 2, name });
    const login = await h.call("staffLogin", { body: { name, password: issued.oneTimePassword } });
    expect(login.status).toBe(200);
    expect(login.json.message).toBe("");
    const user = await h.call("listStaffUsers", { token, query: { q: name } });
    expect((user.json.data as { roles: string[]; mustChangePassword: boolean }[])[0]).toMatchObject({ roles: ["document_controller", "officer"], mustChangePassword: true });

    const again = await dryRun(h, token, "staff", file, "staff.xlsx");
    expect(results(again.rows)[name]).toBe("unchanged");
    expect((await confirm(h, token, again.job.id)).oneTimePasswords).toEqual([]);
  });

  it("garbage fee: categories, accounts with a bad national ID and a duplicate account, links; audited; unchanged again", async () => {
    const h = harness();
    const token = await adminToken(h);
    const db = h.server.database.db;
    const rate = uniqueName("r").replace(/[^a-z0-9-]/g, "-");
    const rates = await dryRun(h, token, "garbage-rates", csv(["รหัสประเภท,ชื่อประเภทภาษาไทย,ชื่อประเภทภาษาอังกฤษ,อัตราค่าธรรมเนียม (บาทต่อเดือน)", `${rate},ร้านค้าทดสอบ,Test shop,"1,250.50"`]));
    expect(results(rates.rows)).toEqual({ [rate]: "created" });
    await confirm(h, token, rates.job.id);

    const resident = await newResident(h, "importlink");
    const residentId = citizenIdFrom(`3${String(Date.now()).slice(-11)}`);
    await db.update(persons).set({ citizenId: residentId }).where(eq(persons.id, resident.personId));
    const base = String(Date.now()).slice(-8);
    const [a, b, c, d] = [`9${base}1`, `9${base}2`, `9${base}3`, `9${base}4`];
    const bad = `${residentId.slice(0, 12)}${(Number(residentId[12]) + 1) % 10}`;
    const accounts = csv([
      "เลขที่บัญชีผู้ชำระ,บ้านเลขที่,ชื่อผู้ชำระค่าธรรมเนียม,ที่อยู่,ประเภท,เลขประจำตัวประชาชนผู้ชำระ (ถ้ามี)",
      `${a},1/1,นายหนึ่ง ทดสอบ,หมู่ 1,ร้านค้าทดสอบ,${residentId}`,
      `${b},2/2,นายสอง ทดสอบ,หมู่ 2,${rate},${bad}`,
      `${a},3/3,นายซ้ำ ทดสอบ,หมู่ 3,${rate},`,
      `${c},4/4,นายสี่ ทดสอบ,หมู่ 4,ไม่มีประเภทนี้,`,
      `${d},5/5,นายห้า ทดสอบ,หมู่ 5,Test shop,`,
    ]);
    const { job, rows } = await dryRun(h, token, "garbage-accounts", accounts, "accounts.csv", "th");
    expect(rows.map((r) => r.result)).toEqual(["created", "error", "error", "error", "created"]);
    expect(rows[1]!.errors).toEqual([{ field: "เลขประจำตัวประชาชนผู้ชำระ (ถ้ามี)", message: "เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง" }]);
    expect(rows[2]!.errors).toEqual([{ field: "เลขที่บัญชีผู้ชำระ", message: "ซ้ำกับแถวที่ 2" }]);
    expect(rows[3]!.errors[0]!.field).toBe("ประเภท");
    const english = await h.call("listImportRows", { token, params: { id: job.id }, query: { result: "error" } });
    expect((english.json.data as Row[])[0]!.errors).toEqual([{ field: "Payer's national ID (optional)", message: "has an invalid check digit" }]);
    expect(await db.select().from(garbageAccounts).where(eq(garbageAccounts.accountNo, a))).toEqual([]);

    const applied = await confirm(h, token, job.id);
    expect(applied.counts).toMatchObject({ created: 2, error: 3 });
    const [linked] = await db.select().from(garbageAccounts).where(eq(garbageAccounts.accountNo, a));
    expect(linked).toMatchObject({ houseNo: "1/1", rateCode: rate, personId: resident.personId });
    const audited = await db.select().from(auditLog).where(and(eq(auditLog.entity, "garbage-account"), inArray(auditLog.entityId, [a, d])));
    expect(audited.map((e) => e.action).sort()).toEqual(["create", "create"]);

    // Links: the account made without a payer's ID gets its resident; an unknown account and resident are refused.
    const links = csv(["เลขที่บัญชีผู้ชำระ,เลขประจำตัวประชาชน", `${d},${residentId}`, `${a},${residentId}`, `${b},${residentId}`, `${d},${citizenIdFrom("110170023070")}`]);
    const linkRun = await dryRun(h, token, "garbage-links", links);
    expect(linkRun.rows.map((r) => r.result)).toEqual(["updated", "unchanged", "error", "error"]);
    await confirm(h, token, linkRun.job.id);
    expect((await db.select().from(garbageAccounts).where(eq(garbageAccounts.accountNo, d)))[0]!.personId).toBe(resident.personId);

    const again = await dryRun(h, token, "garbage-accounts", accounts);
    // The link the links file made stays: a row without a payer's ID leaves an account's link as it is.
    expect(again.job.counts).toMatchObject({ created: 0, updated: 0, unchanged: 2, error: 3 });
  });

  it("refuses what is not a CSV or XLSX file (415), a file over the limit (413), missing or unknown columns (400), other roles (403)", async () => {
    const h = harness();
    const token = await adminToken(h);
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082", "hex");
    expect((await upload(h, token, "units", png, "units.csv")).status).toBe(415);
    expect((await upload(h, token, "units", Buffer.from([0x00, 0x01, 0x02, 0x03]), "units.csv")).status).toBe(415);
    const missing = await upload(h, token, "units", csv(["รหัสหน่วยงาน,ชื่อหน่วยงานภาษาไทย", "x1,กอง"]), "units.csv", "th");
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([{ field: "file", message: "ไม่มีคอลัมน์ ชื่อหน่วยงานภาษาอังกฤษ" }]);
    const unknown = await upload(h, token, "positions", csv(["Position in Thai,Position in English,Salary", "ก,B,1"]));
    expect(unknown.json.message).toBe("file: has a column Salary, which this kind of import does not have");
    expect((await upload(h, token, "positions", csv(["Position in Thai,Position in English"]))).json.errors).toEqual([{ field: "file", message: "has no data rows" }]);
    // A CSV saved by an older Thai Excel (Windows-874): its Thai is read.
    const tis620 = (text: string) => Buffer.from([...text].map((c) => (c >= "\u0e01" && c <= "\u0e5b" ? c.charCodeAt(0) - 0x0e01 + 0xa1 : c.charCodeAt(0))));
    const thaiName = `ตำแหน่งทดสอบ${Date.now()}`;
    const legacy = await dryRun(h, token, "positions", Buffer.concat([tis620("Position in Thai,Position in English\r\n"), tis620(`${thaiName},Legacy ${thaiName.slice(-13)}\r\n`)]));
    expect(legacy.rows[0]).toMatchObject({ key: thaiName, result: "created" });
    const noFile = await h.call("createImportJob", { token, query: { kind: "units" }, ...multipart([]) });
    expect(noFile.status).toBe(400);
    expect(noFile.json.message).toBe("file: is required");
    // A workbook whose directory says it unpacks to 4 GB (a "ZIP bomb") is refused before it is unpacked.
    const bomb = await xlsx([["Position in Thai", "Position in English"], ["ก", "B"]]);
    bomb.writeUInt32LE(0xfffffffe, bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    expect((await upload(h, token, "positions", bomb, "p.xlsx")).status).toBe(413);
    const big = Buffer.alloc(48 * 1024 + 1, "a");
    expect((await upload(h, token, "units", big)).status).toBe(413);
    const officer = await h.login("staff", { name: "somsak", password: "staff-demo-2026" });
    expect((await upload(h, officer, "units", csv(["Unit code"]))).status).toBe(403);
    expect((await h.call("getImportJob", { token, params: { id: 999999 } })).status).toBe(404);
  });

  it("keeps a job's state in the database: a confirmation under way answers 409, one left by a stopped server is taken over", async () => {
    const h = harness();
    const token = await adminToken(h);
    const db = h.server.database.db;
    const name = `ตำแหน่งค้าง ${uniqueName("s")}`;
    const { job } = await dryRun(h, token, "positions", csv(["Position in Thai,Position in English", `${name},Stale ${name}`]));
    await db.update(importJobs).set({ status: "applying", updatedAt: new Date(h.now()) }).where(eq(importJobs.id, job.id));
    const busy = await h.call("confirmImportJob", { token, params: { id: job.id } });
    expect(busy.status).toBe(409);
    expect((await h.call("getImportJob", { token, params: { id: job.id } })).json.data).toMatchObject({ status: "applying" });
    await db.update(importJobs).set({ updatedAt: new Date(h.now() - 6 * 60 * 1000) }).where(eq(importJobs.id, job.id));
    expect(await confirm(h, token, job.id)).toMatchObject({ status: "done", counts: { created: 1 } });
  });
}, { config: { maxFileBytes: 48 * 1024 } });

