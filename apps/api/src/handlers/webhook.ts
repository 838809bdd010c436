/**
 * Signed webhooks, the administrators' side (tracker issue 41 item 3; docs/webhooks.md; contract tag `webhook`): the
 * endpoints (registered with the event types they take; the signing secret answered once, at creation and at each
 * rotation), each endpoint's deliveries with their attempts, and the replay of a delivery with its `webhook-id`. Every
 * change is audited. Delivery itself is the sender's (`webhooks/sender.ts`).
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Schemas } from "@eoffice/api-client";
import { changedFields, writeAudit } from "../audit/audit";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { fieldError } from "../i18n/field-messages";
import { badRequest, HttpError } from "../lib/errors";
import { checkEndpointHost } from "../webhooks/address";
import { checkEndpointUrl, newSigningSecret, ROTATION_OVERLAP_MS } from "../webhooks/endpoint";
import type { WebhookEventType } from "../webhooks/events";
import { paging, type HandlerDeps } from "./deps";
import type { OperationHandler } from "./types";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

/** Attempts answered per delivery (the last ones). */
const ATTEMPTS_SHOWN = 50;

/** The contract's `WebhookEndpoint` of a row (never its secrets). */
function toEndpoint(row: EndpointRow): Schemas["WebhookEndpoint"] {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    previousSecretUntil: row.previousSecretUntil ? row.previousSecretUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The contract's `WebhookDelivery` of a row and its attempts (oldest first). */
function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): Schemas["WebhookDelivery"] {
  return {
    id: row.id,
    endpointId: row.endpointId,
    messageId: row.messageId,
    eventType: row.eventType as WebhookEventType,
    payload: row.payload,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    attemptLog: attempts.slice(-ATTEMPTS_SHOWN).map((a) => ({
      id: a.id,
      attemptedAt: a.attemptedAt.toISOString(),
      httpStatus: a.httpStatus,
      error: a.error,
      durationMs: a.durationMs,
    })),
  };
}

/** Fields of an endpoint the audit log records (never the secrets). */
const ENDPOINT_FIELDS = ["url", "description", "eventTypes", "enabled"] as const;

/** Fields of a delivery the audit log records on a replay (not the payload). */
const REPLAY_FIELDS = ["state", "attempts", "nextAttemptAt"] as const;

