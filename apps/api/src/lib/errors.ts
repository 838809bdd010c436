/**
 * The error envelope of the contract (`ErrorEnvelope`) and the errors handlers throw
 * (docs/spec/portal-spec.md section 8, docs/architecture.md "Conventions").
 *
 * Field errors are keyed (`i18n/field-messages.ts`): an {@link HttpError} carries them as keys and values, and
 * {@link envelopeOf}, called by the error handler that knows the request's language, renders them (tracker issue 36
 * item 5: `message` and `errors[].message` follow `Accept-Language`).
 */
import type { Schemas } from "@eoffice/api-client";
import { fieldError, fieldSummary, renderFieldErrors, type FieldError } from "../i18n/field-messages";
import { message as messageIn, type Language, type MessageKey, type MessageValues } from "../i18n/messages";

/** The error answer body: `{ success: false, message, errors?, requestId? }`. */
export type ErrorEnvelope = Schemas["ErrorEnvelope"];

/**
 * An error with an HTTP status that the server answers with the error envelope. `message` is shown to the
 * user as is (handlers give it in the request's language, `ctx.t`), unless the error renders its message in the
 * answer's language (`render`: {@link badRequest}, {@link keyedError}); `message` then holds its English form (for
 * logs). `errors` lists keyed field errors (400, 409).
 */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    /** HTTP status: 400, 401, 403, 404, 409, 413, 415 or 429. */
    readonly statusCode: number,
    message: string,
    /** Field errors, for 400 and 409 answers. */
    readonly errors?: FieldError[],
    /** Extra answer headers, such as `Retry-After` of a 429. */
    readonly headers?: Record<string, string>,
    /** Machine-readable reason (contract `ErrorEnvelope.code`). */
    readonly code?: ErrorEnvelope["code"],
    /** Renders the envelope's message in the answer's language; without it, `message` is sent as it is. */
    readonly render?: (language: Language) => string,
  ) {
    super(message);
  }
}

/** Builds a 429 error with `Retry-After` (whole seconds, at least 1). */
export function tooManyRequests(message: string, retryAfterMs: number): HttpError {
  return new HttpError(429, message, undefined, { "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

/**
 * Builds a 400 error whose `errors` list every bad field and whose message names the first one, in the request's
 * language when answered (`<field>: <message>` in English, `ข้อมูลไม่ถูกต้อง: <message>` in Thai).
 */
export function badRequest(errors: FieldError[]): HttpError {
  const list = errors.length > 0 ? errors : [fieldError("body", "invalid")];
  return new HttpError(400, fieldSummary(list, "en"), list, undefined, undefined, (language) => fieldSummary(list, language));
}

/**
 * Builds an error whose message is the top-level message `key` (`i18n/messages.ts`), rendered in the answer's
 * language: for code that throws without the request at hand (`ctx.t`).
 *
 * @param values - Values of the message's `{name}` placeholders.
 */
export function keyedError(statusCode: number, key: MessageKey, values?: MessageValues): HttpError {
  return new HttpError(statusCode, messageIn(key, "en", values), undefined, undefined, undefined, (language) => messageIn(key, language, values));
}

/** Builds the envelope of an error whose message and field errors are already in the answer's language. */
export function errorEnvelope(
  message: string,
  errors?: Schemas["FieldError"][],
  requestId?: string,
  code?: ErrorEnvelope["code"],
): ErrorEnvelope {
  const body: ErrorEnvelope = { success: false, message };
  if (errors && errors.length > 0) body.errors = errors;
  if (requestId) body.requestId = requestId;
  if (code) body.code = code;
  return body;
}

/** The envelope of an {@link HttpError} in `language`: its field errors rendered, its message summarising them for a 400. */
export function envelopeOf(error: HttpError, language: Language): ErrorEnvelope {
  const errors = error.errors ?? [];
  const message = error.render ? error.render(language) : error.message;
  return errorEnvelope(message, renderFieldErrors(errors, language), undefined, error.code);
}
