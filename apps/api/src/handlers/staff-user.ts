/**
 * Staff users and roles (issue 10 item 2; contract tag `staff`) and the staff overview at `/mwp` (item 6).
 *
 * A staff account is a `persons` row (realm `staff`), its `person_profiles` row and its `staff_members` row (unit,
 * position, roles, state). Administrators create accounts with a one-time password (shown once in the answer,
 * stored only as an argon2id hash, never e-mailed or audited), change them, deactivate them (every session of
 * the user is revoked in the same transaction, so their next call answers 401 on every instance) and reset their
 * passwords (again a one-time password; every session revoked).
 *
 * Rules: user name and e-mail unique across both realms (409); unit must exist and be active, position must
 * exist (409); an administrator cannot take the `admin` role from themselves, nor deactivate themselves, nor
 * reset their own password (409; they change it with PUT /pw); the last active administrator keeps the role
 * (409). Every change writes exactly one audit entry in its transaction: roles changed -> `permission-change`,
 * active changed -> `status-change`, password reset -> `password-reset`, else `create` / `update`.
 */
import { randomInt } from "node:crypto";
import { and, arrayContains, asc, count, desc, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { changedFields, writeAudit, type AuditAction, type AuditRequest } from "../audit/audit";
import { hashPassword } from "../auth/passwords";
import { revokeSessions } from "../auth/sessions";
import type { AuthContext } from "../auth/context";
import type { OperationHandler } from "./types";
import type { Db, Tx } from "../db/database";
import { auditLog, orgUnits, personProfiles, persons, positions, staffMembers, type StaffRole } from "../db/schema";
import { HttpError } from "../lib/errors";
import { enqueueEmail } from "../mail/outbox";
import { toAuditEntry } from "./audit-log";
import { labelAuditEntries } from "../audit/labels";
import { isUniqueViolation, likeEscape } from "../db/sql";
import { paging, signedIn, type HandlerDeps } from "./deps";
import { trimmedTexts } from "./owned-rows";
import { takenErrors, takenIdentifiers, type IdentifierField } from "./identifiers";
import { memberCounts, toOrgUnit } from "./organisation";
import { fieldError } from "../i18n/field-messages";

/** Letters and digits that cannot be mistaken for one another (no 0/O/o, 1/l/I). */
const ONE_TIME_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/** Length of a one-time password, in characters (about 70 bits from {@link ONE_TIME_ALPHABET}). */
export const ONE_TIME_PASSWORD_LENGTH = 12;

/**
 * A new one-time password: {@link ONE_TIME_PASSWORD_LENGTH} characters drawn uniformly with `node:crypto`
 * from an alphabet without look-alike characters, so that an administrator can read it out.
 */
export function oneTimePassword(): string {
  let password = "";
  for (let i = 0; i < ONE_TIME_PASSWORD_LENGTH; i++) password += ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)];
  return password;
}

/** Address of the portal's sign-in page in e-mails (`{{signInUrl}}`), from `ServerConfig.portalUrl`. */
export function signInUrl(portalUrl: string): string {
  return `${portalUrl.replace(/\/+$/, "")}/sign-in`;
}

const staffColumns = { person: persons, profile: personProfiles, staff: staffMembers };

/** A staff user's rows: person, profile (if any) and staff member. */
export type StaffRow = {
  person: typeof persons.$inferSelect;
  profile: typeof personProfiles.$inferSelect | null;
  staff: typeof staffMembers.$inferSelect;
};

/**
 * Fields of a staff user that the audit log records: never the password, and not `mustChangePassword` either
 * (the audit log leaves out every field named like a secret; a reset is recorded by its action).
 */
export const STAFF_FIELDS = [
  "name",
  "email",
  "title",
  "firstname",
  "lastname",
  "phone",
  "unitId",
  "positionId",
  "roles",
  "language",
  "active",
] as const;

