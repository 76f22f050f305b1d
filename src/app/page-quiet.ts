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

function quiet(): Quiet {
  const holder = globalThis as { [KEY]?: Quiet };
  if (holder[KEY]) return holder[KEY];
  const q = { ended: false, acted: false } as Quiet;
  q.over = new Promise<void>((resolve) => {
    const end = (input?: Event) => {
      q.ended = true;
      q.acted ||= input !== undefined;
      clearTimeout(timer);
      for (const e of INPUT) removeEventListener(e, end, true);
      resolve();
    };
    const timer = setTimeout(() => end(), Math.max(0, QUIET_UNTIL_MS - performance.now()));
    for (const e of INPUT) addEventListener(e, end, { capture: true, passive: true });
    if (navigator.userActivation?.hasBeenActive) end(new Event('activation'));
  });
  return (holder[KEY] = q);
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
  return quiet().acted || navigator.userActivation?.hasBeenActive === true;
}
