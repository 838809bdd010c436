/**
 * The new-complaint page's first-render calls (`routing/lazy-page.tsx`, `FirstRenderCalls`; tracker issue 40 item 5):
 * the kind menu, the kinds and the types its form offers, the same queries as its hooks (`complaint-lookups.ts`), and
 * the upload limits (`uploadLimitsQuery`), started beside the page's code on a first visit instead of after the page's
 * first render.
 */
import { prefetchQueries } from "../../api/query";
import { uploadLimitsQuery } from "../../lib/use-upload-limits";
import { complaintKindMenuQuery, complaintKindsQuery, complaintTypesQuery } from "./complaint-lookups";

/** Starts the page's first-render calls and returns at once (a failed call is left to the hook, which asks again). */
export function prefetch(): void {
  prefetchQueries([complaintKindMenuQuery(), complaintKindsQuery(), complaintTypesQuery(), uploadLimitsQuery()]);
}
