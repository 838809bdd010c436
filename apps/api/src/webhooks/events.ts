/**
 * The webhook outbox (tracker issue 41 item 3; docs/webhooks.md; docs/architecture.md "webhooks"):
 * {@link emitWebhookEvent} writes one delivery per enabled endpoint that takes the event, in the transaction of the
 * change that causes it, so that a delivery exists exactly when its event does. The sender (`./sender.ts`) signs and
 * posts them (Standard Webhooks). Payloads carry ids, numbers, codes and times, never a name, an address, a telephone
 * number or a text a person wrote (docs/webhooks.md "Payloads").
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";

/** The events an endpoint may take (contract `WebhookEventType`). */
export const WEBHOOK_EVENT_TYPES = [
  "complaint.created",
  "case.status_changed",
  "case.replied",
  "case.closed",
  "eservice_request.created",
  "garbage_fee.payment_confirmed",
] as const;

/** One event type (contract `WebhookEventType`). */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Which kind of case an event is about: a complaint or an e-service request (`complaints.service_id` set). */
export type WebhookCaseKind = "complaint" | "eservice_request";

/** The case an event of a case is about, as its payload names it (docs/webhooks.md "Payloads"). */
export interface WebhookCase {
  /** The case's id (`complaints.id`). */
  caseId: number;
  /** Its reference number (`CP-2569-000042`, `ER-2569-000123`). */
  caseNo: string;
  kind: WebhookCaseKind;
}

/** The data of each event type (the `data` member of the body). */
export interface WebhookEventData {
  "complaint.created": WebhookCase & { status: string; unitId: number | null; complaintTypeId: number | null; channel: string };
  "eservice_request.created": WebhookCase & { status: string; unitId: number | null; serviceId: number | null; channel: string };
  "case.status_changed": WebhookCase & { previousStatus: string; status: string };
  "case.replied": WebhookCase & { noteId: number };
  "case.closed": WebhookCase & { status: string };
  "garbage_fee.payment_confirmed": { paymentId: number; receiptNo: string | null; amountSatang: number; paidAt: string };
}

/** One event to emit. */
export type WebhookEvent = {
  [K in WebhookEventType]: { type: K; data: WebhookEventData[K]; /** When it happened, ms since the epoch. */ now: number };
}[WebhookEventType];

/** The `webhook-id` of a new delivery: `msg_` and a random UUID (unique per delivery, kept across attempts and replays). */
export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

/**
 * Queues the event for every enabled endpoint that takes its type: one `webhook_deliveries` row each, due at once,
 * with the body `{ type, timestamp, data }` (Standard Webhooks' payload structure) fixed now, so that every attempt
 * sends and signs the same bytes. Call it inside the transaction of the change that causes the event.
 *
 * @returns how many deliveries were queued (0 when no endpoint takes the event).
 */
export async function emitWebhookEvent(db: Tx | Db, event: WebhookEvent): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([event.type])}::jsonb`));
  if (endpoints.length === 0) return 0;
  const at = new Date(event.now);
  const payload = JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: event.data });
  await db.insert(webhookDeliveries).values(
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: event.type,
      payload,
      state: "queued" as const,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
  return endpoints.length;
}

/** The kind of a case by its e-service (`complaints.service_id`). */
export function caseKindOf(serviceId: number | null): WebhookCaseKind {
  return serviceId === null ? "complaint" : "eservice_request";
}
