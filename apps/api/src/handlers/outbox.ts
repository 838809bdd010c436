/**
 * The administrators' view of the outbox (issue 10 item 5, tracker issue 41 item 2; contract tag `mail`): the
 * messages of every channel (e-mail, LINE), newest first, with their delivery state, filtered by channel and state,
 * and queueing a failed message again. Delivery itself is the outbox sender's job (`outbox/sender.ts`); without
 * `SMTP_URL` e-mail stays `queued` and is read here.
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { changedFields, writeAudit } from "../audit/audit";
import type { OperationHandler } from "./types";
import { outbox } from "../db/schema";
import { HttpError } from "../lib/errors";
import { fieldError } from "../i18n/field-messages";
import { EMAIL_STATE_NAMES } from "./state-names";
import { paging, type HandlerDeps } from "./deps";

type OutboxRow = typeof outbox.$inferSelect;

/** Converts an outbox row to the contract's `EmailMessage`. */
export function toEmailMessage(row: OutboxRow): Schemas["EmailMessage"] {
  return {
    id: row.id,
    channel: row.channel,
    to: row.toAddress,
    language: row.language,
    template: row.template,
    subject: row.subject,
    body: row.body,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    nextAttemptAt: row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
  };
}

/** Fields of a message that the audit log records on a retry (not the body: it may hold personal data). */
const RETRY_FIELDS = ["state", "attempts", "nextAttemptAt"] as const;

/** The outbox handlers. */
export function outboxHandlers(deps: HandlerDeps): {
  listEmailOutbox: OperationHandler<"listEmailOutbox">;
  retryEmail: OperationHandler<"retryEmail">;
} {
  const { db } = deps;
  return {
    listEmailOutbox: {
      async handle(ctx) {
        const { state, channel } = ctx.query;
        const where = and(state === undefined ? undefined : eq(outbox.state, state), channel === undefined ? undefined : eq(outbox.channel, channel));
        const { offset, limit } = paging(ctx.query);
        const [rows, totals] = await Promise.all([
          db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)).offset(offset).limit(limit),
          db.select({ n: count() }).from(outbox).where(where),
        ]);
        return { status: 200, body: { success: true, message: "", total: totals[0]?.n ?? 0, data: rows.map(toEmailMessage) } };
      },
    },

    retryEmail: {
      async handle(ctx) {
        const id = ctx.params.id;
        const row = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(outbox).where(eq(outbox.id, id)).for("update").limit(1);
          if (!before) throw new HttpError(404, ctx.t("emailNotFound"));
          if (before.state !== "failed") {
            throw new HttpError(409, ctx.t("emailRetryOnlyFailed"), [fieldError("state", "emailNotFailed", { state: EMAIL_STATE_NAMES[before.state] })]);
          }
          // A fresh round of attempts; lastError stays visible until the next attempt replaces it.
          const [after] = await tx
            .update(outbox)
            .set({ state: "queued", attempts: 0, nextAttemptAt: new Date(ctx.now), lockedUntil: null })
            .where(eq(outbox.id, id))
            .returning();
          if (!after) throw new Error("update of outbox returned no row");
          await writeAudit(tx, ctx, {
            action: "status-change",
            entity: "email-message",
            entityId: id,
            changes: changedFields(before, after, RETRY_FIELDS),
          });
          return after;
        });
        return { status: 200, body: { success: true, message: "", data: toEmailMessage(row) } };
      },
    },
  };
}
