/**
 * The password rules of both realms (issue 15 item 3, after NIST SP 800-63B section 5.1.1.2): at least 8
 * characters, no composition rules (no "one digit, one symbol"), refused when the password is a common or
 * breached one or contains the user name. The list of common passwords is the one `@zxcvbn-ts/language-common`
 * ships (about 49,000 passwords collected from public breaches), compared without regard to case.
 */
import { requirePasswordDictionary } from "../lib/heavy-modules";
import type { MessageKey } from "../i18n/messages";

/** Fewest characters (Unicode code points) of a password. */
export const PASSWORD_MIN_LENGTH = 8;

let common: Set<string> | undefined;

/** Whether `password` is on the shipped list of common or breached passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((requirePasswordDictionary()["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/**
 * Checks a new password against the rules.
 *
 * @param password - The new password.
 * @param userName - The account's user name (also refused inside the password when at least 3 characters).
 * @returns The message key of the first rule broken, or null when the password is acceptable.
 */
export function passwordProblem(password: string, userName: string): MessageKey | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return "passwordTooShort";
  if (isCommonPassword(password) || isCommonPassword(password.trim())) return "passwordCommon";
  const name = userName.trim().toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) return "passwordContainsUsername";
  return null;
}
