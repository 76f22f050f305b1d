// After a move to another page, the focus goes to that page's heading and a
// polite live region names it (WCAG 2.4.3 focus order, 4.1.3 status messages):
// a screen reader hears where the player arrived, and the keyboard goes on from
// the top of the new page instead of from a link that is gone. The page the
// player opened keeps the browser's focus, and the region is empty in the
// prebuilt HTML, so hydration renders what the build did.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../state/location.ts';

/** Each page's heading: the page header's title, or home's (HomeHeader.tsx); tabIndex -1 makes it focusable. */
const HEADING = '.lk-app h1[tabindex="-1"]';

export function PageArrival() {
  const { pathname } = useLocation();
  const [arrived, setArrived] = useState('');
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = document.querySelector<HTMLElement>(HEADING);
    if (!heading) return;
    // Not scrolled into view: the page's scroll is the router's (use-scroll-restoration.ts).
    heading.focus({ preventScroll: true });
    setArrived(heading.textContent ?? '');
  }, [pathname]);

  return (
    <p className="lk-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {arrived}
    </p>
  );
}
