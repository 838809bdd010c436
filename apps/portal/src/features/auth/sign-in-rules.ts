/**
 * The sign-in form's rules (docs/spec/portal-spec.md section 7), in a module of their own: the sign-in page loads them when
 * the form is sent, so that its first render does not wait for zod (they are preloaded at idle with the routes).
 */
import * as z from "zod/mini";
import type { TFunction } from "../../i18n/translator";
import { validate } from "../../lib/contract-rules";

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "validation.required"), z.maxLength(100, "validation.maxLength")),
  password: z.string().check(z.minLength(1, "validation.required"), z.maxLength(200, "validation.maxLength")),
});

/**
 * The translated messages per invalid field of the sign-in form (`{}` when valid).
 * @param values - The form's user name and password.
 * @param t - The translate function of the current language.
 */
export function signInErrors(values: { name: string; password: string }, t: TFunction): Record<string, string> {
  return validate(schema, values, t);
}