/** Converts a staff row to the contract's `StaffUser`. */
function toStaffUser(row: StaffRow): Schemas["StaffUser"] {
  return {
    id: row.person.id,
    name: row.person.name,
    email: row.person.email,
    title: row.profile?.title ?? "",
    firstname: row.profile?.firstname ?? "",
    lastname: row.profile?.lastname ?? "",
    phone: row.profile?.phone ?? null,
    unitId: row.staff.unitId,
    positionId: row.staff.positionId,
    roles: row.staff.roles,
    language: row.person.language,
    active: row.staff.active,
    mustChangePassword: row.staff.mustChangePassword,
    lastSignInAt: row.staff.lastSignInAt ? row.staff.lastSignInAt.toISOString() : null,
    createdAt: row.person.createdAt.toISOString(),
  };
}

/** Reads one staff user (optionally locking its `staff_members` row). */
export async function findStaffUser(db: Db | Tx, personId: number, lock = false): Promise<StaffRow | undefined> {
  const q = db
    .select(staffColumns)
    .from(staffMembers)
    .innerJoin(persons, eq(persons.id, staffMembers.personId))
    .leftJoin(personProfiles, eq(personProfiles.personId, staffMembers.personId))
    .where(eq(staffMembers.personId, personId))
    .limit(1);
  const [row] = lock ? await q.for("update", { of: staffMembers }) : await q;
  return row;
}


/** Active administrators other than `personId` (locked, so that two demotions cannot both pass). */
async function otherActiveAdmins(tx: Tx, personId: number): Promise<number> {
  const rows = await tx
    .select({ id: staffMembers.personId })
    .from(staffMembers)
    .where(and(eq(staffMembers.active, true), arrayContains(staffMembers.roles, ["admin"]), ne(staffMembers.personId, personId)))
    .for("update");
  return rows.length;
}


/** The audit form of a staff user (flat, for {@link changedFields}). */
export function auditView(row: StaffRow | null): Record<string, unknown> | null {
  if (!row) return null;
  const user = toStaffUser(row);
  return { ...user, roles: [...user.roles].sort() };
}

/** Unit (existing and active) and position (existing) checks of a create or update; 409 saying which. */
async function checkPlacement(
  tx: Tx,
  t: (key: "staffUnitUnavailable" | "staffPositionUnavailable") => string,
  unitId: number | undefined,
  positionId: number | null | undefined,
): Promise<void> {
  if (unitId !== undefined) {
    const [unit] = await tx.select({ active: orgUnits.active }).from(orgUnits).where(eq(orgUnits.id, unitId)).limit(1);
    if (!unit || !unit.active) {
      throw new HttpError(409, t("staffUnitUnavailable"), [fieldError("unitId", unit ? "deactivated" : "doesNotExist")]);
    }
  }
  if (positionId !== undefined && positionId !== null) {
    const [position] = await tx.select({ id: positions.id }).from(positions).where(eq(positions.id, positionId)).limit(1);
    if (!position) throw new HttpError(409, t("staffPositionUnavailable"), [fieldError("positionId", "doesNotExist")]);
  }
}

/** A new staff account as {@link insertStaffAccount} writes it (values already checked and normalised). */
export interface NewStaffAccount {
  /** User name, lower-case. */
  name: string;
  /** E-mail address, lower-case. */
  email: string;
  language: "th" | "en";
  title: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  unitId: number;
  positionId: number | null;
  roles: StaffRole[];
  /** The argon2id hash of the one-time password ({@link oneTimePassword}); the password itself is never stored. */
  passwordHash: string;
  /** The sign-in page named in the e-mail ({@link signInUrl}). */
  signInUrl: string;
}

/**
 * Writes a staff account an administrator creates (issue 10 item 2): its `persons`, `person_profiles` and
 * `staff_members` rows, the one-time password to change at the first sign-in, the "account created" e-mail (which
 * never holds the password: the administrator hands it over) and the `create` audit entry, all in `tx`. The one way
 * staff accounts are made, by `createStaffUser` and by the import of staff users (tracker issue 38 item 2).
 *
 * @param request - Who acts, from where, and when (a handler's context).
 * @returns The new account's row.
 */
