/** The finance officers' garbage-fee accounts (tag `garbage`, issue 13; see `index.ts`). */
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { changedFields, writeAudit } from "../../audit/audit";
import { fullName } from "../../cases/view";
import type { OperationHandler } from "../types";
import type { Db, Tx } from "../../db/database";
import { garbageAccounts, garbageRates, personProfiles, persons } from "../../db/schema";
import { HttpError, badRequest } from "../../lib/errors";
import { likeEscape } from "../../db/sql";
import { paging, type HandlerDeps } from "../deps";
import { fieldError } from "../../i18n/field-messages";

/** Columns of the staff's account rows: the account, its linked resident and the sum of its unpaid bills. */
function accountRowQuery(db: Db | Tx) {
  const outstanding = sql<number>`coalesce((select sum(b.amount_satang) from garbage_bills b where b.account_id = ${garbageAccounts.id} and b.paid_payment_id is null), 0)`.mapWith(Number);
  return db
    .select({
      account: garbageAccounts,
      outstandingSatang: outstanding,
      userName: persons.name,
      title: personProfiles.title,
      firstname: personProfiles.firstname,
      lastname: personProfiles.lastname,
    })
    .from(garbageAccounts)
    .leftJoin(persons, eq(persons.id, garbageAccounts.personId))
    .leftJoin(personProfiles, eq(personProfiles.personId, garbageAccounts.personId));
}

type AccountRowRecord = Awaited<ReturnType<ReturnType<typeof accountRowQuery>["where"]>>[number];

