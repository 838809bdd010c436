/**
 * Token expiry rule (docs/spec/portal-spec.md section 5, "Token expiry decided from the token's expiry claim; no claim
 * means not expired; an optional offset in seconds (default 0)").
 */
import { InvalidTokenError, jwtDecode } from "jwt-decode";

/**
 * Tells whether a session token (a JWT) has expired.
 *
 * @param token - The token as stored (the `px-auth-token` header of the sign-in answer).
 * @param offsetSeconds - Seconds of margin: the token counts as expired this many seconds before its `exp`
 *   (a negative offset tolerates clock skew the other way). @default 0
 * @param nowMs - The current time in ms since the epoch. @default Date.now()
 * @returns `true` when `exp` (seconds since the epoch) is at or before now + offset, or when the token cannot
 *   be decoded as a JWT (it can then never be trusted); `false` when the token carries no `exp` claim.
 */
export function isTokenExpired(token: string, offsetSeconds = 0, nowMs: number = Date.now()): boolean {
  let exp: unknown;
  try {
    exp = jwtDecode(token).exp;
  } catch (error) {
    if (error instanceof InvalidTokenError) return true;
    throw error;
  }
  if (exp === undefined || exp === null) return false;
  if (typeof exp !== "number" || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs + offsetSeconds * 1000;
}
