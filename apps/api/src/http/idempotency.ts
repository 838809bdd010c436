/**
 * The `Idempotency-Key` request header (tracker issue 40 item 4; draft-ietf-httpapi-idempotency-key-header): a client
 * that may send a request twice (the portal's outbox, which sends a complaint or a request again when the network
 * returns) names it with a key of its own, and the server answers a repeat with the first answer instead of filing a
 * second case. An operation takes the header when its contract lists the shared parameter `IdempotencyKey`
 * (`openapi/src/components.yaml`); the router (`routes.ts`) then calls {@link beginIdempotent} before the handler, which
 * stores its answer with the key in the same transaction as what it files (`ctx.idempotency.record(tx, …)`, the
 * handler's {@link IdempotentAnswer}), so that a crash leaves both the case and its key, or neither (tracker issue 40
 * item 3). A handler that does not record it gets its answer recorded by the router after it returns.
 *
 * The keys live in the database (`idempotency_keys`), not in memory, so every server instance agrees
 * (docs/architecture.md "Scaling past one machine"). A key is the caller's (realm and person, or the client address
 * for an anonymous call) and the operation's: another caller's equal key is another key. As the draft says:
 * - the same key with the same request answers the first answer (its status and body) again;
 * - the same key with another request (a different body or query) answers 422;
 * - the same key while the first request is still being answered answers 409 (its transaction finds the key stored
 *   by the first one and rolls back);
 * - a failed first request (an error answer) leaves no key, so the client may try again with it.
 * A key is kept a day ({@link IDEMPOTENCY_TTL_MS}); an expired key is a new key.
 */
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import type { IdempotentAnswer } from "../handlers/types";
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

/**
 * What {@link beginIdempotent} found: a new key (answer the request, storing the answer with
 * {@link IdempotentAnswer.record}), or the stored answer of the first one.
 */
export type IdempotencyStart = { kind: "new"; answer: RecordedAnswer } | { kind: "replay"; status: number; body: unknown };

/** The {@link IdempotentAnswer} of one request with a new key: whether the handler stored its answer already. */
export interface RecordedAnswer extends IdempotentAnswer {
  /** Whether {@link IdempotentAnswer.record} ran (then the router stores nothing more). */
  readonly recorded: boolean;
}

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
 * Looks a key up before the handler runs: a caller's expired keys go, then the first request's stored answer (or
 * none: a new key). Writes no key: the handler stores it with its answer in its own transaction (the returned
 * {@link RecordedAnswer}).
 *
 * @param t - The request's message catalogue, for the 409 and 422 messages.
 * @returns `new` (answer the request; its answer is stored with `record`) or `replay` (send the stored answer as it is).
 * @throws HttpError 422 when the key was used for a different request; 409 when a key row has no answer (a row of an
 *   earlier version of the server, which stored the key before the answer).
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
  const [row] = await db.select().from(idempotencyKeys).where(where);
  if (!row) return { kind: "new", answer: answerRecorder(ref, fingerprint, now, t) };
  if (row.fingerprint !== fingerprint) throw new HttpError(422, t("idempotencyMismatch"));
  if (row.status === null || row.answer === null) throw new HttpError(409, t("idempotencyInFlight"));
  return { kind: "replay", status: row.status, body: JSON.parse(row.answer) as unknown };
}

/**
 * The recorder of one new key's answer: `record(tx, status, body)` inserts the key with the answer in the caller's
 * transaction (or on the database itself, for the router's fallback).
 *
 * @throws HttpError 409 from `record` when another request with the same key stored its answer first: the
 *   transaction rolls back, so the second request files nothing.
 */
function answerRecorder(ref: IdempotencyRef, fingerprint: string, now: number, t: (key: MessageKey) => string): RecordedAnswer {
  let recorded = false;
  return {
    get recorded() {
      return recorded;
    },
    async record(tx: Tx | Db, status: number, body: unknown) {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ ...ref, fingerprint, status, answer: JSON.stringify(body ?? null), expiresAt: new Date(now + IDEMPOTENCY_TTL_MS) })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length === 0) throw new HttpError(409, t("idempotencyInFlight"));
      recorded = true;
    },
  };
}
