// What the service worker, the page that registers it and the build that writes
// it agree on (src/web-app/README.md).
import { FIRST_LOAD_MS } from '../config/first-load.ts';

/** The worker's URL: at the site's root, so its scope is the whole origin and nothing else. */
export const SW_PATH = '/sw.js';

/** Every cache the worker makes starts with this; on activation it removes the ones of this prefix it no longer uses. */
export const CACHE_PREFIX = 'lk';
/** Prebuilt pages and other languages, cached when first opened, one entry per path and build revision. */
export const PAGE_CACHE = `${CACHE_PREFIX}-pages`;
/** Game icons, banners and promotion images. */
export const IMAGE_CACHE = `${CACHE_PREFIX}-images`;
/**
 * The image cache's bound: a game icon or a phone-sized banner is tens of KB
 * (a home banner at most 40 KB), so 200 of them stay within a few MB; a
 * month-old image is fetched again.
 */
export const IMAGE_CACHE_ENTRIES = 200;
export const IMAGE_MAX_AGE_S = 30 * 24 * 3600;
/** Images that are the player's own (their avatar) are never cached. */
export const NEVER_CACHED_IMAGE = /\/avatars\//;

/** The page's message to a waiting worker of a new build: take over now. */
export const SKIP_WAITING = 'LK_SKIP_WAITING';

/**
 * The page registers the worker no earlier than this after navigation, and only
 * once idle: the worker's install downloads the whole app shell, which must not
 * compete with the page's own first load.
 */
export const REGISTER_AFTER_MS = FIRST_LOAD_MS;

/**
 * The meta tag by which a built page names its manifest. The app links the
 * manifest once it runs (app/shell/use-web-app.ts), after the page's largest
 * paint: a `<link rel="manifest">` in the HTML is fetched beside the first
 * screen's images, and Lighthouse's simulated largest paint counted it.
 */
export const MANIFEST_META = 'lk-manifest';

/**
 * A precache entry as Workbox takes it: a hashed file is its URL alone (its name
 * changes with its content), any other file has a revision. Plain URLs keep
 * every brand's sw.js a few KB smaller (about 150 hashed files).
 */
export type PrecacheEntry = string | { url: string; revision: string };

export const precacheUrl = (entry: PrecacheEntry): string => (typeof entry === 'string' ? entry : entry.url);

/** What the build writes at the top of each brand's /sw.js as `self.__LK_SITE`. */
export interface SiteFiles {
  precache: PrecacheEntry[];
  /** Path to build revision of every prebuilt page and language file that is cached when first used. */
  lazy: Record<string, string>;
  /** Where a page that is not cached leads while offline. */
  home: string;
  /** The brand's platform API base (`platform.apiBase`, a path or an absolute URL): its calls never pass through the worker. */
  platform: string;
}
