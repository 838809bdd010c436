/**
 * Session tokens: HS256 JWTs signed and verified with fast-jwt, carrying `sub` (person id), `realm`, `sid` (server-side
 * session id), `iat` and `exp` (docs/spec/portal-spec.md sections 4 and 5; docs/architecture.md "Two realms").
 * Verification accepts HS256 only, so `alg: none` and other algorithms are refused; expired tokens are refused.
 *
 * The same secret signs sign-up completion tokens (audience {@link COMPLETION_AUDIENCE}): the proof that
 * sign-up step 1 hands to its caller so that only that caller can complete step 2 for that person. Session
 * verification refuses them (they carry an audience), and completion verification refuses session tokens.
 *
 * Rotation (docs/operations.md "Rotating secrets"): the previous secrets (`TOKEN_SECRET_PREVIOUS`) still verify
 * tokens, and nothing is signed with them, so a session goes on with the next token the portal asks for.
 */
import { createHmac, randomUUID } from "node:crypto";
import { createSigner, createVerifier } from "fast-jwt";

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

/** Lifetimes of a session (issue 15 item 6), in seconds. */
export interface SessionLifetimes {
  /** Idle lifetime of a session: it ends this long after its sign-in or last token refresh. @default 28800 (8 h) */
  sessionTtlSeconds: number;
  /** Idle lifetime of a "remember me" session. @default 2592000 (30 days) */
  rememberTtlSeconds: number;
}

/** Default session lifetimes: 8 hours, and 30 days with "remember me". */
export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { sessionTtlSeconds: 8 * 60 * 60, rememberTtlSeconds: 30 * 24 * 60 * 60 };

/** Whether a token's `exp` (seconds since the epoch) is after `now` (ms since the epoch), as jose and RFC 7519 4.1.4 read it. */
function unexpired(exp: unknown, now: number): boolean {
  return typeof exp === "number" && exp > Math.floor(now / 1000);
}

/** Issues and verifies session tokens (and sign-up completion tokens) with one secret. */
export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    /** Lifetime of one token in seconds (short: the portal renews it with `refreshToken`). */
    readonly ttlSeconds: number,
    /** How long sessions live when idle. @default DEFAULT_SESSION_LIFETIMES */
    readonly lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
    /** Secrets of before a rotation (`TOKEN_SECRET_PREVIOUS`): they verify, they never sign. @default none */
    readonly previousSecrets: readonly Uint8Array[] = [],
  ) {
    this.sign = createSigner({ key: Buffer.from(secret), algorithm: "HS256" }); // `iat` and `exp` come with each payload
    const keys = [secret, ...previousSecrets].map((each) => Buffer.from(each));
    this.verifySession = anyOf(keys.map((key) => createVerifier({ key, algorithms: ["HS256"], requiredClaims: ["exp", "sub"], ignoreExpiration: true, cache: false })));
    this.verifyCompletionToken = anyOf(
      keys.map((key) =>
        createVerifier({
          key,
          algorithms: ["HS256"],
          allowedAud: COMPLETION_AUDIENCE,
          requiredClaims: ["exp", "sub"],
          ignoreExpiration: true,
          cache: false,
        }),
      ),
    );
  }

  /**
   * fast-jwt signs and verifies HS256 synchronously with node:crypto (every authenticated request verifies a token;
   * WebCrypto's asynchronous HMAC took a thread-pool round trip each time, bench/queue.mjs). The verifiers ignore
   * their own clock: the expiry is checked against the caller's `now` (the request's time), see {@link unexpired}.
   */
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly verifySession: (token: string) => Record<string, unknown>;
  private readonly verifyCompletionToken: (token: string) => Record<string, unknown>;

  /** When a session signed in or refreshed at `now` (ms) ends. */
  sessionEnd(remember: boolean, now: number): Date {
    const seconds = remember ? this.lifetimes.rememberTtlSeconds : this.lifetimes.sessionTtlSeconds;
    return new Date(now + seconds * 1000);
  }

  /**
   * Signs a token for a session; `now` in ms since the epoch. The token expires after {@link ttlSeconds}, or at
   * `notAfter` (the session's end) when that comes first.
   */
  async issue(
    claims: { personId: number; realm: Realm; sessionId: string },
    now: number,
    notAfter?: Date,
  ): Promise<{ token: string; expiresAt: Date }> {
    const iat = Math.floor(now / 1000);
    const cap = notAfter === undefined ? Number.POSITIVE_INFINITY : Math.floor(notAfter.getTime() / 1000);
    const exp = Math.max(iat + 1, Math.min(iat + this.ttlSeconds, cap));
    const token = this.sign({ realm: claims.realm, sid: claims.sessionId, jti: randomUUID(), sub: String(claims.personId), iat, exp });
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** Signs the sign-up completion token of a new person; `now` in ms since the epoch. */
  async issueCompletion(personId: number, now: number): Promise<{ token: string; expiresAt: Date }> {
    const iat = Math.floor(now / 1000);
    const exp = iat + COMPLETION_TTL_SECONDS;
    const token = this.sign({ sub: String(personId), aud: COMPLETION_AUDIENCE, iat, exp });
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /**
   * Whether `token` is a valid, unexpired sign-up completion token for `personId`; `now` in ms since the
   * epoch (the token's `exp` is checked against it).
   */
  async verifyCompletion(token: string, personId: number, now: number): Promise<boolean> {
    try {
      const payload = this.verifyCompletionToken(token);
      if (!unexpired(payload.exp, now)) return false;
      return payload.sub === String(personId);
    } catch {
      return false;
    }
  }

  /**
   * Verifies a token; returns its claims, or null when it is malformed, not HS256, tampered or expired.
   *
   * @param now - The time to check `exp` against, ms since the epoch. @default the current time
   * @param options.allowExpired - Accept a token past its `exp` (only `refreshToken` does, which then requires
   *   the session to be live). @default false
   */
  async verify(token: string, now?: number, options: { allowExpired?: boolean } = {}): Promise<TokenClaims | null> {
    try {
      const payload = this.verifySession(token);
      if (!options.allowExpired && !unexpired(payload.exp, now ?? Date.now())) return null;
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
    return pseudonymWith(this.secret, purpose, value);
  }

  /** The pseudonyms of `value` in `purpose` under the {@link previousSecrets}, for re-keying stored ones after a rotation. */
  previousPseudonyms(purpose: string, value: string): string[] {
    return this.previousSecrets.map((secret) => pseudonymWith(secret, purpose, value));
  }
}

function pseudonymWith(secret: Uint8Array, purpose: string, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}\u0000${value}`).digest("hex");
}

/** A verifier that accepts what one of `verifiers` accepts (the first to accept answers); else throws the first's error. */
function anyOf(verifiers: ((token: string) => Record<string, unknown>)[]): (token: string) => Record<string, unknown> {
  if (verifiers.length === 1) return verifiers[0]!;
  return (token) => {
    let first: unknown;
    for (const verify of verifiers) {
      try {
        return verify(token);
      } catch (err) {
        first ??= err;
      }
    }
    throw first;
  };
}
