/**
 * The device cookie (tracker issue 36 item 7): a browser that signed in to an account gets a signed, HttpOnly
 * cookie naming that account, so that a later sign-in from it is known to come from the owner's device. Such a
 * device is exempt from the account-wide sign-in slow-down and from the per-account "forgot password" limit (it
 * stays under its own per-address limits), so a stranger who guesses from many addresses cannot lock the owner out.
 *
 * The value is `<device id>.<account tags>.<mac>`: a random device id, up to {@link DEVICE_MAX_ACCOUNTS} account
 * tags (the first 12 bytes of an HMAC of realm and user name: the cookie does not show the name) joined by `~`, and
 * an HMAC-SHA256 over both, keyed from the server's token secret (`secret.ts`), so every instance reads it and
 * nobody can forge one. The server keeps nothing in memory. After a rotation of the token secret a cookie signed with
 * the previous secret (`TOKEN_SECRET_PREVIOUS`) is still read, and the next sign-in writes it again with the current one.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Name of the device cookie. */
export const DEVICE_COOKIE = "px-device";

/** Accounts one device cookie remembers (the most recent sign-ins). */
export const DEVICE_MAX_ACCOUNTS = 8;

/** Lifetime of the device cookie: 1 year, in seconds. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A device as its cookie tells. */
export interface Device {
  /** Random id of the device (base64url). */
  id: string;
  /** Tags of the accounts that signed in on it. */
  accounts: string[];
  /** Which key signed the cookie: 0 the current secret's, 1 and on the previous secrets'. @default 0 */
  key?: number;
}

/** Reads and writes the signed device cookie. */
export class DeviceCookies {
  /** The cookie keys: the current secret's first, then the previous secrets'. */
  private readonly keys: Buffer[];

  /**
   * @param secret - the server's token secret; the cookie's key is derived from it.
   * @param previousSecrets - the token secrets of before a rotation (`TOKEN_SECRET_PREVIOUS`): cookies signed with
   *   them are still read. @default none
   */
  constructor(secret: Uint8Array, previousSecrets: readonly Uint8Array[] = []) {
    this.keys = [secret, ...previousSecrets].map((each) => createHmac("sha256", each).update("px-device-cookie v1").digest());
  }

  /** The tag of an account (realm and lower-case user name) in the cookie, under the current key or key `key`. */
  accountTag(realm: string, name: string, key = 0): string {
    return createHmac("sha256", this.keys[key]!).update(JSON.stringify([realm, name])).digest().subarray(0, 12).toString("base64url");
  }

  private mac(body: string, key = 0): Buffer {
    return createHmac("sha256", this.keys[key]!).update(body).digest();
  }

  /** The device of a request's `Cookie` header, or null when there is none or its signature is wrong. */
  read(cookieHeader: string | string[] | undefined): Device | null {
    const header = Array.isArray(cookieHeader) ? cookieHeader.join("; ") : (cookieHeader ?? "");
    for (const part of header.split(";")) {
      const at = part.indexOf("=");
      if (at < 0 || part.slice(0, at).trim() !== DEVICE_COOKIE) continue;
      const [id, tags, mac] = part.slice(at + 1).trim().split(".");
      if (!id || tags === undefined || !mac) return null;
      const given = Buffer.from(mac, "base64url");
      const key = this.keys.findIndex((_, at) => {
        const wanted = this.mac(`${id}.${tags}`, at);
        return given.length === wanted.length && timingSafeEqual(given, wanted);
      });
      if (key < 0) return null;
      return { id, accounts: tags === "" ? [] : tags.split("~"), key };
    }
    return null;
  }

  /** Whether the device signed in to the account before. */
  knows(device: Device | null, realm: string, name: string): boolean {
    return device !== null && device.accounts.includes(this.accountTag(realm, name, device.key ?? 0));
  }

  /**
   * The `Set-Cookie` value after a successful sign-in: the device (a new one when `device` is null) with the
   * account added. HttpOnly, SameSite=Lax, `Secure` when the request came over HTTPS.
   */
  setCookie(device: Device | null, realm: string, name: string, secure: boolean): string {
    const tag = this.accountTag(realm, name);
    const id = device?.id ?? randomBytes(16).toString("base64url");
    // Tags made with a previous key cannot be made again without the names: a cookie of before the rotation keeps its id.
    const kept = device && (device.key ?? 0) === 0 ? device.accounts : [];
    const accounts = [...kept.filter((a) => a !== tag), tag].slice(-DEVICE_MAX_ACCOUNTS);
    const body = `${id}.${accounts.join("~")}`;
    const value = `${body}.${this.mac(body).toString("base64url")}`;
    return `${DEVICE_COOKIE}=${value}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  }
}
