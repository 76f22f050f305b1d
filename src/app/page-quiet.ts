// A page's first seconds belong to its content and to the controls a player
// taps. Work that can wait does: the island's hydration (layouts/ready-directive.ts),
// Swiper's chunk (ui/load-carousel-kit.ts) and the
// home sections taking over from their prebuilt HTML (shell/prebuilt-slot.ts)
// start on the player's first input, or once this window is over, and so does a
// popup open at landing becoming modal (ui/use-modal.ts). Measured on
// home (Lighthouse mobile, aurora): the sections taking over at hydration made
// its main-thread time 4.6x the HTML-only floor's, where help's was 1.8x.
import { FIRST_LOAD_MS } from '../config/first-load.ts';

/** Page age (ms since navigation) before which nothing waits on its own: the JavaScript budget's window, plus 1 s. */
export const QUIET_UNTIL_MS = FIRST_LOAD_MS + 1000;

/** What a player does first: a touch, a click, a key, a wheel or a scroll (a restored scroll position counts: they came back to it). */
const INPUT = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

// The page's runtime (the hydration directive, layouts/ready-directive.ts) and the app are separate modules
// with a copy of this file each: the window holds the one quiet window they share.
const KEY = '__lobbykitQuiet';
type Quiet = { over: Promise<void>; ended: boolean; acted: boolean };

const holder = globalThis as { [KEY]?: Quiet };

function quiet(): Quiet {
  if (holder[KEY]) return holder[KEY];
  const q = { ended: false, acted: false } as Quiet;
  q.over = new Promise<void>((resolve) => {
    const end = (acted: boolean) => {
      q.ended = true;
      q.acted ||= acted;
      clearTimeout(timer);
      for (const e of INPUT) removeEventListener(e, onInput, true);
      resolve();
    };
    const onInput = () => end(true);
    const timer = setTimeout(() => end(false), Math.max(0, QUIET_UNTIL_MS - performance.now()));
    for (const e of INPUT) addEventListener(e, onInput, { capture: true, passive: true });
    if (navigator.userActivation?.hasBeenActive) end(true);
  });
  return (holder[KEY] = q);
}

/**
 * Starts listening for the player's first input. The island's directive calls it as soon as it runs (the island
 * runtime comes once the largest paint is on screen), so an input from then on counts, a scroll or a key that gives
 * no user activation too, and not only one after the page is idle.
 */
export function watchForFirstInput(): void {
  quiet();
}

/** Resolves on the player's first input on the page, or once the quiet window is over (at once after either). */
export function quietOver(): Promise<void> {
  return quiet().over;
}

/** Whether quietOver() has resolved, or would at once. */
export function quietIsOver(): boolean {
  return quiet().ended || performance.now() >= QUIET_UNTIL_MS || navigator.userActivation?.hasBeenActive === true;
}

/** Whether the player has touched, typed, scrolled or clicked on the page (not merely waited out the quiet window). */
export function playerActed(): boolean {
  return holder[KEY]?.acted === true || navigator.userActivation?.hasBeenActive === true;
}
