/**
 * The sign-in form's rules (docs/spec/portal-spec.md section 7), in a module of their own: the sign-in page loads them when
 * the form is sent, so that its first render does not wait for zod (they are preloaded at idle with the routes).
 */
import { z } from "zod";
import type { TFunction } from "../../i18n/translator";
import { validate } from "../../lib/contract-rules";

const schema = z.object({
  name: z.string().trim().min(1, "validation.required").max(100, "validation.maxLength"),
  password: z.string().min(1, "validation.required").max(200, "validation.maxLength"),
});

/**
 * The translated messages per invalid field of the sign-in form (`{}` when valid).
 * @param values - The form's user name and password.
 * @param t - The translate function of the current language.
 */
export function signInErrors(values: { name: string; password: string }, t: TFunction): Record<string, string> {
  return validate(schema, values, t);
}
