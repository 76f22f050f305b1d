// Always on and tiny: on home only, loads the notice popups when they are due.
// They are due constants.noticeDisplayMs after the player's first input on
// home, or after 5 s without input, whichever comes first. Showing them at
// landing would load their code and DOMPurify (for their HTML) inside the
// first 5 s, which the JavaScript budget counts (src/README.md, Budgets).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '../../state/location.ts';
import { findRoute } from '../../routes.ts';
import { useConstants } from '../../state/brand.ts';

const NoticePopups = lazy(() => import('./NoticePopups.tsx'));

/** The budget's window: what loads without input within it counts. */
export const QUIET_WINDOW_MS = 5000;

/** True once the notice popups are due on the current page (see above). */
function usePopupsDue(active: boolean, displayMs: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    setDue(false);
    if (!active) return;
    let timer = setTimeout(() => setDue(true), QUIET_WINDOW_MS);
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

export default function NoticePopupsSlot() {
  const onHome = findRoute(useLocation().pathname)?.id === 'home';
  const due = usePopupsDue(onHome, useConstants().noticeDisplayMs);
  // Whether they may open over what is on screen is the popup order's call (NoticePopups.tsx asks it).
  return onHome && due ? (
    <Suspense fallback={null}>
      <NoticePopups />
    </Suspense>
  ) : null;
}
