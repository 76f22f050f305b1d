// Where a prebuilt page names its brand's boot file (boot.ts) and its own
// snapshot file (build/page-data-file.ts): <meta>s, which fetch nothing, so
// neither file competes with the page's first image for the network. The
// island's directive asks for both once the page is idle, beside the app's
// code (preloadBoot), and the app's own fetches are answered from those
// preloads, or from the cache the prefetches filled (both files are named by
// their content, and cached for good).
import { appendHeadLink } from './head-link.ts';

export const BOOT_ELEMENT_ID = 'lk-boot';

/** The page's own part of the content snapshot: the answers this route shows prebuilt. */
export const PAGE_DATA_ELEMENT_ID = 'lk-data';

/** The file a <meta> of the page names. */
function named(id: string): string | undefined {
  return document.getElementById(id)?.getAttribute('content') ?? undefined;
}

/** The page's boot file, as its <meta id="lk-boot"> names it. */
export const bootHref = (): string | undefined => named(BOOT_ELEMENT_ID);

/** The page's snapshot file, as its <meta id="lk-data"> names it (none on a page built without its platform). */
export const pageDataHref = (): string | undefined => named(PAGE_DATA_ELEMENT_ID);

/**
 * Starts fetching the boot and snapshot files, in the mode and credentials the app's fetches use (boot.ts): a
 * preload for a page whose app reads them at once, a prefetch into the cache for one that hydrates later (a preload
 * nothing reads within a few seconds of the page's load draws a warning in the console).
 */
export function preloadBoot(rel: 'preload' | 'prefetch'): void {
  for (const href of [bootHref(), pageDataHref()]) if (href) appendHeadLink({ rel, as: 'fetch', crossOrigin: 'anonymous', href });
}
