/**
 * The query hook of the server's upload limit and accepted types (`GET /v1/ESFilepublic/limits`, see
 * `upload-limits.ts`): one cached public call shared by every upload place of the portal.
 */
import { useMemo } from "react";
import { api } from "../api/query";
import { uploadLimitsFrom, type UploadLimits } from "./upload-limits";

/** The limits change only when the server is reconfigured: kept fresh for 30 minutes (the server allows 5 in caches). */
const UPLOAD_LIMITS_STALE_MS = 30 * 60_000;

/**
 * The server's upload limit and accepted types (one cached call, public, shared by every upload place); the
 * contract's defaults while it loads.
 */
export function useUploadLimits(): UploadLimits {
  const { data } = api.useQuery(
    "get",
    "/v1/ESFilepublic/limits",
    {},
    { staleTime: UPLOAD_LIMITS_STALE_MS, gcTime: Infinity, refetchOnWindowFocus: false, select: (answer) => answer.data },
  );
  return useMemo(() => uploadLimitsFrom(data), [data]);
}
