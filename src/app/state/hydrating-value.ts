// A value that reads what the prebuilt HTML was rendered from while a component hydrates, and the live value
// afterwards (use-hydrated.tsx has the hydration flag itself). Apart from it, with no JSX, so the atoms' module
// (jotai.ts), and with it every feature's entries.ts, loads in Node for the build.
import { useSyncExternalStore } from 'react';

/**
 * A value that reads `built()` while the component hydrates (what the prebuilt
 * HTML was rendered from) and `live()` afterwards, re-rendering when `live()`
 * changes (useSyncExternalStore's server snapshot: it also holds for a part
 * React hydrates in a later pass).
 */
export function useHydratingValue<T>(subscribe: (changed: () => void) => () => void, live: () => T, built: () => T): T {
  return useSyncExternalStore(subscribe, live, built);
}
