/**
 * Import of units and positions (tracker issue 38 item 2; docs/import.md "Units", "Positions"), with the rules of
 * the structure page (`handlers/organisation.ts`, `handlers/position.ts`): a unit is found by its code; a unit with a
 * parent unit is a section, one without a division; the parent must exist and be active, in the system or earlier or
 * later in the same file, and a unit is never placed under itself. A position is found by its Thai name; its
 * English name is unique too. Every created or updated record gets its audit entry, as the structure page writes it.
 */
import { asc, eq, isNull, max } from "drizzle-orm";
import { changedFields, writeAuditEntries, type AuditEntryInput } from "../../audit/audit";
import type { Tx } from "../../db/database";
import { orgUnits, positions } from "../../db/schema";
import { fieldError } from "../../i18n/field-messages";
import { compare, fail, markDuplicates, startRow, type ImportKindDef, type PlannedRow } from "./kinds";

/** A unit code as the contract has it (`OrgUnitCreate.code`). */
const UNIT_CODE = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** Fields of a unit that the audit log records (as `handlers/organisation.ts` does). */
const UNIT_FIELDS = ["parentId", "kind", "code", "nameTh", "nameEn", "orderNo", "active"] as const;

interface UnitValue {
  code: string;
  nameTh: string;
  nameEn: string;
  parentCode: string | null;
  orderNo: number | null;
}

/** Units: code, Thai and English names, the parent unit's code, the order among its siblings. */
export const unitsKind: ImportKindDef<UnitValue> = {
  kind: "units",
  chunkSize: 100_000, // one transaction: a unit may name a parent written later in the file
  columns: [
    { id: "code", th: "รหัสหน่วยงาน", en: "Unit code", required: true, maxLength: 40, example: "public-works" },
    { id: "nameTh", th: "ชื่อหน่วยงานภาษาไทย", en: "Name in Thai", required: true, maxLength: 200, example: "กองช่าง" },
    { id: "nameEn", th: "ชื่อหน่วยงานภาษาอังกฤษ", en: "Name in English", required: true, maxLength: 200, example: "Public Works Division" },
    { id: "parentCode", th: "รหัสหน่วยงานต้นสังกัด (ถ้ามี)", en: "Parent unit code (optional)", required: false, maxLength: 40, example: "" },
    { id: "orderNo", th: "ลำดับ (ถ้ามี)", en: "Order (optional)", required: false, maxLength: 5, example: "3" },
  ],

  async plan(db, records) {
    const stored = await db.select().from(orgUnits);
    const byCode = new Map(stored.filter((u) => u.code !== null).map((u) => [u.code!, u]));
    const byId = new Map(stored.map((u) => [u.id, u]));
    const rows: PlannedRow<UnitValue>[] = records.map((record) => {
      const v = record.values;
      const code = (v.code ?? "").toLowerCase();
      const row = startRow<UnitValue>(record, code, this.columns);
      if (code !== "" && !UNIT_CODE.test(code)) fail(row, [fieldError("code", "invalidFormat")]);
      const order = v.orderNo ?? "";
      if (order !== "" && (!/^[0-9]{1,5}$/.test(order) || Number(order) > 10_000)) fail(row, [fieldError("orderNo", "importWholeNumber", { min: 0, max: 10_000 })]);
      const parentCode = (v.parentCode ?? "").toLowerCase() || null;
      if (row.result !== "error") {
        row.value = { code, nameTh: v.nameTh ?? "", nameEn: v.nameEn ?? "", parentCode, orderNo: order === "" ? null : Number(order) };
      }
      return row;
    });
    markDuplicates(rows, "code");
    // The parent of every code once the file is applied (stored units, then the file's), to find unknown parents and cycles.
    const parentOf = new Map<string, string | null>();
    for (const unit of stored) if (unit.code) parentOf.set(unit.code, unit.parentId === null ? null : (byId.get(unit.parentId)?.code ?? null));
    for (const row of rows) if (row.value) parentOf.set(row.value.code, row.value.parentCode);
    for (const row of rows) {
      const value = row.value;
      if (!value) continue;
      const parent = value.parentCode;
      if (parent !== null) {
        const inFile = rows.some((r) => r.value?.code === parent);
        const storedParent = byCode.get(parent);
        if (!inFile && !storedParent) fail(row, [fieldError("parentCode", "importUnknownUnit")]);
        else if (!inFile && storedParent && !storedParent.active) fail(row, [fieldError("parentCode", "deactivated")]);
        else if (climbsTo(parentOf, parent, value.code)) fail(row, [fieldError("parentCode", "unitItselfOrBelow")]);
      }
      if (row.result === "error") continue;
      const unit = byCode.get(value.code);
      const storedParentCode = unit?.parentId == null ? null : (byId.get(unit.parentId)?.code ?? null);
      compare(
        row,
        unit && { nameTh: unit.nameTh, nameEn: unit.nameEn, parentCode: storedParentCode, orderNo: unit.orderNo },
        { nameTh: value.nameTh, nameEn: value.nameEn, parentCode: parent, orderNo: value.orderNo ?? unit?.orderNo ?? null },
        value,
      );
    }
    return rows;
  },

  async apply(tx, rows, request) {
    const ids = new Map<string, number>();
    for (const unit of await tx.select({ id: orgUnits.id, code: orgUnits.code }).from(orgUnits)) if (unit.code) ids.set(unit.code, unit.id);
    const pending = rows.filter((r) => r.value);
    const entries: AuditEntryInput[] = [];
    // Parents first: a unit is written once its parent exists.
    while (pending.length > 0) {
      const index = pending.findIndex((r) => r.value!.parentCode === null || ids.has(r.value!.parentCode) || !pending.some((p) => p.value!.code === r.value!.parentCode));
      const [row] = pending.splice(index === -1 ? 0 : index, 1);
      const value = row!.value!;
      const parentId = value.parentCode === null ? null : (ids.get(value.parentCode) ?? null);
      const kind = parentId === null ? "division" : "section";
      const at = new Date(request.now);
      const [before] = await tx.select().from(orgUnits).where(eq(orgUnits.code, value.code)).for("update");
      if (!before) {
        const orderNo = value.orderNo ?? (await nextOrder(tx, parentId));
        const [created] = await tx
          .insert(orgUnits)
          .values({ parentId, kind, code: value.code, nameTh: value.nameTh, nameEn: value.nameEn, orderNo, active: true, createdAt: at, updatedAt: at })
          .returning();
        ids.set(value.code, created!.id);
        entries.push({ action: "create", entity: "org-unit", entityId: created!.id, changes: changedFields(null, created!, UNIT_FIELDS) });
      } else {
        const [after] = await tx
          .update(orgUnits)
          .set({ parentId, kind, nameTh: value.nameTh, nameEn: value.nameEn, orderNo: value.orderNo ?? before.orderNo, updatedAt: at })
          .where(eq(orgUnits.id, before.id))
          .returning();
        const changes = changedFields(before, after!, UNIT_FIELDS);
        if (changes.length > 0) entries.push({ action: "update", entity: "org-unit", entityId: before.id, changes });
      }
    }
    await writeAuditEntries(tx, request, entries);
  },
};

