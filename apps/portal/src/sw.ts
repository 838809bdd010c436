/// <reference lib="webworker" />
/**
 * The portal's service worker (tracker issue 40 item 3), built by vite-plugin-pwa (`injectManifest`, Workbox) into
 * `dist/sw.js` and registered by `lib/service-worker.ts`. What it keeps, so that a second visit renders from the
 * device with no network wait and the complaint form opens without a network:
 *
 * - the shell, precached at install: the entry script, the stylesheets and the fonts (the build's list,
 *   `self.__WB_MANIFEST`, `vite.config.ts` `pwaOptions`), and the page itself as the server renders it with the
 *   municipality's identity (`/`, fetched at install; every navigation is answered with it, and it is fetched again in
 *   the background to follow a changed identity);
 * - every other hashed file under `/assets/` the page loads (route chunks, the strings of the language in use; never
 *   the other language's unless it is used), kept the first time it loads: a hashed file never changes. Online, the
 *   browser's own HTTP cache answers these files (see the route below); the worker's copy answers offline;
 * - the public reference data of the forms (complaint types and kinds, the upload limits, the municipality's identity
 *   and icons, the provinces and the provinces chosen in an address field), fetched at install and on every use:
 *   network first, the device's copy when there is no network.
 *
 * Personal answers are never kept: only `GET` answers of the API without `Cache-Control: no-store`, which the server
 * sets on every answer of an operation that needs or takes a token and on every other method (`apps/api/src/http/routes.ts`,
 * `isPersonalOperation`). A new version waits until the page asks it to take over (`SKIP_WAITING`, the "new version"
 * prompt of `lib/update-prompt.tsx`).
 */
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { ExpirationPlugin } from "workbox-expiration";
import type { WorkboxPlugin } from "workbox-core";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The API's base path (`PX_API_BASE_PATH` of `@eoffice/api-client`, written here to keep the worker small). */
const API_BASE = "/pxapi_eoffice/api";

/** Caches of this worker (the precache has Workbox's own name). */
const PAGE_CACHE = "eoffice-page";
const ASSET_CACHE = "eoffice-assets";
const PUBLIC_API_CACHE = "eoffice-public-api";

/** The page's key in {@link PAGE_CACHE}: every address of the portal is the same page. */
const PAGE_KEY = "/";

/**
 * Public calls fetched at install, so that the complaint form works offline even if the resident never opened it
 * online (the queries of `features/complaints/complaint-lookups.ts` and `lib/use-upload-limits.ts`; the parameters'
 * order does not matter, {@link publicKey} sorts them), and an address field offers its provinces
 * (`lib/thai-address-loader.ts`; a province's districts are kept once it has been chosen online).
 */
const WARM_PUBLIC_CALLS = [
  "/v1/ComplaintType/listAll?offset=0&limit=100&sort=orderNo&dir=asc",
  "/v1/ComplaintKind/listAll?offset=0&limit=100&sort=orderNo&dir=asc",
  "/v1/ComplaintKindMenu/listAll?offset=0&limit=100&sort=orderNo&dir=asc",
  "/v1/ESFilepublic/limits",
  "/v1/Municipality",
  "/v1/ThaiAddress/province",
].map((call) => `${API_BASE}${call}`);

/** The cache key of a public call: its path with the query parameters sorted. */
function publicKey(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/** Keeps only answers a browser may store: 200, and not `no-store` (personal). */
const publicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !/no-store/i.test(response.headers.get("cache-control") ?? "") ? response : null,
  cacheKeyWillBeUsed: async ({ request }) => publicKey(new URL(request.url)),
};

/**
 * Messages of the page (`lib/service-worker.ts`): `SKIP_WAITING` (the resident chose the new version) and
 * `CACHE_URLS` (the files under `/assets/` the page loaded before the worker was in control, and the route modules it
 * preloads: kept like any file the page loads later; fetched from the browser's HTTP cache, where the page put them).
 */
