/**
 * Administrators' processing of residents' account-closure requests (issue 15 item 8, Thailand's PDPA right to
 * erasure; contract tag `account`, `x-roles: admin`): the list (waiting, done, refused), closing an account
 * (`account/closure.ts` says what is removed and what is kept) and refusing with a reason. The resident gets an
 * e-mail through the outbox in each case (templates `account-closed`, `account-closure-refused`), and each decision
 * writes one audit entry (entity `account`, the person's id) in its transaction, with no personal data in it.
 */
import type { Schemas } from "@eoffice/api-client";
import { aliasedTable, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { closeAccount } from "../account/closure";
import { queueAccountEmail, recipientOf } from "../account/mail";
import { writeAudit } from "../audit/audit";
import type { HandlerContext, OperationHandler, OperationId } from "./types";
import type { Db, Tx } from "../db/database";
import { accountClosures, complaints, personProfiles, persons, type AccountClosureState } from "../db/schema";
import { HttpError } from "../lib/errors";
import { fullName } from "../cases/view";
import { paging, signedIn, type HandlerDeps } from "./deps";
import { fieldError } from "../i18n/field-messages";
import { CLOSURE_STATE_NAMES } from "./state-names";

const deciders = aliasedTable(persons, "deciders");
const deciderProfiles = aliasedTable(personProfiles, "decider_profiles");

const closureColumns = {
  id: accountClosures.id,
  personId: accountClosures.personId,
  state: accountClosures.state,
  requestedAt: accountClosures.requestedAt,
  decidedAt: accountClosures.decidedAt,
  reason: accountClosures.reason,
  name: persons.name,
  email: persons.email,
  closedAt: persons.closedAt,
  title: personProfiles.title,
  firstname: personProfiles.firstname,
  lastname: personProfiles.lastname,
  deciderName: deciders.name,
  deciderTitle: deciderProfiles.title,
  deciderFirstname: deciderProfiles.firstname,
  deciderLastname: deciderProfiles.lastname,
  caseCount: sql<number>`(select count(*)::int from ${complaints} where ${complaints.personId} = ${accountClosures.personId})`,
};

/** Requests as the contract's `AccountClosureRequest`, with the person and the deciding administrator. */
function closureQuery(db: Db | Tx) {
  return db
    .select(closureColumns)
    .from(accountClosures)
    .innerJoin(persons, eq(persons.id, accountClosures.personId))
    .leftJoin(personProfiles, eq(personProfiles.personId, persons.id))
    .leftJoin(deciders, eq(deciders.id, accountClosures.decidedById))
    .leftJoin(deciderProfiles, eq(deciderProfiles.personId, deciders.id));
}

/** One row of {@link closureQuery}. */
interface ClosureRow {
  id: number;
  personId: number;
  state: AccountClosureState;
  requestedAt: Date;
  decidedAt: Date | null;
  reason: string | null;
  name: string;
  email: string;
  closedAt: Date | null;
  title: string | null;
  firstname: string | null;
  lastname: string | null;
  deciderName: string | null;
  deciderTitle: string | null;
  deciderFirstname: string | null;
  deciderLastname: string | null;
  caseCount: number;
}

function toClosure(row: ClosureRow): Schemas["AccountClosureRequest"] {
  const decider =
    row.deciderName === null
      ? null
      : row.deciderFirstname !== null
        ? fullName({ title: row.deciderTitle, firstname: row.deciderFirstname, lastname: row.deciderLastname })
        : row.deciderName;
  return {
    id: row.id,
    personId: row.personId,
    state: row.state,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: decider,
    reason: row.reason,
    person:
      row.closedAt !== null
        ? null
        : {
            name: row.name,
            fullName: row.firstname !== null ? fullName({ title: row.title, firstname: row.firstname, lastname: row.lastname }) : "",
            email: row.email,
          },
    caseCount: row.caseCount,
  };
}

function auditRequest<K extends OperationId>(ctx: HandlerContext<K>) {
  return { auth: ctx.auth, clientIp: ctx.clientIp, requestId: ctx.requestId, now: ctx.now };
}

/** The time of a request as the resident's e-mail writes it (their language, Bangkok time). */
function mailTime(at: Date, language: "th" | "en"): string {
  return new Intl.DateTimeFormat(language === "th" ? "th-TH" : "en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Bangkok" }).format(at);
}

