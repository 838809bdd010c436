/**
 * The whistleblowing calls (contract tag `whistleblowing`), made with the typed client directly rather than as
 * query hooks: the pages need the answer's HTTP status (404 = no report with this code) and its `Retry-After`
 * header (429 = too many attempts), which query errors do not carry, and the tracking code must never become part
 * of a query key kept in the cache. A signed-in reporter's token is sent by the client's middleware as on every
 * call (`POST /v1/Whistleblowing` has the optional security `[{pxAuthToken: []}, {}]`).
 */
import type { TFunction } from "../../../i18n/translator";
import type { Schemas } from "@eoffice/api-client";
import { pxClient } from "../../../api/client";
import { errorMessage, unwrap, type CallError } from "../../../api/errors";
import type { Language } from "../../../i18n/languages";
import { formatWait } from "./whistleblowing-rules";

/**
 * Sends a report (`POST /v1/Whistleblowing`).
 * @param body - The kind, the details and the optional location.
 * @returns The reference number and the tracking code (shown once).
 * @throws A {@link CallError} (`unwrap`).
 */
export async function reportWhistleblowing(body: Schemas["WhistleblowingReport"]): Promise<Schemas["WhistleblowingReceipt"]["data"]> {
  return (await unwrap(pxClient.POST("/v1/Whistleblowing", { body }))).data;
}

/**
 * Loads a report with its tracking code (`POST /v1/Whistleblowing/track`): the case, its history and the notes
 * meant for the reporter.
 * @param trackingCode - The code given when the report was made.
 * @throws A {@link CallError} (`unwrap`; 404: no report with this code).
 */
export async function trackWhistleblowing(trackingCode: string): Promise<Schemas["WhistleblowingCase"]["data"]> {
  return (await unwrap(pxClient.POST("/v1/Whistleblowing/track", { body: { trackingCode } }))).data;
}

/**
 * The reporter answers the integrity officer (`POST /v1/Whistleblowing/note`).
 * @param trackingCode - The report's tracking code.
 * @param body - The answer, 1-4000 characters.
 * @throws A {@link CallError} (`unwrap`).
 */
export async function answerWhistleblowing(trackingCode: string, body: string): Promise<Schemas["ComplaintNote"]> {
  return (await unwrap(pxClient.POST("/v1/Whistleblowing/note", { body: { trackingCode, body } }))).data;
}

/**
 * The message of a failed call, in the user's language: the wait of a 429, "no connection" when no answer came,
 * else the server's message (or the generic one). The pages handle 404 themselves (a wrong tracking code).
 * @param result - The failure.
 * @param t - The translate function.
 * @param language - The user's language (for the wait).
 */
export function failureText(result: CallError, t: TFunction, language: Language): string {
  if (result.status === 429) {
    return result.retryAfter === null
      ? t("whistleblowing.tooManySoon")
      : t("whistleblowing.tooMany", { wait: formatWait(result.retryAfter, language) });
  }
  if (result.status === 0) return t("whistleblowing.offline");
  return errorMessage(result, t("common.unknownError"));
}
