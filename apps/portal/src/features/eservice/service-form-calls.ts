/**
 * A service's request form's first-render call (`routing/lazy-page.tsx`, `FirstRenderCalls`; tracker issue 40 item 5):
 * the service's definition, the same query as `useEService`. Asked for beside the page's code on a first visit, the
 * form renders once its code has arrived; asked for by the page's hook, it waited for the code, then for the answer,
 * one round trip more before the form (and its largest paint) on a slow network. The upload limits too, which the
 * form's uploads show (`uploadLimitsQuery`).
 */
import { prefetchQueries } from "../../api/query";
import type { FirstRenderContext } from "../../routing/lazy-page";
import { uploadLimitsQuery } from "../../lib/use-upload-limits";
import { eServiceQuery } from "./eservice-queries";
import { isServiceCode } from "./eservice-rules";

/**
 * Starts the call for the service of the route's `code` and returns at once; a code that cannot be one is not asked
 * for (the page shows its 404), and a failed call is left to the hook.
 * @param context - The route's parameters.
 */
export function prefetch({ params }: FirstRenderContext): void {
  const code = params?.code ?? "";
  if (isServiceCode(code)) prefetchQueries([eServiceQuery(code), uploadLimitsQuery()]);
}
