/**
 * Import of the garbage fee's data (tracker issue 38 item 2; docs/import.md "Garbage-fee rate categories",
 * "Garbage-fee accounts", "Residents' links"): rate categories by code; accounts by account number, with their
 * category (its code, or its Thai or English name), payer and, when the payer's national ID names a resident with an
 * account in the portal, the link to that resident; residents' links by account number and national ID. National IDs
 * are checked with `@eoffice/thai` (13 digits, check digit). An account linked to another resident is never moved by
 * an import (a finance officer moves it on the accounts page). Accounts are written in chunks of 1,000 with
 * set-based statements, so that 20,000 accounts take seconds (`bench/import.mjs`).
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { isValidCitizenId } from "@eoffice/thai";
import { changedFields, writeAuditEntries, type AuditEntryInput } from "../../audit/audit";
import type { Db, Tx } from "../../db/database";
import { garbageAccounts, garbageRates, persons } from "../../db/schema";
import { fieldError, type FieldError } from "../../i18n/field-messages";
import { chunks, compare, resultRows, fail, markDuplicates, startRow, type ImportKindDef, type PlannedRow } from "./kinds";

const RATE_CODE = /^[a-z0-9-]{1,40}$/;
const ACCOUNT_NO = /^[0-9]{6,20}$/;
/** Baht with at most two decimals (a thousands comma allowed). */
const BAHT = /^[0-9]{1,3}(?:,?[0-9]{3})*(?:\.[0-9]{1,2})?$/;

/** The errors of a national ID cell (13 digits, spaces and hyphens allowed; the check digit). */
function citizenIdErrors(field: string, text: string): FieldError[] {
  const digits = text.replace(/[\s-]/g, "");
  if (!/^[0-9]{13}$/.test(digits)) return [fieldError(field, "citizenIdDigits")];
  return isValidCitizenId(digits) ? [] : [fieldError(field, "citizenIdCheckDigit")];
}

/** The residents (realm `person`, open accounts) with the given national IDs, by ID. */
async function residentsByCitizenId(db: Db | Tx, ids: readonly string[]): Promise<Map<string, { id: number; name: string }>> {
  const out = new Map<string, { id: number; name: string }>();
  for (const part of chunks([...new Set(ids)], 1000)) {
    const rows = await db
      .select({ id: persons.id, name: persons.name, citizenId: persons.citizenId })
      .from(persons)
      .where(and(eq(persons.realm, "person"), isNotNull(persons.citizenId), inArray(persons.citizenId, part), sql`${persons.closedAt} is null`));
    for (const r of rows) out.set(r.citizenId!, { id: r.id, name: r.name });
  }
  return out;
}

/** The user names of persons by id (for the audit entries of links). */
async function userNames(tx: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const part of chunks([...new Set(ids)], 1000)) {
    for (const r of await tx.select({ id: persons.id, name: persons.name }).from(persons).where(inArray(persons.id, part))) out.set(r.id, r.name);
  }
  return out;
}

type RateValue = {
  code: string;
  nameTh: string;
  nameEn: string;
  monthlySatang: number;
};

