/**
 * Queries and calls of the satisfaction survey (issue 12 item 5; contract tag `satisfaction`): what the resident can
 * still rate, the answer about one case, sending an answer, and the staff figures with their CSV file.
 */
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { callError, unwrap } from "../../api/errors";
import { E_SERVICE_HOME } from "../../routing/e-service-home";

/** Path of the survey page (spec section 2 `/e-service/main/satisfaction`). */
export const SATISFACTION_PATH = `${E_SERVICE_HOME}/satisfaction`;

/**
 * The survey page, about one case when `caseId` is given (`?case=<id>`, as the completion's notification links it).
 * @param caseId - The case to rate. @default the page without a case (the list and the general survey)
 */
export function satisfactionPath(caseId?: number): string {
  return caseId === undefined ? SATISFACTION_PATH : `${SATISFACTION_PATH}?case=${caseId}`;
}

/** The case id of the page's `?case=` parameter (digits only), or `undefined`. */
export function caseIdOf(search: string): number | undefined {
  const raw = new URLSearchParams(search).get("case");
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** Query-key prefixes refreshed after an answer (openapi-react-query keys are `[method, path, init]`). */
const PENDING_KEY = ["get", "/v1/Satisfaction/pending"] as const;
const CASE_KEY = ["get", "/v1/Satisfaction/case/{id}"] as const;

/**
 * The resident's completed cases still to rate, and when they last answered the general survey
 * (`GET /v1/Satisfaction/pending`).
 * @param enabled - Only for a signed-in resident. @default true
 */
export function usePendingSatisfaction(enabled = true) {
  return api.useQuery("get", "/v1/Satisfaction/pending", {}, { enabled });
}

/**
 * The answer about a case and whether the caller can still answer (`GET /v1/Satisfaction/case/{id}`).
 * @param id - The case id.
 * @param enabled - Ask only when it matters (a completed case). @default true
 */
export function useCaseSatisfaction(id: number, enabled = true) {
  return api.useQuery("get", "/v1/Satisfaction/case/{id}", { params: { path: { id } } }, { enabled });
}

/**
 * Sends an answer (`POST /v1/Satisfaction`) and refreshes what depends on it (after a success or a 409).
 * @throws A `CallError` (`unwrap`), whose status and 429 wait the form explains.
 */
export function useSendSatisfaction(): (body: Schemas["SatisfactionAnswer"]) => Promise<Schemas["SatisfactionResponse"]> {
  const queryClient = useQueryClient();
  // Marked stale, not refetched now: the page keeps its thank-you state; the next visit reads the new state.
  const markStale = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PENDING_KEY, refetchType: "none" }),
      queryClient.invalidateQueries({ queryKey: CASE_KEY, refetchType: "none" }),
    ]);
  return async (body) => {
    let answer: Schemas["SatisfactionResponseEnvelope"];
    try {
      answer = await unwrap(pxClient.POST("/v1/Satisfaction", { body }));
    } catch (caught) {
      if (callError(caught).status === 409) await markStale();
      throw caught;
    }
    await markStale();
    return answer.data;
  };
}

/**
 * The staff figures over cases completed in `[from, now)` (`GET /v1/Satisfaction/stats`).
 * @param from - The first instant (ISO 8601).
 */
export function useSatisfactionStats(from: string) {
  return api.useQuery(
    "get",
    "/v1/Satisfaction/stats",
    { params: { query: { from } } },
    { placeholderData: keepPreviousData, select: (answer) => answer.data },
  );
}

/**
 * The figures as a CSV file (`GET /v1/Satisfaction/export`): the file's content and its name.
 * @param from - The first instant (ISO 8601).
 * @throws The error envelope (or a network error) when the file cannot be made.
 */
export async function fetchSatisfactionCsv(from: string): Promise<{ blob: Blob; disposition: string | null }> {
  const { data, error, response } = await pxClient.GET("/v1/Satisfaction/export", { params: { query: { from } }, parseAs: "blob" });
  if (error !== undefined || !data) throw error ?? new Error("Empty answer");
  return { blob: data, disposition: response.headers.get("content-disposition") };
}
