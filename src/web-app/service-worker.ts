// The brand's service worker, /sw.js (src/web-app/README.md). Built with
// Workbox once per build; each brand's copy starts with its own file list
// (`self.__LK_SITE`, src/build/pwa/web-app.ts), so it knows nothing of any
// other brand and controls only the origin that registered it.
//
// - Precached at install: the app shell (every hashed script and stylesheet),
//   the prebuilt home, config.json, the default language, the manifest, icons
//   and logo, and the page the player is on.
// - Prebuilt pages and other languages: cached when first opened, kept per
//   build revision, served from the cache after that (the app revalidates the
//   page's content live once it runs).
// - Game icons and banners: cached when first shown, at most IMAGE_CACHE_ENTRIES.
// - Never: platform calls (they carry the session; a static route sends them
//   past the worker), player avatars, anything not listed above. Those go to
//   the network as if there were no worker.
import { cacheNames, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  CACHE_PREFIX,
  IMAGE_CACHE,
  IMAGE_CACHE_ENTRIES,
  IMAGE_MAX_AGE_S,
  NEVER_CACHED_IMAGE,
  PAGE_CACHE,
  precacheUrl,
  SKIP_WAITING,
  type SiteFiles,
} from './constants.ts';

// The few worker types this file uses (the project's TypeScript setup has the DOM library, not WebWorker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** Static routes (Chromium 123 and later): requests they send to the network never start or wait for the worker. */
interface InstallEvent extends ExtendableEvent {
  addRoutes?(rules: { condition: { urlPattern: Record<string, string>; requestDestination?: string }; source: 'network' | 'fetch-event' }[]): Promise<void>;
}
interface WindowClient {
  url: string;
}
interface WorkerScope {
  __LK_SITE: SiteFiles;
  location: Location;
  clients: { matchAll(options: { includeUncontrolled: boolean; type: 'window' }): Promise<WindowClient[]>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void;
}
declare const self: WorkerScope;

const site = self.__LK_SITE;
const origin = self.location.origin;

setCacheNameDetails({ prefix: CACHE_PREFIX, suffix: '' });
precache(site.precache);
cleanupOutdatedCaches();

/** '/m/home/' and '/m/home' are one page. */
const pathOf = (url: URL) => (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname);

/** A lazily cached file is stored under its path and build revision, so a new build never serves an old copy. */
const lazyKey = (path: string, revision: string) => `${origin}${path}?__lk=${revision}`;

async function fromLazyCache(request: Request, path: string, revision: string, event: ExtendableEvent): Promise<Response> {
  const cache = await caches.open(PAGE_CACHE);
  const key = lazyKey(path, revision);
  const hit = await cache.match(key);
  if (hit) return hit;
  const response = await fetch(request);
  // A redirect or an error page is passed on, never stored under the page's name.
  if (response.ok && response.type === 'basic' && !response.redirected) event.waitUntil(cache.put(key, response.clone()));
  return response;
}

// Navigations to prebuilt pages: the precached home, or the page cache, or the
// network. Offline, a page never opened before leads home, which is always there.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === origin,
  async ({ request, url, event }) => {
    const path = pathOf(new URL(url));
    try {
      const precached = site.precache.some((e) => precacheUrl(e) === path) ? await matchPrecache(path) : undefined;
      if (precached) return precached;
      const revision = site.lazy[path];
      return revision ? await fromLazyCache(request, path, revision, event as ExtendableEvent) : await fetch(request);
    } catch {
      return Response.redirect(`${origin}${site.home}`, 302);
    }
  },
);

// Hashed scripts and styles, config.json, the default language, icons: from the precache.
addRoute({ ignoreURLParametersMatching: [/.*/], directoryIndex: '', cleanURLs: false });

// Other languages (and any listed file fetched by script): cached on first use, per revision.
registerRoute(
  ({ request, url }) => request.mode !== 'navigate' && url.origin === origin && pathOf(url) in site.lazy,
  ({ request, url, event }) => fromLazyCache(request, pathOf(url), site.lazy[pathOf(url)]!, event as ExtendableEvent),
);

// Game icons, banners and promotion images from the platform or an image CDN.
// Fetched in CORS mode so the cache holds real bytes (an opaque answer counts
// as megabytes against the quota); a host that does not allow that gets the
// plain request and nothing is cached.
const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: IMAGE_CACHE_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE_S, purgeOnQuotaError: true }),
    { requestWillFetch: async ({ request }) => (request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request) },
  ],
});
/** Image hosts that refused a CORS request: their images are fetched plainly from then on, not asked twice. */
const noCors = new Set<string>();
registerRoute(
  ({ request, url }) => request.destination === 'image' && !NEVER_CACHED_IMAGE.test(url.pathname),
  async (options) => {
    const host = options.url.origin;
    if (noCors.has(host)) return fetch(options.request);
    try {
      return await images.handle(options);
    } catch {
      // Online, a failure here is the host refusing CORS; offline, the plain request fails as well.
      if (navigator.onLine) noCors.add(host);
      return fetch(options.request);
    }
  },
);

// Platform calls go straight to the network, as if there were no worker: the
// worker would only pass them on, after starting up. Only the platform's images
// come to the worker (first matching rule wins). Where the browser lacks static
// routes, the fetch handler passes platform calls on all the same.
self.addEventListener('install', (event) => {
  const base = new URL(site.platform, origin);
  // A pattern's parts, not a string: parts left out (the query) match anything.
  const calls = { protocol: base.protocol.slice(0, -1), hostname: base.hostname, port: base.port, pathname: `${base.pathname.replace(/\/+$/, '')}/*` };
  const rules = [
    { condition: { urlPattern: calls, requestDestination: 'image' }, source: 'fetch-event' as const },
    { condition: { urlPattern: calls }, source: 'network' as const },
  ];
  if (event.addRoutes) event.waitUntil(event.addRoutes(rules).catch(() => undefined));
});

// The page a player is on when the worker installs is cached with the shell, so it opens offline too.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGE_CACHE);
      for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })) {
        const url = new URL(client.url);
        const path = pathOf(url);
        const revision = site.lazy[path];
        if (url.origin !== origin || !revision || (await cache.match(lazyKey(path, revision)))) continue;
        const response = await fetch(path).catch(() => undefined);
        if (response?.ok && !response.redirected) await cache.put(lazyKey(path, revision), response);
      }
    })(),
  );
});

// A new build takes over when the page asks (at the player's next navigation,
// src/web-app/register.ts); then copies no longer listed, and caches of names
// this build does not use, are removed.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([cacheNames.precache, PAGE_CACHE, IMAGE_CACHE]);
      for (const name of await caches.keys()) if (name.startsWith(`${CACHE_PREFIX}-`) && !keep.has(name)) await caches.delete(name);
      const cache = await caches.open(PAGE_CACHE);
      const current = new Set(Object.entries(site.lazy).map(([path, revision]) => lazyKey(path, revision)));
      for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
      await self.clients.claim();
    })(),
  );
});