/** Garbage-fee rate categories: code, Thai and English names, monthly fee in baht. */
export const garbageRatesKind: ImportKindDef<RateValue> = {
  kind: "garbage-rates",
  chunkSize: 1000,
  columns: [
    { id: "code", th: "รหัสประเภท", en: "Category code", required: true, maxLength: 40, example: "household" },
    { id: "nameTh", th: "ชื่อประเภทภาษาไทย", en: "Category in Thai", required: true, maxLength: 200, example: "บ้านพักอาศัย" },
    { id: "nameEn", th: "ชื่อประเภทภาษาอังกฤษ", en: "Category in English", required: true, maxLength: 200, example: "Household" },
    { id: "monthly", th: "อัตราค่าธรรมเนียม (บาทต่อเดือน)", en: "Monthly fee (baht)", required: true, maxLength: 15, example: "20.00" },
  ],

  async plan(db, records) {
    const stored = new Map((await db.select().from(garbageRates)).map((r) => [r.code, r]));
    const rows = records.map((record) => {
      const v = record.values;
      const code = (v.code ?? "").toLowerCase();
      const row = startRow<RateValue>(record, code, this.columns);
      if (code !== "" && !RATE_CODE.test(code)) fail(row, [fieldError("code", "invalidFormat")]);
      const baht = v.monthly ?? "";
      const satang = BAHT.test(baht) ? Math.round(Number(baht.replace(/,/g, "")) * 100) : NaN;
      if (baht !== "" && !(satang >= 0 && satang <= 100_000_000)) fail(row, [fieldError("monthly", "importAmount")]);
      if (row.result === "error") return row;
      const value = { code, nameTh: v.nameTh ?? "", nameEn: v.nameEn ?? "", monthlySatang: satang };
      const rate = stored.get(code);
      compare(
        row,
        rate && { nameTh: rate.nameTh, nameEn: rate.nameEn, monthly: rate.monthlySatang },
        { nameTh: value.nameTh, nameEn: value.nameEn, monthly: value.monthlySatang },
        value,
      );
      return row;
    });
    markDuplicates(rows, "code");
    return rows;
  },

  async apply(tx, rows, request) {
    const entries: AuditEntryInput[] = [];
    const at = new Date(request.now);
    for (const row of rows) {
      const value = row.value;
      if (!value) continue;
      const [before] = await tx.select().from(garbageRates).where(eq(garbageRates.code, value.code)).for("update");
      const fields = ["nameTh", "nameEn", "monthlySatang"];
      if (!before) {
        await tx.insert(garbageRates).values({ ...value, updatedAt: at });
        entries.push({ action: "create", entity: "garbage-rate", entityId: value.code, changes: changedFields(null, value, ["code", ...fields]) });
      } else {
        await tx.update(garbageRates).set({ nameTh: value.nameTh, nameEn: value.nameEn, monthlySatang: value.monthlySatang, updatedAt: at }).where(eq(garbageRates.code, value.code));
        entries.push({ action: "update", entity: "garbage-rate", entityId: value.code, changes: changedFields(before, value, fields) });
      }
    }
    await writeAuditEntries(tx, request, entries);
  },
};

type AccountValue = {
  accountNo: string;
  houseNo: string;
  holderName: string;
  address: string;
  rateCode: string;
  /** The resident to link (from the payer's national ID), or the stored link. */
  personId: number | null;
};

/** An account's row for `jsonb_to_recordset` (column names as in the table). */
function toRecord(v: AccountValue): Record<string, string | number | null> {
  return { account_no: v.accountNo, house_no: v.houseNo, holder_name: v.holderName, address: v.address, rate_code: v.rateCode, person_id: v.personId };
}

/** The fields of an account that the audit log records (as `handlers/garbage/accounts.ts` does). */
const ACCOUNT_FIELDS = ["accountNo", "houseNo", "holderName", "address", "rateCode", "personId"] as const;

