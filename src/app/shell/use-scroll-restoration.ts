// Back and forward return to where the player was on that page; a move to
// another page starts at its top. React Router's own <ScrollRestoration> needs
// its data router, so this is the same rule over the declarative hooks: each
// history entry's position is kept under React Router's location key as the
// player scrolls (by the time the router reports a move, the page being left
// may be gone), and restored once the entry is shown again.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../state/location.ts';

/** How long a restore waits for the page to grow tall enough (its chunk, its list from the cache) before it gives up. */
const RESTORE_WITHIN_MS = 3000;
/** The player's own scrolling ends a restore still waiting. */
const INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to `top` now, or as soon as the page is tall enough; returns what stops trying. */
function restore(top: number): () => void {
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => attempt()) : undefined;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
    for (const e of INPUT) window.removeEventListener(e, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1) stop();
  };
  const timer = setTimeout(stop, RESTORE_WITHIN_MS);
  for (const e of INPUT) window.addEventListener(e, stop, { passive: true });
  observer?.observe(document.body);
  attempt();
  return stop;
}

export function useScrollRestoration(): void {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    const record = () => {
      if (shown.current) positions.current.set(shown.current.key, window.scrollY);
    };
    // The app places the page on its moves: the browser's own restoring would scroll the page being left as
    // the back move starts. A document that goes hands the entry back to the browser, which restores a reload.
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    const auto = () => {
      window.history.scrollRestoration = 'auto';
    };
    manual();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
    };
  }, []);

  useLayoutEffect(() => {
    const last = shown.current;
    shown.current = { key, pathname };
    // The page the player opened is where the browser put it; the same entry again is where it is.
    if (!last || last.key === key) return;
    if (type === 'POP') return restore(positions.current.get(key) ?? 0);
    // A new entry of the same page (a query, a link to the page shown) stays where the player is.
    if (pathname !== last.pathname) window.scrollTo(0, 0);
  }, [key, pathname, type]);
}