/** Whether following parents up from `start` reaches `code` (or goes round a stored cycle). */
function climbsTo(parentOf: ReadonlyMap<string, string | null>, start: string, code: string): boolean {
  const seen = new Set<string>();
  for (let at: string | null | undefined = start; at != null; at = parentOf.get(at)) {
    if (at === code || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}

/** The next `orderNo` among the children of `parentId`. */
async function nextOrder(tx: Tx, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(orgUnits.orderNo) })
    .from(orgUnits)
    .where(parentId === null ? isNull(orgUnits.parentId) : eq(orgUnits.parentId, parentId));
  return (row?.last ?? 0) + 1;
}

interface PositionValue {
  nameTh: string;
  nameEn: string;
}

/** Positions: Thai name (the key) and English name. */
export const positionsKind: ImportKindDef<PositionValue> = {
  kind: "positions",
  chunkSize: 1000,
  columns: [
    { id: "nameTh", th: "ชื่อตำแหน่งภาษาไทย", en: "Position in Thai", required: true, maxLength: 200, example: "นักวิชาการคอมพิวเตอร์" },
    { id: "nameEn", th: "ชื่อตำแหน่งภาษาอังกฤษ", en: "Position in English", required: true, maxLength: 200, example: "Computer Technical Officer" },
  ],

  async plan(db, records) {
    const stored = await db.select().from(positions).orderBy(asc(positions.id));
    const byTh = new Map(stored.map((p) => [p.nameTh, p]));
    const rows = records.map((record) => {
      const row = startRow<PositionValue>(record, record.values.nameTh ?? "", this.columns);
      if (row.result !== "error") row.value = { nameTh: record.values.nameTh ?? "", nameEn: record.values.nameEn ?? "" };
      return row;
    });
    markDuplicates(rows, "nameTh");
    // The English name is unique too: taken by another stored position, or by an earlier row of the file.
    const englishOwner = new Map(stored.map((p) => [p.nameEn.toLowerCase(), p.nameTh]));
    const englishRow = new Map<string, number>();
    for (const row of rows) {
      const value = row.value;
      if (!value) continue;
      const english = value.nameEn.toLowerCase();
      const owner = englishOwner.get(english);
      const seenRow = englishRow.get(english);
      if (seenRow !== undefined) fail(row, [fieldError("nameEn", "importDuplicateRow", { row: seenRow })]);
      else if (owner !== undefined && owner !== value.nameTh) fail(row, [fieldError("nameEn", "alreadyUsed")]);
      else englishRow.set(english, row.row);
      const position = byTh.get(value.nameTh);
      compare(row, position && { nameEn: position.nameEn }, { nameEn: value.nameEn }, value);
    }
    return rows;
  },

  async apply(tx, rows, request) {
    const entries: AuditEntryInput[] = [];
    const creates = rows.filter((r) => r.result === "created" && r.value).map((r) => r.value!);
    if (creates.length > 0) {
      const created = await tx
        .insert(positions)
        .values(creates.map((v) => ({ ...v, createdAt: new Date(request.now) })))
        .returning();
      for (const p of created) entries.push({ action: "create", entity: "position", entityId: p.id, changes: changedFields(null, { nameTh: p.nameTh, nameEn: p.nameEn }) });
    }
    for (const row of rows.filter((r) => r.result === "updated" && r.value)) {
      const [before] = await tx.select().from(positions).where(eq(positions.nameTh, row.value!.nameTh)).for("update");
      if (!before) continue;
      await tx.update(positions).set({ nameEn: row.value!.nameEn }).where(eq(positions.id, before.id));
      entries.push({ action: "update", entity: "position", entityId: before.id, changes: changedFields({ nameEn: before.nameEn }, { nameEn: row.value!.nameEn }) });
    }
    await writeAuditEntries(tx, request, entries);
  },
};
