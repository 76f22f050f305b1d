// Where a prebuilt page names its brand's boot file (boot.ts): a <meta> in the
// head, which fetches nothing, so the file never competes with the page's
// first image for the network. The island's directive asks for it once the
// page is idle, beside the app's code (preloadBoot), and the app's own fetch
// of it is answered from that preload.
export const BOOT_ELEMENT_ID = 'lk-boot';

/** The page's boot file, as its <meta id="lk-boot"> names it. */
export function bootHref(): string | undefined {
  return document.getElementById(BOOT_ELEMENT_ID)?.getAttribute('content') ?? undefined;
}

/** Starts fetching the boot file, in the mode and credentials the app's fetch uses (boot.ts). */
export function preloadBoot(): void {
  const href = bootHref();
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}
