// False while React hydrates server HTML, true afterwards. Anything the build
// could not know (query strings, stored session, chosen language) must wait for
// true, or hydration would not match the prebuilt HTML. It is React's own flag
// (useSyncExternalStore's server snapshot), so it also holds for a Suspense
// boundary that React hydrates in a later pass, after the shell's effects ran.
import { useSearchParams } from './location.ts';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A value that reads `built()` while the component hydrates (what the prebuilt
 * HTML was rendered from) and `live()` afterwards, re-rendering when `live()`
 * changes: React's own hydration flag, as useHydrated, for a value that has both.
 */
export function useHydratingValue<T>(subscribe: (changed: () => void) => () => void, live: () => T, built: () => T): T {
  return useSyncExternalStore(subscribe, live, built);
}

/** The URL's query, empty until hydration is over (the prebuilt page had none). */
export function useQuery(): URLSearchParams {
  const params = useSearchParams();
  return useHydrated() ? params : EMPTY;
}
const EMPTY = new URLSearchParams();
