// Features' always-on layers (terms gate, widgets, notice popups). Each loads its
// code only after hydration, and only while its condition atom is true.
import { Suspense } from 'react';
import type { Overlay } from '../feature-entries.ts';
import { atom, useAtomValue } from '../state/jotai.ts';
import { overlays } from './registry.ts';
import { useHydrated } from '../state/use-hydrated.tsx';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';

const always = atom(true);

function Slot({ overlay: { when = always, component: C } }: { overlay: Overlay }) {
  return useAtomValue(when) ? <C /> : null;
}

export function Overlays() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      {overlays.map((o) => (
        // A layer whose code could not load stays away for this visit; the page goes on.
        <ChunkBoundary key={o.id} fallback={null}>
          <Slot overlay={o} />
        </ChunkBoundary>
      ))}
    </Suspense>
  );
}