/** The contract's `GarbageAccountRow`. */
function toAccountRow(r: AccountRowRecord): Schemas["GarbageAccountRow"] {
  const a = r.account;
  return {
    id: a.id,
    accountNo: a.accountNo,
    houseNo: a.houseNo,
    holderName: a.holderName,
    address: a.address,
    rateCode: a.rateCode,
    active: a.active,
    outstandingSatang: r.outstandingSatang,
    resident:
      a.personId !== null && r.userName !== null
        ? { id: a.personId, userName: r.userName, fullName: r.firstname === null ? null : fullName({ title: r.title, firstname: r.firstname, lastname: r.lastname }) }
        : null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** One account as staff see it, or a 404. */
async function accountRowOf(db: Db | Tx, id: number, notFound: string): Promise<Schemas["GarbageAccountRow"]> {
  const [row] = await accountRowQuery(db).where(eq(garbageAccounts.id, id));
  if (!row) throw new HttpError(404, notFound);
  return toAccountRow(row);
}

/** The last 4 digits of a national id (finance officers never see the whole of it). */
function citizenIdLast4(id: string | null): string | null {
  return id === null ? null : id.slice(-4);
}

/** Residents (realm `person`) matching a search: a 13-digit national id exactly, else a part of the user name or names. */
function residentsMatching(text: string): SQL | undefined {
  let match: SQL | undefined;
  if (/^[0-9]{13}$/.test(text)) match = eq(persons.citizenId, text);
  else {
    const pattern = `%${likeEscape(text)}%`;
    match = or(ilike(persons.name, pattern), ilike(personProfiles.firstname, pattern), ilike(personProfiles.lastname, pattern));
  }
  return and(eq(persons.realm, "person"), match);
}

/** The finance officers' garbage-fee accounts: search, open, link to a resident (or unlink), close (no new bills; history stays), and the resident search for linking. */
export function garbageAccountHandlers(deps: HandlerDeps): {
  [K in
    | "searchGarbageAccounts"
    | "createGarbageAccount"
    | "setGarbageAccountResident"
    | "closeGarbageAccount"
    | "searchGarbageResidents"]: OperationHandler<K>;
} {
  const { db } = deps;
  return {
    searchGarbageAccounts: {
      async handle(ctx) {
        const q = ctx.query;
        const conditions: SQL[] = [];
        if (q.status === "active") conditions.push(eq(garbageAccounts.active, true));
        if (q.status === "closed") conditions.push(eq(garbageAccounts.active, false));
        const text = q.q?.trim();
        if (text) {
          const pattern = `%${likeEscape(text)}%`;
          const match = or(
            ilike(garbageAccounts.accountNo, pattern),
            ilike(garbageAccounts.houseNo, pattern),
            ilike(garbageAccounts.holderName, pattern),
            ilike(garbageAccounts.address, pattern),
            ilike(persons.name, pattern),
          );
          if (match) conditions.push(match);
        }
        const where = and(...conditions);
        const { offset, limit } = paging(q);
        const rows = await accountRowQuery(db).where(where).orderBy(asc(garbageAccounts.accountNo)).limit(limit).offset(offset);
        const [total] = await db.select({ n: count() }).from(garbageAccounts).leftJoin(persons, eq(persons.id, garbageAccounts.personId)).where(where);
        return { status: 200, body: { success: true, message: "", data: rows.map(toAccountRow), total: Number(total?.n ?? 0) } };
      },
    },

    createGarbageAccount: {
      async handle(ctx) {
        const b = ctx.body;
        const values = {
          accountNo: b.accountNo,
          houseNo: b.houseNo.trim(),
          holderName: b.holderName.trim(),
          address: b.address.trim(),
          rateCode: b.rateCode,
        };
        const blank = (["houseNo", "holderName", "address"] as const).filter((f) => values[f] === "");
        if (blank.length > 0) throw badRequest(blank.map((field) => (fieldError(field, "blank"))));
        const data = await db.transaction(async (tx) => {
          const [rate] = await tx.select({ code: garbageRates.code }).from(garbageRates).where(eq(garbageRates.code, values.rateCode));
          if (!rate) throw badRequest([fieldError("rateCode", "unknownRate")]);
          const [created] = await tx.insert(garbageAccounts).values({ ...values, createdAt: new Date(ctx.now) }).onConflictDoNothing().returning();
          if (!created) throw new HttpError(409, ctx.t("garbageAccountNoTaken"), [fieldError("accountNo", "garbageAccountNoTaken")]);
          await writeAudit(tx, ctx, {
            action: "create",
            entity: "garbage-account",
            entityId: created.accountNo,
            changes: changedFields(null, values, ["accountNo", "houseNo", "holderName", "address", "rateCode"]),
          });
          return accountRowOf(tx, created.id, ctx.t("garbageAccountNotFound"));
        });
        return { status: 201, body: { success: true, message: "", data } };
      },
    },

    setGarbageAccountResident: {
      async handle(ctx) {
        const personId = ctx.body.personId;
        const data = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(garbageAccounts).where(eq(garbageAccounts.id, ctx.params.id)).for("update");
          if (!before) throw new HttpError(404, ctx.t("garbageAccountNotFound"));
          let residentName: string | null = null;
          if (personId !== null) {
            const [resident] = await tx
              .select({ name: persons.name })
              .from(persons)
              .where(and(eq(persons.id, personId), eq(persons.realm, "person")));
            if (!resident) throw badRequest([fieldError("personId", "notResidentsAccount")]);
            residentName = resident.name;
          }
          if (before.personId !== personId) {
            const [previous] = before.personId === null ? [] : await tx.select({ name: persons.name }).from(persons).where(eq(persons.id, before.personId));
            await tx.update(garbageAccounts).set({ personId }).where(eq(garbageAccounts.id, before.id));
            await writeAudit(tx, ctx, {
              action: "update",
              entity: "garbage-account",
              entityId: before.accountNo,
              changes: [
                { field: "personId", before: before.personId, after: personId },
                { field: "residentUserName", before: previous?.name ?? null, after: residentName },
              ],
            });
          }
          return accountRowOf(tx, before.id, ctx.t("garbageAccountNotFound"));
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    closeGarbageAccount: {
      async handle(ctx) {
        const data = await db.transaction(async (tx) => {
          const [closed] = await tx
            .update(garbageAccounts)
            .set({ active: false })
            .where(and(eq(garbageAccounts.id, ctx.params.id), eq(garbageAccounts.active, true)))
            .returning({ id: garbageAccounts.id, accountNo: garbageAccounts.accountNo });
          if (!closed) {
            await accountRowOf(tx, ctx.params.id, ctx.t("garbageAccountNotFound"));
            throw new HttpError(409, ctx.t("garbageAccountClosed"));
          }
          await writeAudit(tx, ctx, {
            action: "status-change",
            entity: "garbage-account",
            entityId: closed.accountNo,
            changes: [{ field: "active", before: true, after: false }],
          });
          return accountRowOf(tx, closed.id, ctx.t("garbageAccountNotFound"));
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    searchGarbageResidents: {
      async handle(ctx) {
        const text = ctx.query.q.trim();
        if (text.length < 2) throw badRequest([fieldError("q", "minCharsBesidesSpaces", { min: 2 })]);
        const limit = ctx.query.limit ?? 20;
        const where = residentsMatching(text);
        const rows = await db
          .select({ person: persons, profile: personProfiles })
          .from(persons)
          .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
          .where(where)
          .orderBy(asc(persons.name))
          .limit(limit);
        const [total] = await db.select({ n: count() }).from(persons).leftJoin(personProfiles, eq(personProfiles.personId, persons.id)).where(where);
        const data = rows.map(({ person, profile }) => ({
          id: person.id,
          userName: person.name,
          fullName: profile ? fullName(profile) : null,
          citizenIdLast4: citizenIdLast4(person.citizenId),
          address: profile
            ? [profile.addressLine, profile.subdistrict, profile.district, profile.province].filter((part): part is string => !!part && part.trim() !== "").join(" ") || null
            : null,
        }));
        return { status: 200, body: { success: true, message: "", data, total: Number(total?.n ?? 0) } };
      },
    },
  };
}
