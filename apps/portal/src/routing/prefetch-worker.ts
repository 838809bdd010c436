/**
 * The worker of the route preloading (docs/spec/portal-spec.md section 2, "all lazy routes are preloaded"; tracker issue 8):
 * given a list of files, it fetches them into the browser's HTTP cache, {@link CONCURRENCY} at a time and at low
 * priority, off the page's main thread, and answers (an empty message) when every one has ended. A later `import()`
 * of a route finds its code in the cache (the build's files are cached as immutable). A failed file is skipped: its
 * page fetches it when it is opened.
 */

/** Files fetched at the same time. */
const CONCURRENCY = 4;

/** Fetches `file` and reads its body to the end (so that the cache holds the whole file); a failure is skipped. */
async function prefetch(file: string): Promise<void> {
  try {
    const response = await fetch(file, { priority: "low" });
    await response.arrayBuffer();
  } catch {
    // Skipped: the page fetches the file when it is opened.
  }
}

addEventListener("message", (event: MessageEvent<readonly string[]>) => {
  const queue = [...event.data];
  const lane = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) await prefetch(file);
  };
  void Promise.all(Array.from({ length: CONCURRENCY }, lane)).then(() => postMessage(null));
});
