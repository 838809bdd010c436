/**
 * Rules of the change-password form (contract `PasswordChange`, PUT /pw; issue 10 item 2): the user name, the
 * current (one-time) password, a new password of 10 to 200 characters that is neither the user name nor the
 * current password, and the same new password repeated. The server checks them again and names the field of a
 * refusal (a wrong current password names `password`), which the page shows next to that field.
 */
import * as z from "zod/mini";
import type { TFunction } from "../../i18n/translator";
import { validate } from "../../lib/contract-rules";

/** What the change-password form holds. */
export interface ChangePasswordValues {
  /** The signed-in user's name. */
  username: string;
  /** The current (or one-time) password. */
  password: string;
  /** The new password. */
  newPassword: string;
  /** The new password again. */
  repeatPassword: string;
}

/** Minimum length of a new password (contract `PasswordChange.newPassword`; NIST SP 800-63B, issue 15). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

const schema = z
  .object({
    username: z.string().check(z.trim(), z.minLength(1, "validation.required"), z.maxLength(100, "validation.maxLength")),
    password: z.string().check(z.minLength(1, "validation.required"), z.maxLength(200, "validation.maxLength")),
    newPassword: z
      .string()
      .check(
        z.minLength(1, "validation.required"),
        z.minLength(NEW_PASSWORD_MIN_LENGTH, "validation.minLength"),
        z.maxLength(200, "validation.maxLength"),
      ),
    repeatPassword: z.string().check(z.minLength(1, "validation.required")),
  })
  .check(z.superRefine((values, context) => {
    if (values.newPassword && values.newPassword === values.password) {
      context.addIssue({ code: "custom", path: ["newPassword"], message: "validation.passwordUnchanged" });
    } else if (
      values.newPassword &&
      values.username.trim().length >= 3 &&
      values.newPassword.toLowerCase().includes(values.username.trim().toLowerCase())
    ) {
      context.addIssue({ code: "custom", path: ["newPassword"], message: "validation.passwordIsUserName" });
    }
    if (values.repeatPassword && values.repeatPassword !== values.newPassword) {
      context.addIssue({ code: "custom", path: ["repeatPassword"], message: "validation.passwordsDiffer" });
    }
  }));

/**
 * The translated messages per invalid field of the change-password form (`{}` when valid).
 * @param values - The form's values.
 * @param t - The translate function of the current language.
 */
export function changePasswordErrors(values: ChangePasswordValues, t: TFunction): Record<string, string> {
  return validate(schema, values, t);
}
