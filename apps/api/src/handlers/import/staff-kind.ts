/**
 * Import of staff users (tracker issue 38 item 2; docs/import.md "Staff users"), with the rules of the staff user
 * calls (`handlers/staff-user.ts`): a user is found by user name; user name and e-mail are unique across both realms;
 * the unit must exist and be active and the position exist; at least one role. A new user is made by
 * `insertStaffAccount`, the one way an administrator creates a staff account: a one-time password to change at the
 * first sign-in, shown once in the confirmation's answer, the "account created" e-mail without it, the `create`
 * audit entry. An existing user's changes are audited as the staff page does (`permission-change` when the roles
 * change, else `update`); the import never takes `admin` from the importing administrator or the last active one,
 * and never deactivates anyone or resets a password.
 */
import { and, arrayContains, eq, inArray } from "drizzle-orm";
import { changedFields, writeAudit, type AuditAction } from "../../audit/audit";
import { hashPassword } from "../../auth/passwords";
import { orgUnits, personProfiles, persons, positions, staffMembers, STAFF_ROLES, type StaffRole } from "../../db/schema";
import { fieldError, formatName, type FieldError } from "../../i18n/field-messages";
import { auditView, findStaffUser, insertStaffAccount, oneTimePassword, STAFF_FIELDS, type NewStaffAccount } from "../staff-user";
import { chunks, compare, fail, markDuplicates, startRow, type ImportKindDef, type PlannedRow } from "./kinds";

/** The Thai names of the roles a file may give instead of the codes (docs/thai-glossary.md section 1). */
const ROLE_NAMES: Readonly<Record<string, StaffRole>> = {
  ผู้ดูแลระบบ: "admin",
  ผู้อำนวยการกอง: "division_head",
  หัวหน้าสำนัก: "division_head",
  "ผู้อำนวยการกอง/หัวหน้าสำนัก": "division_head",
  เจ้าหน้าที่: "officer",
  เจ้าหน้าที่รับเรื่องร้องเรียนการทุจริต: "integrity_officer",
  เจ้าหน้าที่ศูนย์ดำรงธรรม: "integrity_officer",
  เจ้าหน้าที่สารบรรณ: "document_controller",
  ผู้ดูแลข่าวประชาสัมพันธ์: "news_editor",
  เจ้าหน้าที่การเงิน: "finance_officer",
};

const USER_NAME = /^[a-z0-9._-]{3,50}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{7,18}[0-9]$/;

/** The roles of a cell (codes or Thai names, separated by commas or semicolons), or the unknown one. */
function parseRoles(text: string): { roles: StaffRole[]; unknown?: string } {
  const roles = new Set<StaffRole>();
  for (const part of text.split(/[,;\n]/).map((p) => p.trim()).filter((p) => p !== "")) {
    const code = part.toLowerCase().replace(/[\s-]+/g, "_");
    const role = (STAFF_ROLES as readonly string[]).includes(code) ? (code as StaffRole) : ROLE_NAMES[part.replace(/\s+/g, "")];
    if (!role) return { roles: [], unknown: part };
    roles.add(role);
  }
  return { roles: [...roles].sort() };
}

/** The language of e-mails from a cell: th, en, ไทย, อังกฤษ (empty: Thai). */
function parseLanguage(text: string): "th" | "en" | undefined {
  const value = text.toLowerCase();
  if (value === "" || value === "th" || value === "ไทย" || value === "ภาษาไทย") return "th";
  if (value === "en" || value === "อังกฤษ" || value === "ภาษาอังกฤษ") return "en";
  return undefined;
}

/** A staff row's account, as {@link insertStaffAccount} takes it less what `prepare` adds just before the write. */
interface StaffValue extends Omit<NewStaffAccount, "passwordHash" | "signInUrl"> {
  /** The stored user's id, for an update. */
  personId?: number;
  /** A new user's one-time password and its hash, made by `prepare` just before the chunk is written (never stored). */
  oneTimePassword?: { password: string; hash: string };
}

