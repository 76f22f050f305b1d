// What a prebuilt page hands the app: the brand config, the page's language and
// its strings. The page writes it once as JSON in <script id="lk-boot">, so it is
// not repeated in the island's serialized props. During the build the page
// registers it in-process under the brand's id, and the island gets only that id.
import type { BrandConfig } from '../config/generated/brand.ts';
import type { Catalog } from '../i18n/catalog-types.ts';
import type { ContentSnapshot } from '../platform/snapshot.ts';

export interface Boot {
  brand: BrandConfig;
  /** Language the page was prebuilt in: the brand's default. */
  lng: string;
  strings: Catalog;
}

export const BOOT_ELEMENT_ID = 'lk-boot';
/** The page's own part of the content snapshot: the answers this route shows prebuilt. */
export const PAGE_DATA_ELEMENT_ID = 'lk-data';

const serverBoots = new Map<string, { boot: Boot; json: string }>();
let clientBoot: Boot | undefined;

/**
 * Build time only: registers a brand's boot data (once per brand; its pages share
 * it) and returns it as script-safe JSON. Keyed, not global, so pages may render
 * concurrently.
 */
export function registerServerBoot(key: string, make: () => Boot): string {
  let entry = serverBoots.get(key);
  if (!entry) {
    const boot = make();
    entry = { boot, json: bootJson(boot) };
    serverBoots.set(key, entry);
  }
  return entry.json;
}

export function readBoot(key: string): Boot {
  if (typeof document === 'undefined') {
    const entry = serverBoots.get(key);
    if (!entry) throw new Error(`readBoot(): no boot data for "${key}"; the page must call registerServerBoot() before rendering the app`);
    return entry.boot;
  }
  if (!clientBoot) {
    const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
    if (!text) throw new Error(`readBoot(): the page has no <script id="${BOOT_ELEMENT_ID}">`);
    clientBoot = JSON.parse(text) as Boot;
  }
  return clientBoot;
}

const serverPageData = new Map<string, ContentSnapshot | undefined>();

/** Build time only: the answers one page was prebuilt with; returns them as script-safe JSON ('' when none). */
export function registerServerPageData(key: string, data: ContentSnapshot | undefined): string {
  serverPageData.set(key, data);
  return data ? bootJson(data) : '';
}

/** The answers the page was prebuilt with, if it had a snapshot. */
export function readPageData(key: string): ContentSnapshot | undefined {
  if (typeof document === 'undefined') return serverPageData.get(key);
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ContentSnapshot;
  } catch {
    return undefined; // a page cut short: load everything live
  }
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close it early. */
function bootJson(boot: object): string {
  return JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
