/**
 * The Thai national ID number (เลขประจำตัวประชาชน, docs/anchors.md "National ID checksum"): 13 digits, the last a
 * check digit of the first 12 (weights 13 down to 2, sum modulo 11). Checked by the server's sign-up, profile and
 * e-service forms and by the portal's and the ui's form fields.
 */

/**
 * The check digit of a Thai national ID from its first 12 digits: (11 - (Σ dᵢ·(14 - i) for i = 1..12) mod 11)
 * mod 10.
 * @param first12 - The first 12 digits, ASCII.
 * @throws RangeError when `first12` is not 12 ASCII digits
 */
export function citizenIdCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError("A Thai national ID check digit needs 12 digits");
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/**
 * Whether `id` is a valid Thai national ID: exactly 13 ASCII digits (no spaces, dashes or Thai digits) whose last
 * digit is the check digit of the first 12.
 * @param id - The ID as entered, already cleaned of separators.
 */
export function isValidCitizenId(id: string): boolean {
  return /^\d{13}$/.test(id) && citizenIdCheckDigit(id.slice(0, 12)) === Number(id[12]);
}
