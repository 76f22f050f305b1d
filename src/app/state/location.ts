// Where the player is in the app, and how they move: the shell's router
// (shell/AppRouter.tsx) provides it, every page and feature reads it here.
// The app matches its own routes (routes.ts), so all it needs of a router is
// the current path, the query and the history: a few hooks over the History
// API, instead of a routing library whose matching would go unused.
//
// Each history entry carries its place in the session's stack ({ idx }), so a
// back button can tell whether there is an app page to go back to.
import { createContext, useContext, useMemo } from 'react';

/** How the current place was reached: a back or forward move (or the first load), a new entry, or one replaced. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Place {
  pathname: string;
  search: string;
  type: NavigationType;
}

/** A path to go to (with its query), or a number of steps back (-1) or forward in history. */
export type NavigateFunction = (to: string | number, options?: { replace?: boolean }) => void;

export interface AppLocation {
  place: Place;
  navigate: NavigateFunction;
}

export const LocationContext = createContext<AppLocation | null>(null);

function useAppLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() and useNavigate() need the app router above them (shell/AppRouter.tsx)');
  return location;
}

/** The current path and query ('' or '?a=b'). */
export function useLocation(): { pathname: string; search: string } {
  return useAppLocation().place;
}

export function useNavigationType(): NavigationType {
  return useAppLocation().place.type;
}

export function useNavigate(): NavigateFunction {
  return useAppLocation().navigate;
}

export function useSearchParams(): URLSearchParams {
  const { search } = useAppLocation().place;
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The entry's place in the session's history: 0 for the page the player opened. */
export function historyIndex(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}
