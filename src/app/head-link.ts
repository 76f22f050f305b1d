// A <link> the page's code adds to the head: the directive's prefetches and
// preloads (boot-link.ts, layouts/page-styles.ts) and the whole stylesheet.

/** Appends a <link> with these properties to the head, and gives it. */
export function appendHeadLink(props: Partial<Pick<HTMLLinkElement, 'rel' | 'as' | 'href' | 'crossOrigin' | 'onload' | 'onerror'>>): HTMLLinkElement {
  const link = Object.assign(document.createElement('link'), props);
  document.head.append(link);
  return link;
}