/** Staff users; `signInUrl` is the sign-in page named in the "account created" e-mail. */
export function staffKind(signInUrl: string): ImportKindDef<StaffValue> {
  const columns = [
    { id: "name", th: "ชื่อผู้ใช้", en: "User name", required: true, maxLength: 50, example: "somsri.k" },
    { id: "email", th: "อีเมล", en: "E-mail", required: true, maxLength: 200, example: "somsri.k@example.go.th" },
    { id: "title", th: "คำนำหน้าชื่อ", en: "Title", required: true, maxLength: 40, example: "นางสาว" },
    { id: "firstname", th: "ชื่อ", en: "First name", required: true, maxLength: 100, example: "สมศรี" },
    { id: "lastname", th: "นามสกุล", en: "Last name", required: true, maxLength: 100, example: "ขยันดี" },
    { id: "phone", th: "หมายเลขโทรศัพท์ (ถ้ามี)", en: "Telephone (optional)", required: false, maxLength: 20, example: "081-234-5678", text: true },
    { id: "unitCode", th: "รหัสหน่วยงาน", en: "Unit code", required: true, maxLength: 40, example: "public-works" },
    { id: "position", th: "ตำแหน่ง (ถ้ามี)", en: "Position (optional)", required: false, maxLength: 200, example: "นักวิชาการคอมพิวเตอร์" },
    { id: "roles", th: "บทบาท", en: "Roles", required: true, maxLength: 300, example: "เจ้าหน้าที่, เจ้าหน้าที่สารบรรณ" },
    { id: "language", th: "ภาษาของอีเมล (ถ้ามี)", en: "E-mail language (optional)", required: false, maxLength: 10, example: "th" },
  ] as const;
  return {
    kind: "staff",
    chunkSize: 20, // each new user costs an argon2 hash: small chunks keep the progress moving
    columns,

    async plan(db, records, request) {
      const units = new Map((await db.select().from(orgUnits)).filter((u) => u.code).map((u) => [u.code!, u]));
      const allPositions = await db.select().from(positions);
      const positionByName = new Map<string, number>();
      for (const p of allPositions) {
        positionByName.set(p.nameTh, p.id);
        positionByName.set(p.nameEn.toLowerCase(), p.id);
      }
      const names = records.map((r) => (r.values.name ?? "").toLowerCase()).filter((n) => n !== "");
      const emails = records.map((r) => (r.values.email ?? "").toLowerCase()).filter((e) => e !== "");
      const people = new Map<string, { id: number; realm: string; email: string }>();
      const emailOwner = new Map<string, string>();
      for (const part of chunks([...new Set([...names, ...emails])], 1000)) {
        const found = await db
          .select({ id: persons.id, realm: persons.realm, name: persons.name, email: persons.email })
          .from(persons)
          .where(inArray(persons.name, part));
        for (const p of found) people.set(p.name, p);
        for (const p of await db.select({ name: persons.name, email: persons.email }).from(persons).where(inArray(persons.email, part))) emailOwner.set(p.email, p.name);
      }
      const stored = new Map<number, NonNullable<Awaited<ReturnType<typeof findStaffUser>>>>();
      const staffIds = [...people.values()].filter((p) => p.realm === "staff").map((p) => p.id);
      for (const id of staffIds) {
        const row = await findStaffUser(db, id);
        if (row) stored.set(id, row);
      }
      const rows = records.map((record) => {
        const v = record.values;
        const name = (v.name ?? "").toLowerCase();
        const row = startRow<StaffValue>(record, name, columns);
        const errors: FieldError[] = [];
        const email = (v.email ?? "").toLowerCase();
        if (name !== "" && !USER_NAME.test(name)) errors.push(fieldError("name", "invalidFormat"));
        if (email !== "" && !EMAIL.test(email)) errors.push(fieldError("email", "validFormat", { format: formatName("email") }));
        const phone = v.phone ?? "";
        if (phone !== "" && !PHONE.test(phone)) errors.push(fieldError("phone", "phoneDigits"));
        const unit = units.get((v.unitCode ?? "").toLowerCase());
        if ((v.unitCode ?? "") !== "" && !unit) errors.push(fieldError("unitCode", "mustNameUnit"));
        else if (unit && !unit.active) errors.push(fieldError("unitCode", "notActiveUnit"));
        const positionText = v.position ?? "";
        const positionId = positionText === "" ? null : (positionByName.get(positionText) ?? positionByName.get(positionText.toLowerCase()));
        if (positionId === undefined) errors.push(fieldError("position", "importUnknownPosition"));
        const { roles, unknown } = parseRoles(v.roles ?? "");
        if (unknown !== undefined) errors.push(fieldError("roles", "importUnknownRole", { role: unknown }));
        const language = parseLanguage(v.language ?? "");
        if (!language) errors.push(fieldError("language", "importLanguage"));
        const person = people.get(name);
        if (person && person.realm !== "staff") errors.push(fieldError("name", "alreadyRegistered"));
        const owner = emailOwner.get(email);
        if (owner !== undefined && owner !== name) errors.push(fieldError("email", "alreadyRegistered"));
        fail(row, errors);
        if (row.result === "error" || !unit || positionId === undefined || !language) return row;
        const value: StaffValue = {
          name,
          email,
          title: v.title ?? "",
          firstname: v.firstname ?? "",
          lastname: v.lastname ?? "",
          phone: phone === "" ? null : phone,
          unitId: unit.id,
          positionId,
          roles,
          language,
          ...(person ? { personId: person.id } : {}),
        };
        const before = person ? stored.get(person.id) : undefined;
        compare(
          row,
          before && {
            email: before.person.email,
            title: before.profile?.title ?? "",
            firstname: before.profile?.firstname ?? "",
            lastname: before.profile?.lastname ?? "",
            phone: before.profile?.phone ?? null,
            unitCode: before.staff.unitId,
            position: before.staff.positionId,
            roles: [...before.staff.roles].sort(),
            language: before.person.language,
          },
          {
            email,
            title: value.title,
            firstname: value.firstname,
            lastname: value.lastname,
            phone: value.phone,
            unitCode: value.unitId,
            position: value.positionId,
            roles,
            language: language,
          },
          value,
        );
        return row;
      });
      markDuplicates(rows, "name");
      markDuplicates(rows, "email", (row) => row.value?.email ?? "");
      refuseAdminRemovals(rows, stored, request.auth.personId, await activeAdminIds(db));
      return rows;
    },

    async prepare(rows) {
      for (const row of rows) {
        if (row.result !== "created" || !row.value) continue;
        const password = oneTimePassword();
        row.value.oneTimePassword = { password, hash: await hashPassword(password) };
      }
    },

    async apply(tx, rows, request, out) {
      for (const row of rows) {
        const value = row.value;
        if (!value) continue;
        if (row.result === "created" && value.oneTimePassword) {
          const { oneTimePassword: issued, ...account } = value;
          await insertStaffAccount(tx, request, { ...account, passwordHash: issued.hash, signInUrl });
          out.passwords.push({ row: row.row, name: value.name, oneTimePassword: issued.password });
        } else if (row.result === "updated" && value.personId !== undefined) {
          await updateStaff(tx, request, value);
        }
      }
    },
  };
}

