/**
 * The case page's first-render calls (`routing/lazy-page.tsx`, `FirstRenderCalls`; tracker issue 40 item 5): the case,
 * the complaint kinds it is named with, its notes thread and its files, the same queries as the page's hooks. A
 * resident's first visit of a case page usually comes from a link in an e-mail, a notification or a LINE message.
 */
import { prefetchQueries } from "../../api/query";
import type { FirstRenderContext } from "../../routing/lazy-page";
import { caseFilesQuery, complaintKindsQuery, complaintNotesQuery, complaintQuery } from "../complaints";

/**
 * Starts the calls for the case of the route's `id` and returns at once (a failed call is left to the hook, which asks
 * again).
 * @param context - The route's parameters.
 */
export function prefetch({ params }: FirstRenderContext): void {
  const id = Number(params?.id);
  if (!Number.isSafeInteger(id)) return;
  prefetchQueries([complaintQuery(id), complaintKindsQuery(), complaintNotesQuery(id), caseFilesQuery(id)]);
}
