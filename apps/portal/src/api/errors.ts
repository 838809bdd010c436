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
 * The data of an openapi-fetch answer, or its error thrown (so that TanStack Query and callers see a failure).
 * @param call - A typed-client call.
 * @throws The error envelope (or an `Error` when the answer has no body).
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (error !== undefined || data === undefined) throw error ?? new Error("Empty answer");
  return data;
}
