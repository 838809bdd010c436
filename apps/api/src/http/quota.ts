/**
 * Quotas of the contract's operations (tracker issue 36 item 7): an operation's `x-rate-limit` lists its policies,
 * and {@link enforceQuotas}, the one check every limited operation runs (in the router, before the body is read),
 * counts the request in each policy's database counter (`throttle_counters`, scope `quota:<name>`, the throttle's
 * atomic {@link hit}) per client address or signed-in account. Every answer of a limited operation carries the
 * `RateLimit-Policy` and `RateLimit` headers of draft-ietf-httpapi-ratelimit-headers-10
 * (`"<name>";q=<quota>;w=<window s>` and `"<name>";r=<remaining>;t=<seconds to reset>`); past a quota the answer is
 * 429 with `Retry-After`. Windows are fixed, as the throttle's.
 */
import { hit } from "../auth/throttle";
import type { RateLimitPolicy } from "../contract/contract";
import type { AuthContext } from "../auth/context";
import type { Db } from "../db/database";
import { HttpError } from "../lib/errors";

/** What a quota counts a request by. */
export interface QuotaCaller {
  /** The client's address. */
  clientIp: string;
  /** The signed-in user, or null (an `account` policy does not count anonymous requests). */
  auth: Pick<AuthContext, "realm" | "personId"> | null;
}

/** The `RateLimit-Policy` header value of `policies` (draft-ietf-httpapi-ratelimit-headers-10). */
export function rateLimitPolicyHeader(policies: readonly RateLimitPolicy[]): string {
  return policies.map((p) => `"${p.name}";q=${p.quota};w=${p.window}`).join(", ");
}

/**
 * Counts one request in each of `policies` that applies to the caller and returns the answer headers
 * (`RateLimit-Policy`, `RateLimit`); every policy is counted, also when an earlier one is exhausted.
 *
 * @throws HttpError 429 with `message`, `Retry-After` (the longest wait of the exhausted policies) and the same
 *   headers, when a quota is passed.
 */
export async function enforceQuotas(
  db: Db,
  policies: readonly RateLimitPolicy[],
  caller: QuotaCaller,
  now: number,
  message: string,
): Promise<Record<string, string>> {
  const applying = policies.filter((p) => p.per === "address" || caller.auth !== null);
  const results = await Promise.all(
    applying.map(async (policy) => {
      const key = policy.per === "address" ? caller.clientIp : `${caller.auth!.realm}:${caller.auth!.personId}`;
      const result = await hit(db, { scope: `quota:${policy.name}`, limit: policy.quota, windowMs: policy.window * 1000 }, key, now);
      return { policy, result, resetSeconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) };
    }),
  );
  const headers: Record<string, string> = { "ratelimit-policy": rateLimitPolicyHeader(policies) };
  if (results.length > 0) {
    headers.ratelimit = results
      .map(({ policy, result, resetSeconds }) => `"${policy.name}";r=${Math.max(0, policy.quota - result.hits)};t=${resetSeconds}`)
      .join(", ");
  }
  const exhausted = results.filter((r) => !r.result.allowed);
  if (exhausted.length > 0) {
    const wait = Math.max(...exhausted.map((r) => r.resetSeconds));
    throw new HttpError(429, message, undefined, { ...headers, "retry-after": String(wait) });
  }
  return headers;
}
