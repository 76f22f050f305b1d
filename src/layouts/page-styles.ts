// How a prebuilt page gets its styles. The head carries only the rules its own
// HTML needs (critical-css.ts), so the first paint waits for no stylesheet.
// The app's whole stylesheet (one hashed, cacheable file shared by every page
// and brand) is named in a <noscript> beside them: a page without JavaScript
// gets it from there; with JavaScript the island's directive (ready-directive.ts)
// fetches it once the page is idle and turns it into a live <link> when the page
// is to hydrate, and hydrates only after it has loaded, so whatever the app
// renders next is styled from its first frame. It is asked for after the first
// paint, so it never competes with the page's first image for the network, and
// applied only then: the whole stylesheet parsed and matched against the whole
// page was a long task of 55-80 ms at 4x CPU that the player did not need yet.
import { appendHeadLink } from '../app/head-link.ts';

/** The <noscript> that names the whole stylesheet. */
export const STYLESHEET_ELEMENT_ID = 'lk-styles';

/** Markup for the head: the page's own rules, then the whole stylesheet for later. */
export function pageStylesMarkup(critical: string, href: string): string {
  return `<style>${critical}</style><noscript id="${STYLESHEET_ELEMENT_ID}"><link rel="stylesheet" href="${href}"></noscript>`;
}

let loading: Promise<void> | undefined;

/** The whole stylesheet's address, as the page's <noscript> names it. */
function stylesheetHref(): string | undefined {
  const holder = document.getElementById(STYLESHEET_ELEMENT_ID);
  return (holder && /href="([^"]+)"/.exec(holder.textContent ?? '')?.[1]) || undefined;
}

/**
 * Browser: starts fetching the whole stylesheet into the cache, without applying it. A prefetch, not a preload: a
 * preload that nothing uses within a few seconds of the page's load draws a warning in the console, and a visitor's
 * page applies it when they first act, often later.
 */
export function prefetchPageStyles(): void {
  const href = stylesheetHref();
  if (!href || document.querySelector(`link[href="${href}"]`)) return;
  appendHeadLink({ rel: 'prefetch', as: 'style', href });
}

/** Browser: the whole stylesheet, applied; resolves once it has loaded (or failed: the page then keeps its own rules). */
export function loadPageStyles(): Promise<void> {
  loading ??= new Promise<void>((done) => {
    const href = stylesheetHref();
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return done();
    appendHeadLink({ rel: 'stylesheet', href, onload: () => done(), onerror: () => done() });
  });
  return loading;
}
