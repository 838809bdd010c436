/**
 * Endpoint rules of the signed webhooks (tracker issue 41 item 3; docs/webhooks.md "Endpoints"): which URLs an
 * administrator may register, and the signing secrets.
 */
import { randomBytes } from "node:crypto";

/** Hosts that are this machine: the only ones plain `http` may reach, when allowed. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Why a URL is refused (the key of the field message, `apps/api/src/i18n/field-messages.ts`). */
export type EndpointUrlProblem = "webhookUrlInvalid" | "webhookUrlHttps";

/**
 * Checks an endpoint URL: an absolute `https` URL without user name or password; plain `http` only to this machine
 * (`localhost`, `127.0.0.1`, `::1`) and only when `allowLocalHttp` (`WEBHOOK_ALLOW_LOCAL_HTTP`, for development).
 *
 * @returns the URL as it will be stored (normalised by the WHATWG URL parser), or the problem.
 */
export function checkEndpointUrl(raw: string, allowLocalHttp: boolean): { url: string } | { problem: EndpointUrlProblem } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { problem: "webhookUrlInvalid" };
  }
  if (url.username !== "" || url.password !== "" || url.hash !== "" || url.hostname === "") return { problem: "webhookUrlInvalid" };
  if (url.protocol === "https:") return { url: url.toString() };
  if (url.protocol === "http:") {
    return allowLocalHttp && LOCAL_HOSTS.has(url.hostname) ? { url: url.toString() } : { problem: "webhookUrlHttps" };
  }
  return { problem: "webhookUrlInvalid" };
}

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks: 24 to 64 bytes). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** How long the previous secret still signs after a rotation, in ms: 24 hours. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;
