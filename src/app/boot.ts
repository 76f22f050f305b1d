// What a prebuilt page hands the app: the brand config, the page's language and
// its strings. They are the same on every page of a brand, so the build writes
// them once per brand to a hashed file (/_brand/boot.<hash>.json) that every
// page names in <meta id="lk-boot"> (boot-link.ts) and asks for once it is
// idle, beside the app's code; the browser keeps it as an immutable asset, and
// the app reads it before its first render. During the build the page
// registers the same data in-process under the brand's key, and the island
// gets only that key. The page's own snapshot answers travel the same way, in
// a file of their own (build/page-data-file.ts).
import type { BrandConfig } from '../config/generated/brand.ts';
import type { Catalog } from '../i18n/catalog-types.ts';
import type { NumberShape } from '../i18n/number-shape.ts';
import { numberShapes } from '../i18n/numbers.ts';
import type { ContentSnapshot } from '../platform/snapshot.ts';
import { BOOT_ELEMENT_ID, bootHref, pageDataHref } from './boot-link.ts';
import { offTopLevel } from './off-top-level.ts';

export interface Boot {
  brand: BrandConfig;
  /** Language the page was prebuilt in: the brand's default. */
  lng: string;
  strings: Catalog;
  /** How each of the brand's languages writes numbers (i18n/number-shape.ts), so the app never waits on Intl's number data. */
  numbers: Record<string, NumberShape>;
}

/** Build time: a brand's boot data, in its default language. */
export function brandBoot(brand: BrandConfig, strings: Catalog): Boot {
  const { default: lng, supported } = brand.languages;
  return { brand, lng, strings, numbers: numberShapes([...new Set([lng, ...supported])]) };
}

const serverBoots = new Map<string, Boot>();

/**
 * Build time only: registers a brand's boot data (once per brand; its pages share
 * it). Keyed, not global, so pages may render concurrently.
 */
export function registerServerBoot(key: string, make: () => Boot): Boot {
  const known = serverBoots.get(key);
  if (known) return known;
  const boot = make();
  serverBoots.set(key, boot);
  return boot;
}

/** In the browser: the page's boot file, fetched (from the directive's preload) before anything renders. */
async function fetchBoot(): Promise<Boot> {
  const href = bootHref();
  if (!href) throw new Error(`The page has no <meta id="${BOOT_ELEMENT_ID}" content="..."> naming its boot file; rebuild the site.`);
  // The same mode and credentials as the preload (crossorigin="anonymous"), so the preloaded answer is used.
  const response = await fetch(href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The boot file ${href} answered HTTP ${response.status}; the app cannot start without it.`);
  return (await response.json()) as Boot;
}

/**
 * In the browser: the answers the page was prebuilt with, fetched beside the boot file. Without them (a failed
 * fetch, a file cut short) the app asks the platform for everything itself, as on a page built without one.
 */
async function fetchPageData(): Promise<ContentSnapshot | undefined> {
  const href = pageDataHref();
  if (!href) return undefined;
  try {
    const response = await fetch(href, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as ContentSnapshot;
  } catch (e) {
    console.warn(`The page's snapshot file ${href} could not be read (${(e as Error).message}); its content is asked for live.`);
    return undefined;
  }
}

const [clientBoot, clientPageData] = typeof document === 'undefined' ? [] : await offTopLevel(() => Promise.all([fetchBoot(), fetchPageData()]));

export function readBoot(key: string): Boot {
  if (clientBoot) return clientBoot;
  const boot = serverBoots.get(key);
  if (!boot) throw new Error(`readBoot(): no boot data for "${key}"; the page must call registerServerBoot() before rendering the app`);
  return boot;
}

const serverPageData = new Map<string, ContentSnapshot | undefined>();

/**
 * Build time only: the answers one page was prebuilt with; returns them as script-safe JSON ('' when none), which
 * the page inlines and the build moves to a file of its own (build/page-data-file.ts).
 */
export function registerServerPageData(key: string, data: ContentSnapshot | undefined): string {
  serverPageData.set(key, data);
  return data ? scriptJson(data) : '';
}

/** The answers the page was prebuilt with, if it had a snapshot. */
export function readPageData(key: string): ContentSnapshot | undefined {
  return typeof document === 'undefined' ? serverPageData.get(key) : clientPageData;
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close it early. */
function scriptJson(boot: object): string {
  return JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
