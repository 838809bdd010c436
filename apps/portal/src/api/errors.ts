/**
 * Reading the contract's error envelope (docs/architecture.md "Errors"): `message` names the first bad field and
 * `errors` lists every field; the portal shows them next to the fields.
 */
import type { Schemas } from "@eoffice/api-client";

/** The contract's error answer. */
export type ErrorEnvelope = Schemas["ErrorEnvelope"];

/** Whether a value (an openapi-fetch `error`, a query error) is the contract's error envelope. */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    typeof value === "object" &&
    value !== null &&
    "success" in value &&
    (value as { success: unknown }).success === false &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

/**
 * The field errors of an error answer as `{ field: message }` (the shape react-aria forms take as
 * `validationErrors`). The first message per field wins; nested field paths keep their dotted names.
 * @param error - An error answer (or anything: non-envelopes give `{}`).
 * @param fieldNames - Map of API field names to form field names when they differ.
 */
export function fieldErrors(error: unknown, fieldNames: Record<string, string> = {}): Record<string, string> {
  if (!isErrorEnvelope(error) || !error.errors) return {};
  const result: Record<string, string> = {};
  for (const { field, message } of error.errors) {
    const name = fieldNames[field] ?? field;
    result[name] ??= message;
  }
  return result;
}

/**
 * A message to show for a failed call: the server's `message` when it sent one, otherwise `fallback`.
 * @param error - The openapi-fetch or query error.
 * @param fallback - The translated generic message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isErrorEnvelope(error) && error.message.trim() !== "") return error.message;
  return fallback;
}

/**
 * A failed typed-client call, as {@link unwrap} throws it: the contract's error envelope (an empty `message` when the
 * server sent none) plus the HTTP status and the wait a 429 asked for.
 */
export type CallError = ErrorEnvelope & {
  /** HTTP status (0: no answer, for example offline). */
  status: number;
  /** The wait asked by the `Retry-After` header, in whole seconds, or `null`. */
  retryAfter: number | null;
};

/** Whether a value (a caught error, a query error) is a {@link CallError} thrown by {@link unwrap}. */
export function isCallError(value: unknown): value is CallError {
  return isErrorEnvelope(value) && typeof (value as { status?: unknown }).status === "number";
}

/**
 * A caught error as a {@link CallError}: itself when it is one, else a failure without an answer (status 0).
 * @param caught - What a `catch` around {@link unwrap} received.
 */
export function callError(caught: unknown): CallError {
  return isCallError(caught) ? caught : { success: false, message: "", status: 0, retryAfter: null };
}

/**
 * The wait a throttled call asks for, in seconds, from its `Retry-After` header (seconds, or an HTTP date).
 * @param header - The header's value, or `null`.
 * @param now - The current time in ms. @default Date.now()
 * @returns Whole seconds (at least 1), or `null` when the header is absent or unreadable.
 */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * The one wrapper of a typed-client (openapi-fetch) call: the answer's body when the call succeeded, else a
 * {@link CallError} thrown, so that TanStack Query and callers see a failure with its status.
 * @param call - A typed-client call (`pxClient.GET(...)` and the like).
 * @returns The answer's body (the envelope `{ success, message, data }`).
 * @throws A {@link CallError}: the server's error envelope with the HTTP status and `Retry-After` wait; status 0
 *   when no answer came (offline). An aborted call rethrows its abort error unchanged.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let answer: Awaited<typeof call>;
  try {
    answer = await call;
  } catch (cause) {
    if (cause instanceof Error && cause.name === "AbortError") throw cause;
    throw { success: false, message: "", status: 0, retryAfter: null } satisfies CallError;
  }
  const { data, error, response } = answer;
  if (error === undefined && data !== undefined) return data;
  const envelope: ErrorEnvelope = isErrorEnvelope(error) ? error : { success: false, message: "" };
  throw { ...envelope, status: response.status, retryAfter: retryAfterSeconds(response.headers.get("Retry-After")) } satisfies CallError;
}