export async function insertStaffAccount(tx: Tx, request: AuditRequest, account: NewStaffAccount): Promise<StaffRow> {
  const at = new Date(request.now);
  const [person] = await tx
    .insert(persons)
    .values({ realm: "staff", name: account.name, email: account.email, passwordHash: account.passwordHash, language: account.language, createdAt: at })
    .returning({ id: persons.id });
  if (!person) throw new Error("insert into persons returned no row");
  await tx.insert(personProfiles).values({
    personId: person.id,
    title: account.title,
    firstname: account.firstname,
    lastname: account.lastname,
    phone: account.phone,
    createdAt: at,
    updatedAt: at,
  });
  await tx.insert(staffMembers).values({
    personId: person.id,
    unitId: account.unitId,
    positionId: account.positionId,
    roles: account.roles,
    active: true,
    mustChangePassword: true,
    updatedAt: at,
  });
  const row = await findStaffUser(tx, person.id);
  if (!row) throw new Error("the new staff account was not found");
  await enqueueEmail(tx, {
    template: "staff-account-created",
    to: account.email,
    language: account.language,
    personId: person.id,
    data: { title: account.title, firstname: account.firstname, lastname: account.lastname, name: account.name, signInUrl: account.signInUrl },
    now: request.now,
  });
  await writeAudit(tx, request, { action: "create", entity: "staff-user", entityId: person.id, changes: changedFields(null, auditView(row), STAFF_FIELDS) });
  return row;
}

/** Thrown by {@link createBootstrapAdmin} when the account cannot be made (the message says why). */
export class BootstrapAdminError extends Error {
  override name = "BootstrapAdminError";
}

/**
 * Creates the first administrator of a database without demo data (`node dist/main.mjs --create-admin <name>
 * <email>`): a staff account with the `admin` role, no unit, and a one-time password that must be changed at the
 * first sign-in. Audited as a `create` by the command line (no person).
 *
 * @param db - The open database (migrated).
 * @param account - User name (3 to 50 letters, digits, `.`, `_`, `-`; stored lower-case), e-mail, `now` in ms.
 * @returns The one-time password (print it once; it is stored only as a hash).
 * @throws BootstrapAdminError when the name or e-mail is invalid or already registered.
 */
export async function createBootstrapAdmin(db: Db, account: { name: string; email: string; now: number }): Promise<string> {
  const name = account.name.trim().toLowerCase();
  const email = account.email.trim().toLowerCase();
  if (!/^[a-z0-9._-]{3,50}$/.test(name)) throw new BootstrapAdminError("the user name must be 3 to 50 letters, digits, dots, hyphens or underscores");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 200) throw new BootstrapAdminError("the e-mail address is not valid");
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const taken = await takenIdentifiers(tx, { name, email });
    if (taken.length > 0) throw new BootstrapAdminError(`${taken.join(" and ")} already registered`);
    const at = new Date(account.now);
    const [person] = await tx.insert(persons).values({ realm: "staff", name, email, passwordHash, createdAt: at }).returning({ id: persons.id });
    if (!person) throw new Error("insert into persons returned no row");
    await tx.insert(personProfiles).values({ personId: person.id, title: "", firstname: name, lastname: "", createdAt: at, updatedAt: at });
    await tx.insert(staffMembers).values({ personId: person.id, roles: ["admin"], mustChangePassword: true, updatedAt: at });
    const row = await findStaffUser(tx, person.id);
    await writeAudit(
      tx,
      { auth: null, clientIp: "command-line", requestId: `create-admin-${at.toISOString()}`, now: account.now },
      {
        action: "create",
        entity: "staff-user",
        entityId: person.id,
        changes: changedFields(null, auditView(row ?? null), STAFF_FIELDS),
        actor: { personId: null, personName: "--create-admin", realm: null },
      },
    );
  });
  return password;
}

