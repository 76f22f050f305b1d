// A home section's prebuilt HTML, kept as the build rendered it until the
// section's own code takes over (HomePage.tsx): when it is near the viewport
// once the player has done something or the page's quiet window is over
// (app/page-quiet.ts), or when it is tapped. A tap on the prebuilt HTML is held
// and replayed on the same element once live, and the section is not swapped in
// while a finger is down on a prebuilt control, so a player's first tap is never
// lost.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { describeTap, findTapped, HELD_TAP_WAIT_MS, type Tapped } from '../held-tap.ts';
import { quietOver } from '../page-quiet.ts';

/**
 * `live` turns true once `load()` has resolved after the section came within
 * 300 px of the viewport (unless `covered`, and once `enabled`; while
 * `prebuilt`, after the page's quiet window or the player's first input) or, while
 * `prebuilt`, was tapped. Taps are held from the hydration commit on, not from
 * `enabled`: a tap that lands between the two would hit a prebuilt button
 * that has no handler and be lost. The live section shows once no press on a
 * prebuilt control is under way.
 */
export function usePrebuiltSlot(
  ref: RefObject<HTMLElement | null>,
  options: { enabled: boolean; prebuilt: boolean; covered: boolean; load: () => Promise<unknown> },
): boolean {
  const { enabled, prebuilt, covered, load } = options;
  const [live, setLive] = useState(false);
  // A finger or button down on a prebuilt control keeps the prebuilt HTML until it is up: swapped in between, the
  // pressed element left the page and the click never came, and the tap was lost.
  const [pressed, setPressed] = useState(false);
  const shown = live && !pressed;
  const tapped = useRef<Tapped | null>(null);
  const requested = useRef(false);
  const goLive = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    // In a transition: the live section is rendered in slices, not in one task (a page of game cards is 40 ms).
    void load().then(() => startTransition(() => setLive(true)));
  }, [load]);

  useEffect(() => {
    const el = ref.current;
    if (!enabled || live || covered || !el) return;
    let io: IntersectionObserver | undefined;
    let gone = false;
    const watch = () => {
      if (gone) return;
      // Each section asks for its code in a task of its own: the browser reports every section near the viewport
      // in one task, and the imports' work (starting each fetch, Vite's import helper) added up in it.
      io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setTimeout(goLive), { rootMargin: '300px 0px' });
      io.observe(el);
    };
    // Prebuilt HTML is the content already: it waits for the player's first input or the page's quiet window
    // (app/page-quiet.ts). A placeholder is not, and goes live as soon as it comes near.
    if (prebuilt) void quietOver().then(watch);
    else watch();
    return () => {
      gone = true;
      io?.disconnect();
    };
  }, [enabled, live, covered, prebuilt, ref, goLive]);

  // Held from the hydration commit to the live commit, both in layout effects. A tap before a passive effect ran
  // would land on HTML with no handler; and the live section renders in slices (a transition) with the prebuilt
  // HTML still on screen, so only its commit, not its render, may end the hold.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!prebuilt || shown || !el) return;
    const press = (e: PointerEvent) => e.target instanceof Element && describeTap(el, e.target) && setPressed(true);
    // After the click that follows, which the prebuilt control then still receives (and `hold` keeps).
    const lift = () => setTimeout(() => setPressed(false));
    const hold = (e: MouseEvent) => {
      const tap = e.target instanceof Element ? describeTap(el, e.target) : null;
      if (!tap) return;
      e.preventDefault();
      e.stopPropagation();
      tapped.current = tap;
      goLive();
    };
    el.addEventListener('pointerdown', press, true);
    el.addEventListener('click', hold, true);
    addEventListener('pointerup', lift, true);
    addEventListener('pointercancel', lift, true);
    return () => {
      el.removeEventListener('pointerdown', press, true);
      el.removeEventListener('click', hold, true);
      removeEventListener('pointerup', lift, true);
      removeEventListener('pointercancel', lift, true);
    };
  }, [prebuilt, shown, ref, goLive]);

  // The control a keyboard player is on in the prebuilt HTML: the live section replaces that element, and the focus
  // goes on to the same control there rather than back to the page's start.
  const focused = useRef<Tapped | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!prebuilt || shown || !el) return;
    const onIn = (e: FocusEvent) => {
      focused.current = e.target instanceof Element ? describeTap(el, e.target) : null;
    };
    const onOut = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node && el.contains(e.relatedTarget))) focused.current = null;
    };
    el.addEventListener('focusin', onIn);
    el.addEventListener('focusout', onOut);
    return () => {
      el.removeEventListener('focusin', onIn);
      el.removeEventListener('focusout', onOut);
    };
  }, [prebuilt, shown, ref]);

  useLayoutEffect(() => {
    const root = ref.current;
    const was = focused.current;
    focused.current = null;
    if (!shown || !was || !root || root.contains(document.activeElement)) return;
    // Unless the player has gone on to another control meanwhile.
    return whenShown(root, was, (control) => {
      if (document.activeElement === document.body || document.activeElement === null) control.focus();
    });
  }, [shown, ref]);

  useLayoutEffect(() => {
    const root = ref.current;
    const tap = tapped.current;
    if (!shown || !tap || !root) return;
    tapped.current = null;
    return whenShown(root, tap, (control) => control.click());
  }, [shown, ref]);

  return shown;
}

/**
 * Acts on the live section's control that `was` describes: at once, or when it shows. The live section may show it a
 * moment later (a part of it still loading its code or its answer, as the carousel's Swiper): the tap or the focus
 * waits for it, for a while, rather than being lost. Returns the watch's end, for the effect's cleanup.
 */
function whenShown(root: HTMLElement, was: Tapped, act: (control: HTMLElement) => void): (() => void) | undefined {
  const target = findTapped(root, was);
  if (target) {
    act(target);
    return undefined;
  }
  const watch = new MutationObserver(() => {
    const found = findTapped(root, was);
    if (!found) return;
    stop();
    act(found);
  });
  const timer = setTimeout(() => stop(), HELD_TAP_WAIT_MS);
  const stop = () => {
    watch.disconnect();
    clearTimeout(timer);
  };
  watch.observe(root, { childList: true, subtree: true, characterData: true });
  return stop;
}
