// Swiper on a strip of items the player scrolls sideways: a row of cards, a
// tab bar (carousel-kit.ts mountStrip). Until something asks it to move (an
// arrow, a tab chosen by pointer or key) the strip is the page's own HTML, a
// native scroller that a finger moves before any script has run, and nothing
// of Swiper's is on the page; the first ask loads Swiper's chunk (the one
// loader every carousel uses, load-carousel-kit.ts) and starts it on the same
// elements, which moves nothing by itself. The container holds the scrolling
// element, whose children are the items; the space between items is their end
// margin (Swiper measures margins, not a flex or grid gap).
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { StripHandle } from './carousel-kit.ts';
import { afterPaint } from './after-paint.ts';
import { loadCarouselKit } from './load-carousel-kit.ts';
import { QUIET_UNTIL_MS } from '../page-quiet.ts';
import { prefersLessMotion } from './motion.ts';

export interface StripOptions {
  /** Class of the scrolling element and of its items. */
  wrapperClass: string;
  slideClass: string;
  /** An item asked for is centred, as far as the strip scrolls (tabs); else it comes to the start edge. */
  centred?: boolean;
  /** Move in ms (Swiper's default when undefined); at once for a player who asked for less motion. */
  speed?: number;
}

export interface Strip {
  /** Moves `steps` items on in the reading direction, back when negative. */
  move: (steps: number) => void;
  /** Brings item `index` into view. */
  show: (index: number) => void;
}

export function useStrip(container: RefObject<HTMLElement | null>, { wrapperClass, slideClass, centred = false, speed }: StripOptions): Strip {
  const { i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const handle = useRef<{ el: HTMLElement; strip: StripHandle }>(undefined);
  // Whether this strip has asked for Swiper yet.
  const asked = useRef(false);
  // Swiper reads the direction as it starts: after a change of direction the next move starts it again. And it goes with the strip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rtl is the trigger.
  useEffect(
    () => () => {
      handle.current?.strip.destroy();
      handle.current = undefined;
    },
    [rtl],
  );
  const run = (act: (h: StripHandle) => void) => {
    const el = container.current;
    if (!el) return;
    asked.current = true;
    // Asked with no input yet (a tab chosen by the address, a strip mounted as its section goes live): not inside
    // the JavaScript budget's first seconds.
    const wait = navigator.userActivation?.hasBeenActive === false ? QUIET_UNTIL_MS - performance.now() : 0;
    if (wait > 0) {
      setTimeout(() => run(act), wait);
      return;
    }
    // After the frame that answers the tap (a tab shown chosen): with Swiper's chunk already here, starting it on the
    // strip ran in that tap's task, as React runs a tap's effects at once, and a category tab's next paint took
    // 184-208 ms at 4x CPU in two runs of five, 72-88 ms in the others. A failed chunk leaves the strip as it is: still
    // scrolled by touch.
    afterPaint(
      () =>
        void loadCarouselKit().then(
          (kit) => {
            // Gone, or another element, while the chunk loaded.
            if (container.current !== el) return;
            if (handle.current?.el !== el) {
              handle.current?.strip.destroy();
              handle.current = { el, strip: kit.mountStrip(el, { wrapperClass, slideClass, centred, speed: prefersLessMotion() ? 0 : speed }) };
            }
            act(handle.current.strip);
          },
          () => undefined,
        ),
    );
  };
  return {
    move: (steps) => run((h) => h.move(steps)),
    show: (index) => {
      // The first item of a strip at its start, before anything has moved it, is where Swiper would bring it:
      // nothing to load. Once asked, Swiper answers: a move it started may not have left the start yet.
      const scroller = container.current?.querySelector(`.${wrapperClass}`);
      if (index === 0 && !asked.current && scroller?.scrollLeft === 0) return;
      run((h) => h.show(index));
    },
  };
}
