/**
 * The `Idempotency-Key` request header (tracker issue 40 item 4; draft-ietf-httpapi-idempotency-key-header): a client
 * that may send a request twice (the portal's outbox, which sends a complaint or a request again when the network
 * returns) names it with a key of its own, and the server answers a repeat with the first answer instead of filing a
 * second case. An operation takes the header when its contract lists the shared parameter `IdempotencyKey`
 * (`openapi/src/components.yaml`); the router (`routes.ts`) then calls {@link beginIdempotent} before the handler and
 * {@link finishIdempotent} or {@link abandonIdempotent} after it.
 *
 * The keys live in the database (`idempotency_keys`), not in memory, so every server instance agrees
 * (docs/architecture.md "Scaling past one machine"). A key is the caller's (realm and person, or the client address
 * for an anonymous call) and the operation's: another caller's equal key is another key. As the draft says:
 * - the same key with the same request answers the first answer (its status and body) again;
 * - the same key with another request (a different body or query) answers 422;
 * - the same key while the first request is still being answered answers 409;
 * - a failed first request (an error answer) forgets its key, so the client may try again with it.
 * A key is kept a day ({@link IDEMPOTENCY_TTL_MS}); an expired key is a new key.
 */
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/database";
import { idempotencyKeys } from "../db/schema";
import { fieldError } from "../i18n/field-messages";
import type { MessageKey } from "../i18n/messages";
import { HttpError, badRequest } from "../lib/errors";

/** The request header's name, lower-case as Node gives it. */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/** How long a key and its answer are kept: a day, in ms. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The longest key, in characters (the contract's `maxLength`). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** One key of one caller and operation: the row's primary key. */
export interface IdempotencyRef {
  caller: string;
  operationId: string;
  key: string;
}

/** What {@link beginIdempotent} found: a new key (answer the request), or the stored answer of the first one. */
export type IdempotencyStart = { kind: "new"; ref: IdempotencyRef } | { kind: "replay"; status: number; body: unknown };

/**
 * The key of a request's header: a structured-field string (`"…"`) or the bare token, 1 to 255 visible ASCII
 * characters; `undefined` when the header is absent.
 *
 * @throws HttpError 400 naming `Idempotency-Key` when the header is empty, too long, repeated or holds other characters.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const raw = Array.isArray(header) ? null : header.trim();
  const key = raw !== null && /^".*"$/.test(raw) ? raw.slice(1, -1) : raw;
  if (key === null || !/^[\x21-\x7e]+$/.test(key) || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw badRequest([fieldError("Idempotency-Key", "invalidFormat")]);
  }
  return key;
}

/** JSON with the keys of every object sorted, so that the same request always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * The fingerprint of a request: SHA-256 (hex) of its path parameters, query and body as validated (defaults filled
 * in), so that a repeat with other values is told apart from a repeat of the same request.
 */
export function requestFingerprint(params: unknown, query: unknown, body: unknown): string {
  return createHash("sha256").update(canonicalJson({ params, query, body })).digest("hex");
}

/**
 * Claims a key before the handler runs: inserts it as in flight, or reads what the first request with it left.
 *
 * @param t - The request's message catalogue, for the 409 and 422 messages.
 * @returns `new` (answer the request, then {@link finishIdempotent} or {@link abandonIdempotent}) or `replay` (send
 *   the stored answer as it is).
 * @throws HttpError 409 while the first request with the key is still being answered; 422 when the key was used
 *   for a different request.
 */
export async function beginIdempotent(
  db: Db,
  ref: IdempotencyRef,
  fingerprint: string,
  now: number,
  t: (key: MessageKey) => string,
): Promise<IdempotencyStart> {
  const where = and(eq(idempotencyKeys.caller, ref.caller), eq(idempotencyKeys.operationId, ref.operationId), eq(idempotencyKeys.key, ref.key));
  // A caller's expired keys go first (an expired key is a new key); the index on expires_at keeps this cheap.
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.caller, ref.caller), lt(idempotencyKeys.expiresAt, new Date(now))));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...ref, fingerprint, expiresAt: new Date(now + IDEMPOTENCY_TTL_MS) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: "new", ref };
  const [row] = await db.select().from(idempotencyKeys).where(where);
  // Gone between the insert and the read: the first request failed and forgot it; the client may send again.
  if (!row) throw new HttpError(409, t("idempotencyInFlight"));
  if (row.fingerprint !== fingerprint) throw new HttpError(422, t("idempotencyMismatch"));
  if (row.status === null || row.answer === null) throw new HttpError(409, t("idempotencyInFlight"));
  return { kind: "replay", status: row.status, body: JSON.parse(row.answer) as unknown };
}

/** Stores the answer of a request whose key {@link beginIdempotent} claimed: repeats get it from now on. */
export async function finishIdempotent(db: Db, ref: IdempotencyRef, status: number, body: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status, answer: JSON.stringify(body ?? null) })
    .where(and(eq(idempotencyKeys.caller, ref.caller), eq(idempotencyKeys.operationId, ref.operationId), eq(idempotencyKeys.key, ref.key)));
}

/** Forgets a claimed key after its request failed (an error answer), so that the client can send it again. */
export async function abandonIdempotent(db: Db, ref: IdempotencyRef): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.caller, ref.caller), eq(idempotencyKeys.operationId, ref.operationId), eq(idempotencyKeys.key, ref.key)));
}
