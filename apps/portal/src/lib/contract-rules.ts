/**
 * Field rules of the contract (`openapi/pxapi_eoffice.yaml`), as zod schemas for the portal's client-side
 * validation, written with zod's tree-shakable API (`zod/mini`: about 6 kB brotli for what the forms use, where the
 * chained API took 21.7 kB on every page with a form; tracker issue 40 item 1). Each rule names the schema it mirrors; the server validates the same rules against the contract,
 * and its 400 `errors` are shown next to the fields as well.
 *
 * Messages are i18n keys (`validation.*`); {@link validate} translates them.
 */
import * as z from "zod/mini";
import type { TFunction } from "../i18n/translator";
import { isValidThaiNationalId } from "@eoffice/ui";

// zod compiles validators with `new Function` unless told not to; the server's CSP forbids eval (no
// 'unsafe-eval'), so run it without JIT. Every form validates through this module, so it is configured here
// (not in the entry, which would then carry zod).
z.config({ jitless: true });

/** A required text of `min`..`max` characters (after trimming). */
export const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(1, "validation.required"), z.minLength(min, "validation.minLength"), z.maxLength(max, "validation.maxLength"));

/** `UserName`: `^[a-z0-9][a-z0-9._-]{2,39}$`. */
export const userName = z
  .string()
  .check(z.trim(), z.minLength(1, "validation.required"), z.regex(/^[a-z0-9][a-z0-9._-]{2,39}$/, "validation.userName"));

/** `Password`: 8 to 200 characters. */
export const password = z
  .string()
  .check(z.minLength(1, "validation.required"), z.minLength(8, "validation.minLength"), z.maxLength(200, "validation.maxLength"));

/** An e-mail address of at most 200 characters (`PublicPersonCreate.email`). */
export const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, "validation.required"), z.maxLength(200, "validation.maxLength")),
  z.email("validation.email"),
);

/**
 * `CitizenId`: 13 digits whose last is the check digit of the first 12 (the server checks it too; tracker issue 36
 * item 4: sign-up checks the checksum in the browser, next to the field).
 */
export const citizenId = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[0-9]{13}$/, "validation.citizenId"),
    z.refine((id) => !/^[0-9]{13}$/.test(id) || isValidThaiNationalId(id), "validation.citizenIdCheckDigit"),
  );

/** `Phone`: `^\+?[0-9][0-9 -]{7,18}[0-9]$`. */
export const phone = z
  .string()
  .check(z.trim(), z.minLength(1, "validation.required"), z.regex(/^\+?[0-9][0-9 -]{7,18}[0-9]$/, "validation.phone"));

/** An optional field: empty text is allowed, otherwise the rule applies. */
export const optional = <T extends z.ZodMiniType<string>>(rule: T) => z.union([z.literal(""), rule]);

/** A required choice from a list (an `Id`, 1 or more). */
export const choice = z.int({ error: "validation.select" }).check(z.minimum(1, "validation.select"));

/**
 * Validates form values and returns the messages per field (`{}` when valid), translated.
 * @param schema - A zod object schema whose messages are i18n keys.
 * @param values - The form values.
 * @param t - The translate function of the current language.
 * @returns The first message of each invalid field, by field name.
 */
export function validate(schema: z.ZodMiniType, values: unknown, t: TFunction): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    if (field in errors) continue;
    const key = issue.message.startsWith("validation.") ? issue.message : "validation.required";
    const count =
      key === "validation.minLength" && issue.code === "too_small"
        ? Number(issue.minimum)
        : key === "validation.maxLength" && issue.code === "too_big"
          ? Number(issue.maximum)
          : undefined;
    errors[field] = String(t(key, count === undefined ? {} : { count }));
  }
  return errors;
}
