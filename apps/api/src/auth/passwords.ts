/**
 * Password hashing with argon2id (@node-rs/argon2 defaults: 19 MiB memory, 2 passes, 1 lane), stored as a
 * PHC string (`$argon2id$v=19$...`). Passwords are never stored or logged in plain text.
 */
import { hash, verify } from "@node-rs/argon2";

/** Hashes a password with argon2id (the library's default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no hash (unknown user) a dummy hash is verified, so the
 * answer takes about as long as for a known user name.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash("not-a-real-password-used-for-timing-only");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
