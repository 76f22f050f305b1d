// Starts the installed-app side of the page (src/web-app/README.md): the
// manifest's link, the service worker's registration and its update at the next
// navigation. The worker's code loads once the page is idle and no earlier than
// REGISTER_AFTER_MS after navigation, so the first load carries only this hook.
// Only on a built site (its pages name the manifest, MANIFEST_META): the
// studio's preview shows drafts and must not be served from a cache.
import { useEffect, useRef } from 'react';
import { useLocation } from '../state/location.ts';
import { MANIFEST_META, REGISTER_AFTER_MS } from '../../web-app/constants.ts';
import type { WebAppClient } from '../../web-app/register.ts';
import { whenIdle } from '../when-idle.ts';

export function useWebApp() {
  const { pathname } = useLocation();
  const client = useRef<WebAppClient | undefined>(undefined);
  const shown = useRef(pathname);
  /** The player has moved since the page loaded. */
  const moved = useRef(false);

  useEffect(() => {
    const named = document.querySelector<HTMLMetaElement>(`meta[name="${MANIFEST_META}"]`);
    if (!named) return;
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = named.content;
      document.head.append(link);
    }
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    const load = () =>
      void import('../../web-app/register.ts').then((m) => {
        if (cancelled || client.current) return;
        client.current = m.startWebApp();
        // A move made before the hook loaded still checks for a new build: registering again does not.
        if (moved.current) client.current.navigated();
      });
    const timer = setTimeout(() => whenIdle(load), Math.max(0, REGISTER_AFTER_MS - performance.now()));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    moved.current = true;
    client.current?.navigated();
  }, [pathname]);
}
