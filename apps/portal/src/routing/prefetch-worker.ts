/**
 * The worker of the route preloading (portal-spec.md section 2, "all lazy routes are preloaded"; tracker issue 8):
 * given a list of files, it fetches them into the browser's HTTP cache, {@link CONCURRENCY} at a time and at low
 * priority, off the page's main thread, and answers {@link PrefetchResult} when every one has ended. A later `import()`
 * of a route finds its code in the cache (the build's files are cached as immutable). A failed file is only counted:
 * its page fetches it when it is opened.
 */

/** What the worker answers once every file has ended. */
export interface PrefetchResult {
  /** Files fetched whole with a 2xx answer. */
  fetched: number;
  /** Files whose fetch failed or got another status. */
  failed: number;
}

/** Files fetched at the same time. */
const CONCURRENCY = 4;

/** Fetches `file` and reads its body to the end (so that the cache holds the whole file). */
async function prefetch(file: string): Promise<boolean> {
  try {
    const response = await fetch(file, { priority: "low", credentials: "same-origin" });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

addEventListener("message", (event: MessageEvent<readonly string[]>) => {
  const queue = [...event.data];
  const result: PrefetchResult = { fetched: 0, failed: 0 };
  const lane = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (await prefetch(file)) result.fetched += 1;
      else result.failed += 1;
    }
  };
  void Promise.all(Array.from({ length: CONCURRENCY }, lane)).then(() => postMessage(result));
});
