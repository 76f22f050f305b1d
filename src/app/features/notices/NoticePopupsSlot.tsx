// Always on and tiny: on home only, loads the notice popups once the site's own
// popups are due (state/popups-due.ts).
import { lazy, Suspense } from 'react';
import { useLocation } from '../../state/location.ts';
import { usePopupsDue } from '../../state/popups-due.ts';
import { findRoute } from '../../routes.ts';

const NoticePopups = lazy(() => import('./NoticePopups.tsx'));

export default function NoticePopupsSlot() {
  const onHome = findRoute(useLocation().pathname)?.id === 'home';
  const due = usePopupsDue(onHome);
  // Whether they may open over what is on screen is the popup order's call (NoticePopups.tsx asks it).
  return onHome && due ? (
    <Suspense fallback={null}>
      <NoticePopups />
    </Suspense>
  ) : null;
}
