// The build renders each route at its path; the browser takes over with real
// history, so moving between /m routes never reloads the page. The place and
// the hooks that read it are in state/location.ts.
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { historyIndex, LocationContext, useNavigate, type NavigateFunction, type NavigationType, type Place } from '../state/location.ts';

function browserPlace(type: NavigationType): Place {
  return { pathname: window.location.pathname, search: window.location.search, type };
}

const staticNavigate: NavigateFunction = () => {
  throw new Error('navigate() was called while the build rendered a page: move it into an effect or an event handler');
};

function StaticRouter({ path, children }: { path: string; children: ReactNode }) {
  const value = useMemo(() => ({ place: { pathname: path, search: '', type: 'POP' as const }, navigate: staticNavigate }), [path]);
  return <LocationContext value={value}>{children}</LocationContext>;
}

function BrowserRouter({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState(() => browserPlace('POP'));
  // A move renders in a transition, so the page on screen stays until the next one's code is here.
  const show = useCallback((type: NavigationType) => startTransition(() => setPlace(browserPlace(type))), []);
  // The page the player opened is entry 0 of the app's stack: its state has no index (historyIndex).
  // Not written at start: history.replaceState took 10 ms of the hydration's commit.
  useLayoutEffect(() => {
    const pop = () => show('POP');
    window.addEventListener('popstate', pop);
    return () => window.removeEventListener('popstate', pop);
  }, [show]);
  const navigate = useCallback<NavigateFunction>(
    (to, options) => {
      if (typeof to === 'number') return window.history.go(to);
      const idx = historyIndex();
      if (options?.replace) window.history.replaceState({ idx }, '', to);
      else window.history.pushState({ idx: idx + 1 }, '', to);
      show(options?.replace ? 'REPLACE' : 'PUSH');
    },
    [show],
  );
  const value = useMemo(() => ({ place, navigate }), [place, navigate]);
  return <LocationContext value={value}>{children}</LocationContext>;
}

export function AppRouter({ path, children }: { path: string; children: ReactNode }) {
  return typeof window === 'undefined' ? <StaticRouter path={path}>{children}</StaticRouter> : <BrowserRouter>{children}</BrowserRouter>;
}

/** Goes to `to` once rendered (an unknown path's redirect home). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
