// Whether the page runs as a home-screen web app: an iOS "web clip", which says
// navigator.standalone, or a standalone display mode. No React here: the
// hydration directive asks too (app/prebuilt-is-current.ts).

/** Installed to the home screen, and how; undefined in a browser tab (and during the build). */
export function standaloneKind(): 'webclip' | 'pwa' | undefined {
  if (typeof window === 'undefined') return undefined;
  if ((navigator as { standalone?: boolean }).standalone === true) return 'webclip';
  return window.matchMedia?.('(display-mode: standalone)').matches ? 'pwa' : undefined;
}

export function isStandalone(): boolean {
  return standaloneKind() !== undefined;
}