self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  if (data?.type === "CACHE_URLS" && Array.isArray(data.urls)) {
    const urls = data.urls.filter((url): url is string => typeof url === "string" && new URL(url, self.location.origin).pathname.startsWith("/assets/"));
    event.waitUntil(
      (async () => {
        const cache = await caches.open(ASSET_CACHE);
        for (const url of urls) {
          if (await cache.match(url)) continue;
          const answer = await fetch(url).catch(() => null);
          if (answer?.status === 200) await cache.put(url, answer);
        }
      })(),
    );
  }
});

/**
 * Background Sync (tracker issue 40 item 5): the page registers the outbox's tag (`lib/outbox.ts` `OUTBOX_SYNC_TAG`)
 * when it keeps a submission; when the network returns the browser wakes the worker, which asks the open pages to send
 * (`OUTBOX_SEND`, `lib/outbox-panel.tsx`): the page holds the sign-in, the worker does not.
 */
self.addEventListener("sync", (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== "outbox") return;
  sync.waitUntil(
    self.clients.matchAll({ type: "window" }).then((pages) => {
      for (const page of pages) page.postMessage({ type: "OUTBOX_SEND" });
    }),
  );
});

cleanupOutdatedCaches();
// Kept at install; answered by the route of the build's hashed files below, like every file under /assets/.
precache(self.__WB_MANIFEST);

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const page = await fetch(PAGE_KEY, { cache: "reload", credentials: "same-origin" });
      if (page.ok) await (await caches.open(PAGE_CACHE)).put(PAGE_KEY, page);
      const api = await caches.open(PUBLIC_API_CACHE);
      await Promise.all(
        WARM_PUBLIC_CALLS.map(async (call) => {
          const answer = await fetch(call, { credentials: "omit" }).catch(() => null);
          const kept = answer && (await publicOnly.cacheWillUpdate!({ response: answer } as never));
          if (kept) await api.put(publicKey(new URL(call, self.location.origin)), kept);
        }),
      );
    })(),
  );
});

self.addEventListener("activate", (event) => {
  // The first visit's page is controlled at once, so that what it loads from now on is kept too.
  event.waitUntil(self.clients.claim());
});

/** The page, from the device when it is there (then fetched again in the background), else from the network. */
registerRoute(
  ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith(`${API_BASE}/`),
  async ({ request, event }) => {
    const cache = await caches.open(PAGE_CACHE);
    const fresh = fetch(request).then(async (answer) => {
      if (answer.ok && (answer.headers.get("content-type") ?? "").startsWith("text/html")) await cache.put(PAGE_KEY, answer.clone());
      return answer;
    });
    const kept = await cache.match(PAGE_KEY);
    if (kept) {
      (event as ExtendableEvent).waitUntil(fresh.catch(() => undefined));
      return kept;
    }
    return fresh;
  },
);

/**
 * The build's hashed files, passed through to the browser's own fetch first: the server sends them `immutable`, so the
 * browser's HTTP cache answers a file it has with no network wait, and Chromium then runs the file from the compiled
 * code it keeps beside that cache. Answered from this worker's cache instead, each module was compiled again on the
 * next visit, and its code cache written on the main thread: 134 to 189 ms of the home's second visit in four of
 * Chromium's traces (the entry's alone up to 54 ms), unthrottled, against 3 to 14 ms passed through (2026-12-01).
 * Lighthouse's simulated blocking time on repeat visits (`bench/lighthouse.mjs`) varied too much between runs on the
 * measuring host to show it either way. The worker's copy (kept the first time a file loads, or at install) answers
 * when the fetch fails (offline) or has not answered within 3 s.
 */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
  new NetworkFirst({
    cacheName: ASSET_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [
      {
        // A file is written once (it never changes), and not when it is precached.
        cacheWillUpdate: async ({ request, response }) => (response.status === 200 && !(await caches.match(request)) ? response : null),
        // The precached files (the entry, the stylesheets) are in the precache, not in this cache.
        cachedResponseWillBeUsed: async ({ request, cachedResponse }) => cachedResponse ?? (await matchPrecache(request)) ?? null,
      },
      new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true }),
    ],
  }),
);

/** Public reference data of the API: the network's answer when there is one (3 s at most), else the device's. */
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith(`${API_BASE}/`) && request.method === "GET",
  new NetworkFirst({ cacheName: PUBLIC_API_CACHE, networkTimeoutSeconds: 3, plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 100 })] }),
);
