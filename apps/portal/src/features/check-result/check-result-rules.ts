/**
 * Rules of the result check (issue 12 item 4; contract `CheckResultQuery`): the reference number, and either the
 * telephone or the last four digits of the national ID. Pure functions, unit-tested.
 */
import * as z from "zod/mini";
import type { Schemas } from "@eoffice/api-client";
import { phone, text } from "../../lib/contract-rules";

/** How the resident proves the case is theirs. */
export type CheckMethod = "phone" | "idLast4";

/** The form's values. */
export interface CheckResultValues {
  reference: string;
  method: CheckMethod;
  phone: string;
  idLast4: string;
}

/** The rules of `CheckResultQuery` for the chosen method: reference 1-30 characters; `Phone`; or four digits. */
export function checkResultSchema(method: CheckMethod) {
  return method === "phone"
    ? z.object({ reference: text(1, 30), phone })
    : z.object({ reference: text(1, 30), idLast4: z.string().check(z.trim(), z.minLength(1, "validation.required"), z.regex(/^[0-9]{4}$/, "validation.idLast4")) });
}

/**
 * The body of `POST /v1/CheckResult`: the trimmed reference and only the chosen proof (the server refuses both).
 * @param values - The form's values.
 */
export function checkResultBody(values: CheckResultValues): Schemas["CheckResultQuery"] {
  const reference = values.reference.trim();
  return values.method === "phone" ? { reference, phone: values.phone.trim() } : { reference, idLast4: values.idLast4.trim() };
}