/** Garbage-fee accounts: number, house number, payer, address, category, the payer's national ID (optional). */
export const garbageAccountsKind: ImportKindDef<AccountValue> = {
  kind: "garbage-accounts",
  chunkSize: 1000,
  columns: [
    { id: "accountNo", th: "เลขที่บัญชีผู้ชำระ", en: "Account number", required: true, maxLength: 20, example: "10010001", text: true },
    { id: "houseNo", th: "บ้านเลขที่", en: "House number", required: true, maxLength: 40, example: "12/3", text: true },
    { id: "holderName", th: "ชื่อผู้ชำระค่าธรรมเนียม", en: "Payer's name", required: true, maxLength: 200, example: "นายสมชาย ใจดี" },
    { id: "address", th: "ที่อยู่", en: "Address", required: true, maxLength: 500, example: "หมู่ 4 ถนนเทศบาล 1 ตำบลตัวอย่าง" },
    { id: "category", th: "ประเภท", en: "Category", required: true, maxLength: 200, example: "บ้านพักอาศัย" },
    { id: "citizenId", th: "เลขประจำตัวประชาชนผู้ชำระ (ถ้ามี)", en: "Payer's national ID (optional)", required: false, maxLength: 17, example: "1101700230708", text: true },
  ],

  async plan(db, records) {
    const rates = await db.select().from(garbageRates);
    const rateOf = new Map<string, string>();
    for (const r of rates) for (const name of [r.code, r.nameTh, r.nameEn.toLowerCase()]) rateOf.set(name, r.code);
    const stored = new Map((await db.select().from(garbageAccounts)).map((a) => [a.accountNo, a]));
    const ids = records.map((r) => (r.values.citizenId ?? "").replace(/[\s-]/g, "")).filter((id) => /^[0-9]{13}$/.test(id));
    const residents = await residentsByCitizenId(db, ids);
    const rows = records.map((record) => {
      const v = record.values;
      const accountNo = v.accountNo ?? "";
      const row = startRow<AccountValue>(record, accountNo, this.columns);
      const errors: FieldError[] = [];
      if (accountNo !== "" && !ACCOUNT_NO.test(accountNo)) errors.push(fieldError("accountNo", "invalidFormat"));
      const category = v.category ?? "";
      const rateCode = rateOf.get(category) ?? rateOf.get(category.toLowerCase());
      if (category !== "" && !rateCode) errors.push(fieldError("category", "unknownRate"));
      const citizenId = (v.citizenId ?? "").replace(/[\s-]/g, "");
      if (citizenId !== "") errors.push(...citizenIdErrors("citizenId", v.citizenId ?? ""));
      const account = stored.get(accountNo);
      const resident = citizenId === "" ? undefined : residents.get(citizenId);
      if (resident && account?.personId != null && account.personId !== resident.id) errors.push(fieldError("citizenId", "importLinkedToOther"));
      fail(row, errors);
      if (row.result === "error" || !rateCode) return row;
      const value: AccountValue = {
        accountNo,
        houseNo: v.houseNo ?? "",
        holderName: v.holderName ?? "",
        address: v.address ?? "",
        rateCode,
        personId: resident?.id ?? account?.personId ?? null,
      };
      compare(
        row,
        account && { houseNo: account.houseNo, holderName: account.holderName, address: account.address, category: account.rateCode, citizenId: account.personId },
        { houseNo: value.houseNo, holderName: value.holderName, address: value.address, category: value.rateCode, citizenId: value.personId },
        value,
      );
      return row;
    });
    markDuplicates(rows, "accountNo");
    return rows;
  },

  async apply(tx, rows, request) {
    const creates = rows.filter((r) => r.result === "created" && r.value).map((r) => r.value!);
    const updates = rows.filter((r) => r.result === "updated" && r.value).map((r) => r.value!);
    const entries: AuditEntryInput[] = [];
    if (creates.length > 0) {
      // One JSON parameter per chunk, not eight per row: the statement's parameters are what cost (PGlite most).
      const created = resultRows<{ id: number; account_no: string; house_no: string; holder_name: string; address: string; rate_code: string; person_id: number | null }>(
        await tx.execute(sql`insert into garbage_accounts (account_no, house_no, holder_name, address, rate_code, person_id, created_at)
          select v.account_no, v.house_no, v.holder_name, v.address, v.rate_code, v.person_id, ${new Date(request.now).toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(creates.map(toRecord))}::jsonb)
            as v(account_no text, house_no text, holder_name text, address text, rate_code text, person_id integer)
          on conflict (account_no) do nothing
          returning id, account_no, house_no, holder_name, address, rate_code, person_id`),
      );
      for (const a of created) {
        const values = { accountNo: a.account_no, houseNo: a.house_no, holderName: a.holder_name, address: a.address, rateCode: a.rate_code, personId: a.person_id };
        entries.push({ action: "create", entity: "garbage-account", entityId: a.account_no, changes: changedFields(null, values, ACCOUNT_FIELDS) });
      }
    }
    if (updates.length > 0) {
      const before = new Map(
        (await tx.select().from(garbageAccounts).where(inArray(garbageAccounts.accountNo, updates.map((u) => u.accountNo))).for("update")).map((a) => [a.accountNo, a]),
      );
      await tx.execute(sql`update garbage_accounts as g
        set house_no = v.house_no, holder_name = v.holder_name, address = v.address, rate_code = v.rate_code, person_id = v.person_id
        from jsonb_to_recordset(${JSON.stringify(updates.map(toRecord))}::jsonb)
          as v(account_no text, house_no text, holder_name text, address text, rate_code text, person_id integer)
        where g.account_no = v.account_no`);
      for (const u of updates) {
        const old = before.get(u.accountNo);
        if (old) entries.push({ action: "update", entity: "garbage-account", entityId: u.accountNo, changes: changedFields(old, u, ACCOUNT_FIELDS) });
      }
    }
    await writeAuditEntries(tx, request, entries);
  },
};

