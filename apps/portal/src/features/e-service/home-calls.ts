/**
 * The e-service home page's first-render calls (`routing/lazy-page.tsx`, `FirstRenderCalls`; tracker issue 8): the
 * latest news, the same query as `LatestNews` (every category, the newest `LATEST_NEWS_COUNT`).
 */
import { prefetchQueries } from "../../api/query";
import { LATEST_NEWS_COUNT, publicNewsQuery } from "../news";

/** Starts the home page's first-render call and returns at once (a failed call is left to the hook). */
export function prefetch(): void {
  prefetchQueries([publicNewsQuery(0, 0, LATEST_NEWS_COUNT)]);
}
