// A <link> the page's code adds to the head: the directive's prefetches and
// preloads (boot-link.ts, layouts/app-code.ts, layouts/page-styles.ts) and the
// whole stylesheet.

/** Appends a <link> with these properties to the head. */
export function appendHeadLink(props: Partial<Pick<HTMLLinkElement, 'rel' | 'as' | 'href' | 'crossOrigin' | 'onload' | 'onerror'>>): void {
  document.head.append(Object.assign(document.createElement('link'), props));
}
