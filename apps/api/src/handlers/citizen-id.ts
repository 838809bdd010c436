/**
 * Thai national id (เลขประจำตัวประชาชน) check: 13 digits, the last one a check digit computed from the first 12
 * (weights 13 down to 2, sum modulo 11).
 */

/** The check digit for the first 12 digits of a Thai national id. */
export function citizenIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** True when `id` is 13 digits with a correct check digit. */
export function isValidCitizenId(id: string): boolean {
  return /^[0-9]{13}$/.test(id) && citizenIdCheckDigit(id.slice(0, 12)) === Number(id[12]);
}