/** The account-closure handlers (administrators). */
export function accountClosureHandlers(deps: HandlerDeps): {
  listAccountClosures: OperationHandler<"listAccountClosures">;
  completeAccountClosure: OperationHandler<"completeAccountClosure">;
  refuseAccountClosure: OperationHandler<"refuseAccountClosure">;
} {
  const { db, portalUrl } = deps;

  /** The waiting request `id`, locked for the decision; 404 when there is none, 409 when it is decided. */
  async function lockPending<K extends OperationId>(tx: Tx, id: number, ctx: HandlerContext<K>) {
    const [row] = await tx.select().from(accountClosures).where(eq(accountClosures.id, id)).for("update");
    if (!row) throw new HttpError(404, ctx.t("closureNotFound"));
    if (row.state !== "pending") {
      throw new HttpError(409, ctx.t("closureDecided"), [fieldError("state", "closureNotPending", { state: CLOSURE_STATE_NAMES[row.state] })]);
    }
    return row;
  }

  async function reread(tx: Tx, id: number): Promise<Schemas["AccountClosureRequest"]> {
    const [row] = await closureQuery(tx).where(eq(accountClosures.id, id));
    if (!row) throw new Error("account closure vanished");
    return toClosure(row);
  }

  return {
    listAccountClosures: {
      async handle(ctx) {
        const { offset, limit } = paging(ctx.query);
        const state: AccountClosureState | undefined = ctx.query.state;
        const where = state === undefined ? undefined : eq(accountClosures.state, state);
        // Waiting requests first, oldest first (the 30 days run from the request); then the latest decisions.
        const order: SQL[] = [
          desc(sql`${accountClosures.state} = 'pending'`),
          asc(sql`case when ${accountClosures.state} = 'pending' then ${accountClosures.requestedAt} end`),
          desc(accountClosures.decidedAt),
          desc(accountClosures.id),
        ];
        const [rows, totals] = await Promise.all([
          closureQuery(db).where(where).orderBy(...order).offset(offset).limit(limit),
          db.select({ n: count() }).from(accountClosures).where(where),
        ]);
        return { status: 200, body: { success: true, message: "", total: totals[0]?.n ?? 0, data: rows.map(toClosure) } };
      },
    },

    completeAccountClosure: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const data = await db.transaction(async (tx) => {
          const request = await lockPending(tx, ctx.params.id, ctx);
          // Who to tell, read before the name and address are removed; told after (closing empties their outbox).
          const recipient = await recipientOf(tx, request.personId);
          await closeAccount(tx, request.personId, ctx.now);
          if (recipient) {
            await queueAccountEmail(tx, {
              template: "account-closed",
              recipient,
              now: ctx.now,
              data: { requestedAt: mailTime(request.requestedAt, recipient.language) },
            });
          }
          await tx
            .update(accountClosures)
            .set({ state: "done", decidedAt: new Date(ctx.now), decidedById: auth.personId })
            .where(eq(accountClosures.id, request.id));
          await writeAudit(tx, auditRequest(ctx), {
            action: "status-change",
            entity: "account",
            entityId: request.personId,
            changes: [
              { field: "closure", before: "pending", after: "done" },
            ],
          });
          return reread(tx, request.id);
        });
        ctx.log.info({ closureId: data.id, personId: data.personId }, "account closed");
        return { status: 200, body: { success: true, message: "", data } };
      },
    },

    refuseAccountClosure: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const reason = ctx.body.reason.trim();
        if (!reason) throw new HttpError(400, ctx.t("closureReasonBlank"), [fieldError("reason", "closureReasonBlank")]);
        const data = await db.transaction(async (tx) => {
          const request = await lockPending(tx, ctx.params.id, ctx);
          await tx
            .update(accountClosures)
            .set({ state: "refused", decidedAt: new Date(ctx.now), decidedById: auth.personId, reason })
            .where(eq(accountClosures.id, request.id));
          // The account stays open and the resident may ask again.
          await tx.update(persons).set({ closureRequestedAt: null }).where(eq(persons.id, request.personId));
          const recipient = await recipientOf(tx, request.personId);
          if (recipient) {
            await queueAccountEmail(tx, {
              template: "account-closure-refused",
              recipient,
              now: ctx.now,
              data: { requestedAt: mailTime(request.requestedAt, recipient.language), reason, settingsUrl: `${portalUrl}/setting` },
            });
          }
          await writeAudit(tx, auditRequest(ctx), {
            action: "status-change",
            entity: "account",
            entityId: request.personId,
            changes: [
              { field: "closure", before: "pending", after: "refused" },
              { field: "reason", before: null, after: reason },
            ],
          });
          return reread(tx, request.id);
        });
        return { status: 200, body: { success: true, message: "", data } };
      },
    },
  };
}
