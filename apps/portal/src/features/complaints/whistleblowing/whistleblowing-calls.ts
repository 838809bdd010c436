/**
 * The whistleblowing calls (contract tag `whistleblowing`), made with the typed client directly rather than as
 * query hooks: the pages need the answer's HTTP status (404 = no report with this code) and its `Retry-After`
 * header (429 = too many attempts), which query errors do not carry, and the tracking code must never become part
 * of a query key kept in the cache. A signed-in reporter's token is sent by the client's middleware as on every
 * call (`POST /v1/Whistleblowing` has the optional security `[{pxAuthToken: []}, {}]`).
 */
import type { TFunction } from "i18next";
import type { Schemas } from "@eoffice/api-client";
import { pxClient } from "../../../api/client";
import { errorMessage } from "../../../api/errors";
import type { Language } from "../../../i18n/languages";
import { formatWait, retryAfterSeconds } from "./whistleblowing-rules";

/** The answer of a call: its data, or the failure with what the page needs to explain it. */
export type CallResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** HTTP status (0: no answer, for example offline). */
      status: number;
      /** The error envelope, when the server sent one. */
      error?: unknown;
      /** The wait asked by a 429, in seconds. */
      retryAfter: number | null;
    };

/**
 * Turns an openapi-fetch answer (or a network failure) into a {@link CallResult}; also used by the result check and
 * the satisfaction survey (issue 12), which need the status and `Retry-After` the same way.
 */
export async function settle<T>(call: Promise<{ data?: { data: T }; error?: unknown; response: Response }>): Promise<CallResult<T>> {
  try {
    const { data, error, response } = await call;
    if (data !== undefined && error === undefined) return { ok: true, data: data.data };
    return { ok: false, status: response.status, error, retryAfter: retryAfterSeconds(response.headers.get("Retry-After")) };
  } catch {
    return { ok: false, status: 0, retryAfter: null };
  }
}

/**
 * Sends a report (`POST /v1/Whistleblowing`).
 * @param body - The kind, the details and the optional location.
 * @returns The reference number and the tracking code (shown once).
 */
export function reportWhistleblowing(body: Schemas["WhistleblowingReport"]): Promise<CallResult<Schemas["WhistleblowingReceipt"]["data"]>> {
  return settle(pxClient.POST("/v1/Whistleblowing", { body }));
}

/**
 * Loads a report with its tracking code (`POST /v1/Whistleblowing/track`): the case, its history and the notes
 * meant for the reporter.
 * @param trackingCode - The code given when the report was made.
 */
export function trackWhistleblowing(trackingCode: string): Promise<CallResult<Schemas["WhistleblowingCase"]["data"]>> {
  return settle(pxClient.POST("/v1/Whistleblowing/track", { body: { trackingCode } }));
}

/**
 * The reporter answers the integrity officer (`POST /v1/Whistleblowing/note`).
 * @param trackingCode - The report's tracking code.
 * @param body - The answer, 1-4000 characters.
 */
export function answerWhistleblowing(trackingCode: string, body: string): Promise<CallResult<Schemas["ComplaintNote"]>> {
  return settle(pxClient.POST("/v1/Whistleblowing/note", { body: { trackingCode, body } }));
}

/**
 * The message of a failed call, in the user's language: the wait of a 429, "no connection" when no answer came,
 * else the server's message (or the generic one). The pages handle 404 themselves (a wrong tracking code).
 * @param result - The failure.
 * @param t - The translate function.
 * @param language - The user's language (for the wait).
 */
export function failureText(result: Extract<CallResult<unknown>, { ok: false }>, t: TFunction, language: Language): string {
  if (result.status === 429) {
    return result.retryAfter === null
      ? t("whistleblowing.tooManySoon")
      : t("whistleblowing.tooMany", { wait: formatWait(result.retryAfter, language) });
  }
  if (result.status === 0) return t("whistleblowing.offline");
  return errorMessage(result.error, t("common.unknownError"));
}
