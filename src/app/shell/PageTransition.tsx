// Pages fade in over 300 ms (account spec section 2). A back navigation that
// follows a horizontal swipe longer than 100 px (the browser's own swipe-back
// animation) gets no fade; moves under the 60 px touch threshold are not swipes.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from '../state/location.ts';
import { useConstants } from '../state/brand.ts';

export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const { pageFadeMs, swipeBackSuppressPx, touchMoveThresholdPx } = useConstants();
  const swipe = useRef({ startX: 0, distance: 0, at: 0 });
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    const start = (e: TouchEvent) => {
      swipe.current.startX = e.touches[0]?.clientX ?? 0;
    };
    const end = (e: TouchEvent) => {
      const dx = Math.abs((e.changedTouches[0]?.clientX ?? 0) - swipe.current.startX);
      if (dx >= touchMoveThresholdPx) swipe.current = { ...swipe.current, distance: dx, at: Date.now() };
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchend', end, { passive: true });
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchend', end);
    };
  }, [touchMoveThresholdPx]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: every client navigation fades the new page in.
  useEffect(() => {
    // The prebuilt page is already painted; only client navigations fade.
    if (first.current) {
      first.current = false;
      return;
    }
    const recentSwipe = Date.now() - swipe.current.at < 1000 && swipe.current.distance > swipeBackSuppressPx;
    if (navigationType === 'POP' && recentSwipe) return;
    box.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: pageFadeMs, easing: 'ease-out' });
  }, [pathname, navigationType, pageFadeMs, swipeBackSuppressPx]);

  return (
    <div ref={box} className="lk-transition">
      {children}
    </div>
  );
}
