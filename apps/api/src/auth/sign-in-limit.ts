/**
 * The limits of a password attempt (sign-in of both realms, and the signed-in password check and change), in one
 * place (tracker issue 36 item 7): see `throttle.ts` for the rules. {@link beforePasswordAttempt} counts the attempt
 * before the password is evaluated; {@link afterRightPassword} takes it back when the password was right.
 */
import type { Db } from "../db/database";
import { tooManyRequests } from "../lib/errors";
import type { Device } from "./device";
import { THROTTLE_RULES, accountKey, claimSlot, deviceKey, enforce, forget, hit, loginDelayMs, pairKey, refund } from "./throttle";

/** One password attempt. */
export interface PasswordAttempt {
  realm: string;
  /** The lower-case user name tried. */
  name: string;
  clientIp: string;
  /** The device of the request's cookie when it signed in to this account before, else null. */
  knownDevice: Device | null;
  /** Request time, ms since the epoch. */
  now: number;
}

/**
 * Counts a password attempt: per address always; per device for a device that signed in to the account before;
 * otherwise in the account's failures from unknown devices, and past `LOGIN_SLOW_AFTER` of them the attempt must
 * find the account's slot free (an ever longer wait, never a lock of the owner's own device).
 *
 * @throws HttpError 429 with `message` and `Retry-After` when the attempt must not be evaluated.
 */
export async function beforePasswordAttempt(db: Db, attempt: PasswordAttempt, message: string): Promise<void> {
  const { realm, name, clientIp, knownDevice, now } = attempt;
  await enforce(db, THROTTLE_RULES.loginPair, pairKey(realm, name, clientIp), now, message);
  if (knownDevice) {
    await enforce(db, THROTTLE_RULES.loginDevice, deviceKey(realm, name, knownDevice.id), now, message);
    return;
  }
  const account = accountKey(realm, name);
  const failures = await hit(db, THROTTLE_RULES.loginAccount, account, now);
  const delayMs = loginDelayMs(failures.hits);
  if (delayMs === 0) return;
  const slot = await claimSlot(db, THROTTLE_RULES.loginSlot, account, now, delayMs);
  if (!slot.taken) {
    // Not evaluated, so not a failure: the wait grows with evaluated failures only.
    await refund(db, THROTTLE_RULES.loginAccount, account);
    throw tooManyRequests(message, slot.retryAfterMs);
  }
}

/** Forgets the failures of the attempt's address (and device) and takes the attempt off the account's count. */
export async function afterRightPassword(db: Db, attempt: PasswordAttempt): Promise<void> {
  const { realm, name, clientIp, knownDevice } = attempt;
  await forget(db, THROTTLE_RULES.loginPair, pairKey(realm, name, clientIp));
  if (knownDevice) await forget(db, THROTTLE_RULES.loginDevice, deviceKey(realm, name, knownDevice.id));
  else await refund(db, THROTTLE_RULES.loginAccount, accountKey(realm, name));
}
