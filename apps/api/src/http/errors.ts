/**
 * The error envelope of the contract (`ErrorEnvelope`) and the errors handlers throw
 * (docs/spec/portal-spec.md section 8, docs/architecture.md "Conventions").
 */
import type { Schemas } from "@eoffice/api-client";
import type { FieldError } from "../contract/validation";

/** The error answer body: `{ success: false, message, errors?, requestId? }`. */
export type ErrorEnvelope = Schemas["ErrorEnvelope"];

/**
 * An error with an HTTP status that the server answers with the error envelope. `message` is shown to the
 * user as is; `errors` lists field errors (400).
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
  ) {
    super(message);
  }
}

/** Builds a 429 error with `Retry-After` (whole seconds, at least 1). */
export function tooManyRequests(message: string, retryAfterMs: number): HttpError {
  return new HttpError(429, message, undefined, { "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

/** Builds a 400 error whose message names the first bad field and whose `errors` list all of them. */
export function badRequest(errors: FieldError[]): HttpError {
  const first = errors[0] ?? { field: "body", message: "is invalid" };
  return new HttpError(400, `${first.field}: ${first.message}`, errors);
}

/** Builds the envelope for an error. */
export function errorEnvelope(message: string, errors?: FieldError[], requestId?: string, code?: ErrorEnvelope["code"]): ErrorEnvelope {
  const body: ErrorEnvelope = { success: false, message };
  if (errors && errors.length > 0) body.errors = errors;
  if (requestId) body.requestId = requestId;
  if (code) body.code = code;
  return body;
}
