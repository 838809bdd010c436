/**
 * Queries and the submission of e-service requests (issue 12; contract tag `eservice`): the catalogue
 * (`listEServices`), one service (`getEService`), the taken periods of a booking service (`getEServiceAvailability`)
 * and `createEServiceRequest`, whose failures keep the HTTP status (400 field errors, 409 `booking`).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { isErrorEnvelope, type ErrorEnvelope } from "../../api/errors";
import { COMPLAINT_LIST_QUERIES } from "../complaints";
import { isServiceCode } from "./eservice-rules";

/** The catalogue changes rarely (an administrator's edit): kept fresh for 10 minutes. */
const CATALOGUE_STALE_MS = 10 * 60_000;

/** Taken periods change with every request: kept fresh for 15 s, and refetched when the window regains focus. */
const AVAILABILITY_STALE_MS = 15_000;

/** A failed call with its HTTP status (404 unknown service, 409 booking taken). */
export type RequestError = ErrorEnvelope & { status: number };

/** Whether a failed call answered `status`. */
export function hasStatus(error: unknown, status: number): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === status;
}

/** The active services, in catalogue order (`GET /v1/EService/listAll`). */
export function useEServices() {
  return api.useQuery("get", "/v1/EService/listAll", {}, { staleTime: CATALOGUE_STALE_MS, select: (answer) => answer.data });
}

/**
 * One active service (`GET /v1/EService/{code}`); an unknown or inactive code fails with `status` 404. A code that
 * cannot be one ({@link isServiceCode}) is not asked for (the query stays pending).
 * @param code - The service code.
 */
export function useEService(code: string) {
  return useQuery({ ...eServiceQuery(code), enabled: isServiceCode(code) });
}

/**
 * The query options of one service (`GET /v1/EService/{code}`), shared by {@link useEService} and the form page's
 * first-render call (`service-form-calls.ts`), so that both use the same key and freshness.
 * @param code - The service code.
 */
export function eServiceQuery(code: string) {
  return {
    queryKey: ["get", "/v1/EService/{code}", { params: { path: { code } } }] as const,
    queryFn: async () => {
      const { data, error, response } = await pxClient.GET("/v1/EService/{code}", { params: { path: { code } } });
      if (error === undefined && data !== undefined) return data.data;
      throw { ...(isErrorEnvelope(error) ? error : { success: false, message: "" }), status: response.status } satisfies RequestError;
    },
    staleTime: CATALOGUE_STALE_MS,
  };
}

/** Query-key prefix of every availability answer (refetched after a submission and after a 409). */
export const AVAILABILITY_KEY = ["get", "/v1/EService/{code}/availability"] as const;

/**
 * The resources of a booking service with their taken periods in `[from, to)` (at most 93 days).
 * @param code - The service code.
 * @param range - The instants (ISO 8601), or `null` to ask nothing yet.
 */
export function useAvailability(code: string, range: { from: string; to: string } | null) {
  return api.useQuery(
    "get",
    "/v1/EService/{code}/availability",
    { params: { path: { code }, query: { from: range?.from ?? "", to: range?.to ?? "" } } },
    {
      enabled: range !== null,
      staleTime: AVAILABILITY_STALE_MS,
      placeholderData: keepPreviousData,
      select: (answer) => answer.data,
    },
  );
}

/**
 * `POST /v1/EServiceRequest`: the request becomes a case (`ER-...`); refreshes every case search and the
 * availability. A failure is a {@link RequestError} (400 names `data.<path>`, 409 names `booking`).
 */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Schemas["EServiceRequestCreate"]) => {
      const { data, error, response } = await pxClient.POST("/v1/EServiceRequest", { body });
      if (error === undefined && data !== undefined) return data.data;
      throw { ...(isErrorEnvelope(error) ? error : { success: false, message: "" }), status: response.status } satisfies RequestError;
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries(COMPLAINT_LIST_QUERIES),
        queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY }),
      ]);
    },
  });
}

/** Query-key prefixes of the catalogue's answers, refreshed after an administrator's edit. */
const CATALOGUE_KEYS = [
  ["get", "/v1/EService/listAll"],
  ["get", "/v1/EService/admin/listAll"],
  ["get", "/v1/EService/{code}"],
] as const;

/** Every service, active or not, for the administrators' pages (`GET /v1/EService/admin/listAll`). */
export function useEServicesAdmin() {
  return api.useQuery("get", "/v1/EService/admin/listAll", {}, { select: (answer) => answer.data });
}

/**
 * `PUT /v1/EService/{code}`: an administrator's edit (audited by the server); refreshes the catalogue's answers. A
 * failure is a {@link RequestError} (400 names `name.th`, `targetDays`, `form.schema...`).
 */
export function useUpdateEService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, body }: { code: string; body: Schemas["EServiceUpdate"] }) => {
      const { data, error, response } = await pxClient.PUT("/v1/EService/{code}", { params: { path: { code } }, body });
      if (error === undefined && data !== undefined) return data.data;
      throw { ...(isErrorEnvelope(error) ? error : { success: false, message: "" }), status: response.status } satisfies RequestError;
    },
    onSuccess: async () => {
      await Promise.all(CATALOGUE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
