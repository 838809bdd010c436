/**
 * Session tokens: HS256 JWTs signed with jose, carrying `sub` (person id), `realm`, `sid` (server-side
 * session id), `iat` and `exp` (portal-spec.md sections 4 and 5; ARCHITECTURE.md "Two realms").
 * Verification accepts HS256 only, so `alg: none` and other algorithms are refused; expired tokens are refused.
 *
 * The same secret signs sign-up completion tokens (audience {@link COMPLETION_AUDIENCE}): the proof that
 * sign-up step 1 hands to its caller so that only that caller can complete step 2 for that person. Session
 * verification refuses them (they carry an audience), and completion verification refuses session tokens.
 */
import { createHmac } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

/** The two sign-in realms. */
export type Realm = "staff" | "person";

/** The claims the server relies on. */
export interface TokenClaims {
  personId: number;
  realm: Realm;
  sessionId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Audience of sign-up completion tokens. */
export const COMPLETION_AUDIENCE = "complete-sign-up";

/** Lifetime of a sign-up completion token: 30 minutes, in seconds. */
export const COMPLETION_TTL_SECONDS = 30 * 60;

/** Issues and verifies session tokens (and sign-up completion tokens) with one secret. */
export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    /** Token lifetime in seconds. */
    readonly ttlSeconds: number,
  ) {}

  /** Signs a token for a session; `now` in ms since the epoch. */
  async issue(claims: { personId: number; realm: Realm; sessionId: string }, now: number): Promise<{ token: string; expiresAt: Date }> {
    const iat = Math.floor(now / 1000);
    const exp = iat + this.ttlSeconds;
    const token = await new SignJWT({ realm: claims.realm, sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(claims.personId))
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.secret);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** Signs the sign-up completion token of a new person; `now` in ms since the epoch. */
  async issueCompletion(personId: number, now: number): Promise<{ token: string; expiresAt: Date }> {
    const iat = Math.floor(now / 1000);
    const exp = iat + COMPLETION_TTL_SECONDS;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(personId))
      .setAudience(COMPLETION_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.secret);
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /**
   * Whether `token` is a valid, unexpired sign-up completion token for `personId`; `now` in ms since the
   * epoch (the token's `exp` is checked against it).
   */
  async verifyCompletion(token: string, personId: number, now: number): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ["HS256"],
        audience: COMPLETION_AUDIENCE,
        requiredClaims: ["exp", "sub"],
        currentDate: new Date(now),
      });
      return payload.sub === String(personId);
    } catch {
      return false;
    }
  }

  /** Verifies a token; returns its claims, or null when it is malformed, not HS256, tampered or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
      if (payload.aud !== undefined) return null;
      const personId = Number(payload.sub);
      const realm = payload.realm;
      const sessionId = payload.sid;
      if (!Number.isInteger(personId) || personId < 1) return null;
      if (realm !== "staff" && realm !== "person") return null;
      if (typeof sessionId !== "string" || sessionId === "") return null;
      return { personId, realm, sessionId, exp: payload.exp as number };
    } catch {
      return null;
    }
  }

  /**
   * A keyed pseudonym (HMAC-SHA-256 with the token secret, hex, 64 characters) of `value` in `purpose`: links a
   * confidential record to a person without storing who they are (issue 11: a signed-in whistleblower). It changes
   * if the token secret changes.
   */
  pseudonym(purpose: string, value: string): string {
    return createHmac("sha256", this.secret).update(`${purpose}\u0000${value}`).digest("hex");
  }
}