/** The staff user handlers and the staff overview. */
export function staffUserHandlers(deps: HandlerDeps): {
  listStaffUsers: OperationHandler<"listStaffUsers">;
  createStaffUser: OperationHandler<"createStaffUser">;
  getStaffUser: OperationHandler<"getStaffUser">;
  updateStaffUser: OperationHandler<"updateStaffUser">;
  setStaffUserStatus: OperationHandler<"setStaffUserStatus">;
  resetStaffUserPassword: OperationHandler<"resetStaffUserPassword">;
  getStaffHome: OperationHandler<"getStaffHome">;
} {
  const { db } = deps;
  const signIn = signInUrl(deps.portalUrl);

  async function loadOrFail(tx: Db | Tx, id: number, t: (key: "staffUserNotFound") => string, lock = false): Promise<StaffRow> {
    const row = await findStaffUser(tx, id, lock);
    if (!row) throw new HttpError(404, t("staffUserNotFound"));
    return row;
  }

  /** The refusal to take `admin` away from `target` (self or the last active administrator), if any. */
  async function adminRemovalRefusal(tx: Tx, auth: AuthContext, target: StaffRow, t: (key: "lastAdmin" | "ownAdminRole") => string): Promise<HttpError | null> {
    if (!target.staff.roles.includes("admin") || !target.staff.active) return null;
    if ((await otherActiveAdmins(tx, target.person.id)) === 0) return new HttpError(409, t("lastAdmin"), [fieldError("roles", "lastAdminKeepsRole")]);
    if (target.person.id === auth.personId) return new HttpError(409, t("ownAdminRole"), [fieldError("roles", "removeOwnAdminRole")]);
    return null;
  }

  return {
    listStaffUsers: {
      async handle(ctx) {
        const q = ctx.query;
        const conditions: (SQL | undefined)[] = [];
        if (q.unitId !== undefined) conditions.push(eq(staffMembers.unitId, q.unitId));
        if (q.active !== undefined) conditions.push(eq(staffMembers.active, q.active));
        const text = q.q?.trim();
        if (text) {
          const pattern = `%${likeEscape(text)}%`;
          conditions.push(
            or(ilike(persons.name, pattern), ilike(persons.email, pattern), ilike(personProfiles.firstname, pattern), ilike(personProfiles.lastname, pattern)),
          );
        }
        const where = and(...conditions);
        const order = q.dir === "desc" ? desc : asc;
        const sortColumn = { name: persons.name, lastname: personProfiles.lastname, createdAt: persons.createdAt }[q.sort ?? "name"];
        const { offset, limit } = paging(q);
        const base = () =>
          db
            .select(staffColumns)
            .from(staffMembers)
            .innerJoin(persons, eq(persons.id, staffMembers.personId))
            .leftJoin(personProfiles, eq(personProfiles.personId, staffMembers.personId));
        const [rows, totals] = await Promise.all([
          base().where(where).orderBy(order(sortColumn), order(persons.id)).offset(offset).limit(limit),
          db
            .select({ n: count() })
            .from(staffMembers)
            .innerJoin(persons, eq(persons.id, staffMembers.personId))
            .leftJoin(personProfiles, eq(personProfiles.personId, staffMembers.personId))
            .where(where),
        ]);
        return { status: 200, body: { success: true, message: "", total: totals[0]?.n ?? 0, data: rows.map(toStaffUser) } };
      },
    },

    createStaffUser: {
      async handle(ctx) {
        const body = ctx.body;
        const names = trimmedTexts("", { title: body.title, firstname: body.firstname, lastname: body.lastname });
        const name = body.name.toLowerCase();
        const email = body.email.toLowerCase();
        const language = body.language ?? "th";
        const roles = [...new Set(body.roles)] as StaffRole[];
        const password = oneTimePassword();
        const passwordHash = await hashPassword(password);
        const conflict = (fields: IdentifierField[]) => new HttpError(409, ctx.t("staffIdentifierTaken"), takenErrors(fields));
        let created: StaffRow;
        try {
          created = await db.transaction(async (tx) => {
            const taken = await takenIdentifiers(tx, { name, email });
            if (taken.length > 0) throw conflict(taken);
            await checkPlacement(tx, ctx.t, body.unitId, body.positionId);
            return insertStaffAccount(tx, ctx, {
              name,
              email,
              language,
              ...names,
              phone: body.phone ?? null,
              unitId: body.unitId,
              positionId: body.positionId ?? null,
              roles,
              passwordHash,
              signInUrl: signIn,
            });
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(await takenIdentifiers(db, { name, email }));
          throw err;
        }
        return { status: 201, body: { success: true, message: "", data: { ...toStaffUser(created), oneTimePassword: password } } };
      },
    },

    getStaffUser: {
      async handle(ctx) {
        const row = await loadOrFail(db, ctx.params.id, ctx.t);
        return { status: 200, body: { success: true, message: "", data: toStaffUser(row) } };
      },
    },

    updateStaffUser: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const body = ctx.body;
        const id = ctx.params.id;
        const email = body.email?.toLowerCase();
        const names = trimmedTexts("", { title: body.title, firstname: body.firstname, lastname: body.lastname });
        const conflict = (fields: IdentifierField[]) => new HttpError(409, ctx.t("staffIdentifierTaken"), takenErrors(fields));
        try {
          const updated = await db.transaction(async (tx) => {
            const before = await loadOrFail(tx, id, ctx.t, true);
            if (email !== undefined && email !== before.person.email) {
              const taken = await takenIdentifiers(tx, { email }, id);
              if (taken.length > 0) throw conflict(taken);
            }
            await checkPlacement(
              tx,
              ctx.t,
              body.unitId !== undefined && body.unitId !== before.staff.unitId ? body.unitId : undefined,
              body.positionId !== undefined && body.positionId !== before.staff.positionId ? body.positionId : undefined,
            );
            const roles = body.roles ? ([...new Set(body.roles)] as StaffRole[]) : before.staff.roles;
            if (before.staff.roles.includes("admin") && !roles.includes("admin")) {
              const refusal = await adminRemovalRefusal(tx, auth, before, ctx.t);
              if (refusal) throw refusal;
            }
            const at = new Date(ctx.now);
            if (email !== undefined || body.language !== undefined) {
              await tx
                .update(persons)
                .set({ email: email ?? before.person.email, language: body.language ?? before.person.language })
                .where(eq(persons.id, id));
            }
            if (body.title !== undefined || body.firstname !== undefined || body.lastname !== undefined || body.phone !== undefined) {
              await tx
                .update(personProfiles)
                .set({
                  title: names.title ?? before.profile?.title,
                  firstname: names.firstname ?? before.profile?.firstname,
                  lastname: names.lastname ?? before.profile?.lastname,
                  phone: body.phone === undefined ? before.profile?.phone : body.phone,
                  updatedAt: at,
                })
                .where(eq(personProfiles.personId, id));
            }
            await tx
              .update(staffMembers)
              .set({
                unitId: body.unitId ?? before.staff.unitId,
                positionId: body.positionId === undefined ? before.staff.positionId : body.positionId,
                roles,
                updatedAt: at,
              })
              .where(eq(staffMembers.personId, id));
            const after = await loadOrFail(tx, id, ctx.t);
            const changes = changedFields(auditView(before), auditView(after), STAFF_FIELDS);
            const action: AuditAction = changes.some((c) => c.field === "roles") ? "permission-change" : "update";
            await writeAudit(tx, ctx, { action, entity: "staff-user", entityId: id, changes });
            return after;
          });
          return { status: 200, body: { success: true, message: "", data: toStaffUser(updated) } };
        } catch (err) {
          if (isUniqueViolation(err) && email !== undefined) throw conflict(await takenIdentifiers(db, { email }, id));
          throw err;
        }
      },
    },

    setStaffUserStatus: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const id = ctx.params.id;
        const active = ctx.body.active;
        const updated = await db.transaction(async (tx) => {
          const before = await loadOrFail(tx, id, ctx.t, true);
          if (!active && before.staff.active) {
            if (id === auth.personId) throw new HttpError(409, ctx.t("cannotDeactivateSelf"), [fieldError("active", "deactivateSelf")]);
            if (before.staff.roles.includes("admin") && (await otherActiveAdmins(tx, id)) === 0) {
              throw new HttpError(409, ctx.t("lastAdmin"), [fieldError("active", "lastAdminStaysActive")]);
            }
          }
          await tx.update(staffMembers).set({ active, updatedAt: new Date(ctx.now) }).where(eq(staffMembers.personId, id));
          // Ends the user's sessions in the same transaction: their next call (on any instance) answers 401.
          if (!active) await revokeSessions(tx, id, ctx.now);
          const after = await loadOrFail(tx, id, ctx.t);
          await writeAudit(tx, ctx, {
            action: "status-change",
            entity: "staff-user",
            entityId: id,
            changes: changedFields(auditView(before), auditView(after), STAFF_FIELDS),
          });
          return after;
        });
        return { status: 200, body: { success: true, message: "", data: toStaffUser(updated) } };
      },
    },

    resetStaffUserPassword: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const id = ctx.params.id;
        if (id === auth.personId) {
          // Checked before the lookup: the caller is a staff member, so this is never a way to probe ids.
          throw new HttpError(409, ctx.t("cannotResetOwnPassword"));
        }
        const password = oneTimePassword();
        const passwordHash = await hashPassword(password);
        await db.transaction(async (tx) => {
          const before = await loadOrFail(tx, id, ctx.t, true);
          await tx.update(persons).set({ passwordHash }).where(eq(persons.id, id));
          await tx.update(staffMembers).set({ mustChangePassword: true, updatedAt: new Date(ctx.now) }).where(eq(staffMembers.personId, id));
          await revokeSessions(tx, id, ctx.now);
          await enqueueEmail(tx, {
            template: "staff-password-reset",
            to: before.person.email,
            language: before.person.language,
            personId: id,
            data: {
              title: before.profile?.title ?? "",
              firstname: before.profile?.firstname ?? "",
              lastname: before.profile?.lastname ?? "",
              name: before.person.name,
              signInUrl: signIn,
            },
            now: ctx.now,
          });
          await writeAudit(tx, ctx, {
            action: "password-reset",
            entity: "staff-user",
            entityId: id,
          });
        });
        return { status: 200, body: { success: true, message: "", data: { oneTimePassword: password } } };
      },
    },

    getStaffHome: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const row = await loadOrFail(db, auth.personId, ctx.t);
        const units = await db.select().from(orgUnits);
        const byId = new Map(units.map((u) => [u.id, u]));
        const unit = row.staff.unitId === null ? undefined : byId.get(row.staff.unitId);
        // The division: walk up from the unit to the top of the tree (bounded, in case of a stored cycle).
        let division = unit;
        for (let hops = 0; division && division.parentId !== null && hops < byId.size; hops++) {
          const parent = byId.get(division.parentId);
          if (!parent) break;
          division = parent;
        }
        const counts = await memberCounts(db);
        const [position] =
          row.staff.positionId === null ? [] : await db.select().from(positions).where(eq(positions.id, row.staff.positionId)).limit(1);
        const [held] =
          row.staff.positionId === null
            ? []
            : await db.select({ n: count() }).from(staffMembers).where(eq(staffMembers.positionId, row.staff.positionId));
        const recent = await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.personId, auth.personId))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(10);
        return {
          status: 200,
          body: {
            success: true,
            message: "",
            data: {
              user: toStaffUser(row),
              unit: unit ? toOrgUnit(unit, counts.get(unit.id) ?? 0) : null,
              division: division ? toOrgUnit(division, counts.get(division.id) ?? 0) : null,
              position: position ? { id: position.id, nameTh: position.nameTh, nameEn: position.nameEn, holderCount: held?.n ?? 0 } : null,
              recentActivity: await labelAuditEntries(db, recent.map(toAuditEntry), ctx.language),
            },
          },
        };
      },
    },
  };
}
