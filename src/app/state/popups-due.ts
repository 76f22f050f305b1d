// When the site may open a popup of its own on home (the notice popups, the
// login slider): constants.noticeDisplayMs after the player's first input, or
// after the first load's window (config/first-load.ts) without input, whichever comes first. Opening one at
// landing would load its code inside the first 5 s, which the JavaScript budget
// counts (src/README.md, Budgets). Whether it may open over what is on screen
// is the popup order's call (dialog-order.ts).
import { useEffect, useState } from 'react';
import { FIRST_LOAD_MS } from '../../config/first-load.ts';
import { useConstants } from './brand.ts';

/** True once the site's own popups are due on a page where `active` (see above). */
export function usePopupsDue(active: boolean): boolean {
  const displayMs = useConstants().noticeDisplayMs;
  const [due, setDue] = useState(false);
  useEffect(() => {
    setDue(false);
    if (!active) return;
    let timer = setTimeout(() => setDue(true), FIRST_LOAD_MS);
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    const onInput = () => {
      for (const e of events) window.removeEventListener(e, onInput);
      clearTimeout(timer);
      timer = setTimeout(() => setDue(true), displayMs);
    };
    for (const e of events) window.addEventListener(e, onInput, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, onInput);
    };
  }, [active, displayMs]);
  return due;
}
