// How a prebuilt page gets its styles. The head carries only the rules its own
// HTML needs (critical-css.ts), so the first paint waits for no stylesheet.
// The app's whole stylesheet (one hashed, cacheable file shared by every page
// and brand) is named in a <noscript> beside them: a page without JavaScript
// gets it from there; with JavaScript the island's directive (ready-directive.ts)
// turns it into a live <link> once the page is idle, and hydrates only after it
// has loaded, so whatever the app renders next is styled from its first frame.
// It is asked for after the first paint, so it never competes with the page's
// first image for the network.

/** The <noscript> that names the whole stylesheet. */
export const STYLESHEET_ELEMENT_ID = 'lk-styles';

/** Markup for the head: the page's own rules, then the whole stylesheet for later. */
export function pageStylesMarkup(critical: string, href: string): string {
  return `<style>${critical}</style><noscript id="${STYLESHEET_ELEMENT_ID}"><link rel="stylesheet" href="${href}"></noscript>`;
}

let loading: Promise<void> | undefined;

/** Browser: the whole stylesheet, applied; resolves once it has loaded (or failed: the page then keeps its own rules). */
export function loadPageStyles(): Promise<void> {
  loading ??= new Promise<void>((done) => {
    const holder = document.getElementById(STYLESHEET_ELEMENT_ID);
    const href = holder && /href="([^"]+)"/.exec(holder.textContent ?? '')?.[1];
    if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return done();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => done();
    document.head.append(link);
  });
  return loading;
}
