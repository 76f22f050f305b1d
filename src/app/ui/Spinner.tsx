// A spinner that starts turning in the frame a tap paints makes that frame late:
// load more's button took 112-160 ms from the tap to its next paint with its
// spinner turning at once, 64-96 ms with it still (npm run bench -- inp, 4x CPU).
// So whatever a tap sets spinning starts a frame later, which the eye does not see.
// (A CSS animation-delay does not do it: the animation is still started at once.)
import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint.ts';

/** `on`, a frame late: true once a frame has been shown since it turned true; false as soon as it is false. */
export function useAfterPaint(on: boolean): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!on) return;
    return afterPaint(() => setLate(true));
  }, [on]);
  return on && late;
}

const STILL = { animation: 'none' };

/** A spinner (its class's animation), still for the frame it first shows in. */
export function Spinner({ className }: { className: string }) {
  const turning = useAfterPaint(true);
  return <span className={className} style={turning ? undefined : STILL} aria-hidden="true" />;
}
