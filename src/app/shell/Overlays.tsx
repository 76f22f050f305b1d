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
  return overlays.map((o) => (
    // A layer whose code could not load stays away for this visit; the page goes on. Each waits only for its own
    // code: under one boundary the terms gate waited for the slowest layer's chunk.
    <ChunkBoundary key={o.id} fallback={null}>
      <Suspense fallback={null}>
        <Slot overlay={o} />
      </Suspense>
    </ChunkBoundary>
  ));
}