/** The ids of the active administrators. */
async function activeAdminIds(db: Parameters<ImportKindDef["plan"]>[0]): Promise<Set<number>> {
  const rows = await db
    .select({ id: staffMembers.personId })
    .from(staffMembers)
    .where(and(eq(staffMembers.active, true), arrayContains(staffMembers.roles, ["admin"])));
  return new Set(rows.map((r) => r.id));
}

/** Refuses the rows that take `admin` from the importing administrator, or from the last active administrators. */
function refuseAdminRemovals(
  rows: PlannedRow<StaffValue>[],
  stored: ReadonlyMap<number, { staff: { roles: StaffRole[]; active: boolean } }>,
  selfId: number,
  admins: Set<number>,
): void {
  const losing = rows.filter((r) => {
    const id = r.value?.personId;
    return id !== undefined && admins.has(id) && !r.value!.roles.includes("admin");
  });
  const remaining = [...admins].filter((id) => !losing.some((r) => r.value!.personId === id));
  for (const row of losing) {
    if (row.value!.personId === selfId) fail(row, [fieldError("roles", "removeOwnAdminRole")]);
    else if (remaining.length === 0 && stored.has(row.value!.personId!)) fail(row, [fieldError("roles", "lastAdminKeepsRole")]);
  }
}

/** Writes an existing staff user's changed details, audited as the staff page does. */
async function updateStaff(tx: Parameters<ImportKindDef["apply"]>[0], request: Parameters<ImportKindDef["apply"]>[2], value: StaffValue): Promise<void> {
  const id = value.personId!;
  const before = await findStaffUser(tx, id, true);
  if (!before) return;
  const at = new Date(request.now);
  await tx.update(persons).set({ email: value.email, language: value.language }).where(eq(persons.id, id));
  await tx
    .update(personProfiles)
    .set({ title: value.title, firstname: value.firstname, lastname: value.lastname, phone: value.phone, updatedAt: at })
    .where(eq(personProfiles.personId, id));
  await tx.update(staffMembers).set({ unitId: value.unitId, positionId: value.positionId, roles: value.roles, updatedAt: at }).where(eq(staffMembers.personId, id));
  const after = await findStaffUser(tx, id);
  const changes = changedFields(auditView(before), auditView(after ?? null), STAFF_FIELDS);
  const action: AuditAction = changes.some((c) => c.field === "roles") ? "permission-change" : "update";
  if (changes.length > 0) await writeAudit(tx, request, { action, entity: "staff-user", entityId: id, changes });
}
