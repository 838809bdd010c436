/**
 * The query hook of the server's upload limit and accepted types (`GET /v1/ESFilepublic/limits`, see
 * `upload-limits.ts`): one cached public call shared by every upload place of the portal.
 */
import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api/query";
import { uploadLimitsFrom, type UploadLimits } from "./upload-limits";

/** The limits change only when the server is reconfigured: kept fresh for 30 minutes (the server allows 5 in caches). */
const UPLOAD_LIMITS_STALE_MS = 30 * 60_000;

/**
 * The query options of the limits (`GET /v1/ESFilepublic/limits`), shared by {@link useUploadLimits} and the
 * first-render calls of the pages with an upload (`service-form-calls.ts`, `new-complaint-calls.ts`), so that both
 * use the same key and freshness. Asked for beside the page's code, the answer is there at the form's first render;
 * asked for by the hook, it came after, and the whole form rendered again, in one piece (tracker issue 40 item 5).
 */
export function uploadLimitsQuery() {
  return api.queryOptions("get", "/v1/ESFilepublic/limits", {}, { staleTime: UPLOAD_LIMITS_STALE_MS, gcTime: Infinity, refetchOnWindowFocus: false });
}

/**
 * The server's upload limit and accepted types (one cached call, public, shared by every upload place); the
 * contract's defaults while it loads.
 */
export function useUploadLimits(): UploadLimits {
  const { data } = useQuery({ ...uploadLimitsQuery(), select: (answer) => answer.data });
  return useMemo(() => uploadLimitsFrom(data), [data]);
}
