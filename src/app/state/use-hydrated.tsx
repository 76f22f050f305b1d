// False while React hydrates the prebuilt HTML, true afterwards. Anything the
// build could not know (query strings, stored session, chosen language) must
// wait for true, or hydration would not match the prebuilt HTML.
//
// The flag turns in a transition, once the island's hydration has committed
// (<HydrationFlag> at its root): React renders what it changes in slices that
// leave the main thread free between them. A server/client pair of
// useSyncExternalStore snapshots would say the same, but React re-renders every
// reader of such a pair synchronously after hydration, in one task: the page
// at once, the longest task of a page's start. A component mounted later reads
// true from its first render; input before the transition commits turns it at once,
// and a page hydrated at the player's input turns it without a transition.
import { createContext, type DependencyList, startTransition, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { playerActed } from '../page-quiet.ts';
import { announceLive } from '../page-ready.ts';
import { useSearchParams } from './location.ts';

const Hydrated = createContext(true);

/** At the island's root: false for the hydration render (and the build), then true. */
export function HydrationFlag({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated) return announceLive();
    // A page hydrated at the player's first input (layouts/ready-directive.ts) has them waiting on it: their held
    // tap goes ahead once this has committed, so it is not left behind other work in slices.
    if (playerActed()) setHydrated(true);
    else startTransition(() => setHydrated(true));
    // A player who touches or types before that render has committed acts on the
    // live page (a signed-in player's tap on a game opens the game, not the login):
    // it is rendered at once, before their click is handled.
    const now = () => flushSync(() => setHydrated(true));
    for (const e of INPUT) document.addEventListener(e, now, { capture: true, passive: true });
    return () => {
      for (const e of INPUT) document.removeEventListener(e, now, { capture: true });
    };
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}
const INPUT = ['pointerdown', 'keydown'] as const;

export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/** The URL's query, empty until hydration is over (the prebuilt page had none). */
export function useQuery(): URLSearchParams {
  const params = useSearchParams();
  return useHydrated() ? params : EMPTY;
}
const EMPTY = new URLSearchParams();

/**
 * An effect that moves the page (scrolls it, centres a tab) when `deps` change,
 * but not when the component hydrates the page the player opened: that page is
 * where the player has scrolled it, and reading its layout there forces one
 * inside hydration (10 ms on a list page). A later mount runs it at once.
 */
export function useMoveEffect(effect: () => void, deps: DependencyList): void {
  const opened = useRef(!useHydrated());
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    effect();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, as useEffect's.
  }, deps);
}