/** The webhook handlers. */
export function webhookHandlers(deps: HandlerDeps): {
  listWebhookEndpoints: OperationHandler<"listWebhookEndpoints">;
  createWebhookEndpoint: OperationHandler<"createWebhookEndpoint">;
  updateWebhookEndpoint: OperationHandler<"updateWebhookEndpoint">;
  deleteWebhookEndpoint: OperationHandler<"deleteWebhookEndpoint">;
  rotateWebhookSecret: OperationHandler<"rotateWebhookSecret">;
  listWebhookDeliveries: OperationHandler<"listWebhookDeliveries">;
  replayWebhookDelivery: OperationHandler<"replayWebhookDelivery">;
} {
  const { db } = deps;
  const allowLocalHttp = deps.webhooks?.allowLocalHttp ?? false;
  /** The stored URL of an input, or 400 naming `url` (its form, or a host that is or resolves to an internal address). */
  const urlOf = async (raw: string): Promise<string> => {
    const checked = checkEndpointUrl(raw, allowLocalHttp);
    if ("problem" in checked) throw badRequest([fieldError("url", checked.problem)]);
    const refused = await checkEndpointHost(checked.url, allowLocalHttp);
    if (refused) throw badRequest([fieldError("url", "webhookUrlPrivate", { host: refused.host, address: refused.address, range: refused.range })]);
    return checked.url;
  };
  const notFound = (t: (key: "webhookEndpointNotFound") => string) => new HttpError(404, t("webhookEndpointNotFound"));

  return {
    listWebhookEndpoints: {
      async handle() {
        const rows = await db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id));
        return { status: 200, body: { success: true, message: "", data: rows.map(toEndpoint) } };
      },
    },

    createWebhookEndpoint: {
      async handle(ctx) {
        const body = ctx.body;
        const url = await urlOf(body.url);
        const secret = newSigningSecret();
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(webhookEndpoints)
            .values({
              url,
              description: (body.description ?? "").trim(),
              eventTypes: [...body.eventTypes],
              enabled: body.enabled ?? true,
              secret,
              createdAt: new Date(ctx.now),
              updatedAt: new Date(ctx.now),
            })
            .returning();
          if (!created) throw new Error("insert into webhook_endpoints returned no row");
          await writeAudit(tx, ctx, { action: "create", entity: "webhook-endpoint", entityId: created.id, changes: changedFields(null, created, ENDPOINT_FIELDS) });
          return created;
        });
        return { status: 201, body: { success: true, message: "", data: { endpoint: toEndpoint(row), secret } } };
      },
    },

    updateWebhookEndpoint: {
      async handle(ctx) {
        const body = ctx.body;
        const url = await urlOf(body.url);
        const row = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ctx.params.id)).for("update").limit(1);
          if (!before) throw notFound(ctx.t);
          const [after] = await tx
            .update(webhookEndpoints)
            .set({ url, description: (body.description ?? "").trim(), eventTypes: [...body.eventTypes], enabled: body.enabled ?? true, updatedAt: new Date(ctx.now) })
            .where(eq(webhookEndpoints.id, before.id))
            .returning();
          if (!after) throw new Error("update of webhook_endpoints returned no row");
          await writeAudit(tx, ctx, { action: "update", entity: "webhook-endpoint", entityId: after.id, changes: changedFields(before, after, ENDPOINT_FIELDS) });
          return after;
        });
        return { status: 200, body: { success: true, message: "", data: toEndpoint(row) } };
      },
    },

    deleteWebhookEndpoint: {
      async handle(ctx) {
        await db.transaction(async (tx) => {
          const [before] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, ctx.params.id)).returning();
          if (!before) throw notFound(ctx.t);
          await writeAudit(tx, ctx, { action: "delete", entity: "webhook-endpoint", entityId: before.id, changes: changedFields(before, null, ENDPOINT_FIELDS) });
        });
        return { status: 200, body: { success: true, message: "" } };
      },
    },

    rotateWebhookSecret: {
      async handle(ctx) {
        const secret = newSigningSecret();
        const row = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, ctx.params.id)).for("update").limit(1);
          if (!before) throw notFound(ctx.t);
          const until = new Date(ctx.now + ROTATION_OVERLAP_MS);
          const [after] = await tx
            .update(webhookEndpoints)
            .set({ secret, previousSecret: before.secret, previousSecretUntil: until, updatedAt: new Date(ctx.now) })
            .where(eq(webhookEndpoints.id, before.id))
            .returning();
          if (!after) throw new Error("update of webhook_endpoints returned no row");
          // The secrets themselves never reach the log; that the signing key changed, and until when the old one signs, does.
          await writeAudit(tx, ctx, {
            action: "update",
            entity: "webhook-endpoint",
            entityId: after.id,
            changes: [{ field: "signingKeyRotated", before: null, after: until.toISOString() }],
          });
          return after;
        });
        return { status: 200, body: { success: true, message: "", data: { endpoint: toEndpoint(row), secret } } };
      },
    },

    listWebhookDeliveries: {
      async handle(ctx) {
        const [endpoint] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, ctx.params.id)).limit(1);
        if (!endpoint) throw notFound(ctx.t);
        const where = and(eq(webhookDeliveries.endpointId, endpoint.id), ctx.query.state === undefined ? undefined : eq(webhookDeliveries.state, ctx.query.state));
        const { offset, limit } = paging(ctx.query);
        const [rows, totals] = await Promise.all([
          db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.id)).offset(offset).limit(limit),
          db.select({ n: count() }).from(webhookDeliveries).where(where),
        ]);
        const attempts =
          rows.length === 0
            ? []
            : await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, rows.map((r) => r.id))).orderBy(asc(webhookAttempts.id));
        const byDelivery = new Map<number, AttemptRow[]>();
        for (const a of attempts) byDelivery.set(a.deliveryId, [...(byDelivery.get(a.deliveryId) ?? []), a]);
        return {
          status: 200,
          body: { success: true, message: "", total: totals[0]?.n ?? 0, data: rows.map((r) => toDelivery(r, byDelivery.get(r.id) ?? [])) },
        };
      },
    },

    replayWebhookDelivery: {
      async handle(ctx) {
        const [row, attempts] = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, ctx.params.id)).for("update").limit(1);
          if (!before) throw new HttpError(404, ctx.t("webhookDeliveryNotFound"));
          if (before.state === "sending") throw new HttpError(409, ctx.t("webhookDeliverySending"));
          // A new round of attempts with the same webhook-id and body: the receiver recognises a message it processed.
          const [after] = await tx
            .update(webhookDeliveries)
            .set({ state: "queued", attempts: 0, nextAttemptAt: new Date(ctx.now), lockedUntil: null, deliveredAt: null })
            .where(eq(webhookDeliveries.id, before.id))
            .returning();
          if (!after) throw new Error("update of webhook_deliveries returned no row");
          await writeAudit(tx, ctx, { action: "status-change", entity: "webhook-delivery", entityId: after.id, changes: changedFields(before, after, REPLAY_FIELDS) });
          return [after, await tx.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, after.id)).orderBy(asc(webhookAttempts.id))] as const;
        });
        deps.webhooks?.wake();
        return { status: 200, body: { success: true, message: "", data: toDelivery(row, attempts) } };
      },
    },
  };
}