interface LinkValue {
  accountNo: string;
  personId: number;
}

/** Residents' links to garbage-fee accounts: account number and the resident's national ID. */
export const garbageLinksKind: ImportKindDef<LinkValue> = {
  kind: "garbage-links",
  chunkSize: 1000,
  columns: [
    { id: "accountNo", th: "เลขที่บัญชีผู้ชำระ", en: "Account number", required: true, maxLength: 20, example: "10010001", text: true },
    { id: "citizenId", th: "เลขประจำตัวประชาชน", en: "National ID", required: true, maxLength: 17, example: "1101700230708", text: true },
  ],

  async plan(db, records) {
    const stored = new Map((await db.select({ accountNo: garbageAccounts.accountNo, personId: garbageAccounts.personId }).from(garbageAccounts)).map((a) => [a.accountNo, a]));
    const ids = records.map((r) => (r.values.citizenId ?? "").replace(/[\s-]/g, "")).filter((id) => /^[0-9]{13}$/.test(id));
    const residents = await residentsByCitizenId(db, ids);
    const rows: PlannedRow<LinkValue>[] = records.map((record) => {
      const v = record.values;
      const accountNo = v.accountNo ?? "";
      const row = startRow<LinkValue>(record, accountNo, this.columns);
      const errors: FieldError[] = [];
      const account = stored.get(accountNo);
      if (accountNo !== "" && !account) errors.push(fieldError("accountNo", "importUnknownAccount"));
      const citizenText = v.citizenId ?? "";
      const idErrors = citizenText === "" ? [] : citizenIdErrors("citizenId", citizenText);
      errors.push(...idErrors);
      const resident = residents.get(citizenText.replace(/[\s-]/g, ""));
      if (citizenText !== "" && idErrors.length === 0 && !resident) errors.push(fieldError("citizenId", "importUnknownResident"));
      if (account && resident && account.personId !== null && account.personId !== resident.id) errors.push(fieldError("citizenId", "importLinkedToOther"));
      fail(row, errors);
      if (row.result === "error" || !account || !resident) return row;
      compare(row, { citizenId: account.personId }, { citizenId: resident.id }, { accountNo, personId: resident.id });
      return row;
    });
    markDuplicates(rows, "accountNo");
    return rows;
  },

  async apply(tx, rows, request) {
    const links = rows.filter((r) => r.result === "updated" && r.value).map((r) => r.value!);
    if (links.length === 0) return;
    const list = JSON.stringify(links.map((l) => ({ account_no: l.accountNo, person_id: l.personId })));
    const changed = await tx.execute(sql`update garbage_accounts as g set person_id = v.person_id
      from jsonb_to_recordset(${list}::jsonb) as v(account_no text, person_id integer)
      where g.account_no = v.account_no and g.person_id is null
      returning g.account_no, g.person_id`);
    const names = await userNames(tx, links.map((l) => l.personId));
    const done = new Set(resultRows<{ account_no: string }>(changed).map((r) => r.account_no));
    await writeAuditEntries(
      tx,
      request,
      links
        .filter((l) => done.has(l.accountNo))
        .map((l) => ({
          action: "update" as const,
          entity: "garbage-account" as const,
          entityId: l.accountNo,
          changes: [
            { field: "personId", before: null, after: l.personId },
            { field: "residentUserName", before: null, after: names.get(l.personId) ?? null },
          ],
        })),
    );
  },
};
