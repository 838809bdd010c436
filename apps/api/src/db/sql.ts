/** SQL helpers for both drivers (PGlite and node-postgres): reading a database error, escaping a LIKE pattern. */

/** True when a database error (or one of its causes) has SQLSTATE `code`, for both drivers. */
export function hasSqlState(err: unknown, code: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** True when a database error is a unique-constraint violation (SQLSTATE 23505), for both drivers. */
export function isUniqueViolation(err: unknown): boolean {
  return hasSqlState(err, "23505");
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
