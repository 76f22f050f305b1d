// False while React hydrates server HTML, true afterwards. Anything the build
// could not know (query strings, stored session, chosen language) must wait for
// true, or hydration would not match the prebuilt HTML.
import { useSearchParams } from 'react-router-dom';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The URL's query, empty until hydration is over (the prebuilt page had none). */
export function useQuery(): URLSearchParams {
  const [params] = useSearchParams();
  return useHydrated() ? params : EMPTY;
}
const EMPTY = new URLSearchParams();
