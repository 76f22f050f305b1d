// The content feature's always-on layer, kept tiny because it loads on every
// page (DESIGN.md section 5): the customer-service button everywhere, and on
// home only, the download bar and the notice popups, each loading its own code
// when it is due.
//
// The notice popups are due constants.noticeDisplayMs after the player's first
// input on home, or after 5 s without input, whichever comes first. Showing
// them at landing would load their code and DOMPurify (for their HTML) inside
// the 5 s that DESIGN.md section 5 budgets to 130 KB of JavaScript.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../../routes.ts';
import { useInstalled } from '../../state/use-installed.ts';
import { useConstants } from '../../state/brand.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { downloadBarWantedAtom, noticePopupsAllowedAtom } from '../notices/atoms.ts';
import { barClosedThisSession } from '../../state/download-bar.ts';
import { CsWidget } from './CsWidget.tsx';

const DownloadBar = lazy(() => import('../downloads/DownloadBar.tsx'));
const NoticePopups = lazy(() => import('../notices/NoticePopups.tsx'));

/** The budget window of DESIGN.md section 5: what loads without input within it counts. */
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
      events.forEach((e) => window.removeEventListener(e, onInput));
      clearTimeout(timer);
      timer = setTimeout(() => setDue(true), displayMs);
    };
    events.forEach((e) => window.addEventListener(e, onInput, { passive: true }));
    return () => {
      clearTimeout(timer);
      events.forEach((e) => window.removeEventListener(e, onInput));
    };
  }, [active, displayMs]);
  return due;
}

export default function ContentLayers() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const onHome = route?.id === 'home';
  const installed = useInstalled();
  const barWanted = useAtomValue(downloadBarWantedAtom);
  const popupsAllowed = useAtomValue(noticePopupsAllowedAtom);
  const popupsDue = usePopupsDue(onHome, useConstants().noticeDisplayMs);
  // Decided here, in the same render as the button, so neither moves the other later (CLS).
  // This layer renders only after hydration, so reading sessionStorage here is safe.
  const barShown = onHome && barWanted && !installed && !barClosedThisSession();
  return (
    <>
      <CsWidget chrome={route?.chrome ?? 'page'} raised={barShown} />
      <Suspense fallback={null}>
        {barShown && <DownloadBar />}
        {onHome && popupsDue && popupsAllowed && <NoticePopups />}
      </Suspense>
    </>
  );
}
