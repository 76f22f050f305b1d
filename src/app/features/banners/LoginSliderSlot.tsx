// Loaded for a visitor of a brand that names a slider group (atoms.ts), and tiny:
// the login popup slider (brand config banners.loginSlider) on home, once the site's own popups are due
// (state/popups-due.ts) and it was not seen in this browser session. The slider
// itself loads only then.
import { lazy, Suspense, useState } from 'react';
import { useLocation } from '../../state/location.ts';
import { usePopupsDue } from '../../state/popups-due.ts';
import { useBrand } from '../../state/brand.ts';
import { findRoute } from '../../routes.ts';

const LoginSlider = lazy(() => import('./LoginSlider.tsx'));

/** sessionStorage key: the login slider was shown (and closed, or followed) in this browser session. */
export const LOGIN_SLIDER_SEEN_KEY = 'LK_LOGIN_SLIDER_SEEN';

function seenBefore(): boolean {
  try {
    return sessionStorage.getItem(LOGIN_SLIDER_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

export default function LoginSliderSlot() {
  const group = useBrand().banners.loginSlider.group;
  const onHome = findRoute(useLocation().pathname)?.id === 'home';
  const [done, setDone] = useState(seenBefore);
  const due = usePopupsDue(onHome && !done);
  if (!group || !onHome || done || !due) return null;
  const close = () => {
    try {
      sessionStorage.setItem(LOGIN_SLIDER_SEEN_KEY, '1');
    } catch {
      // storage unavailable: closed for this page view only
    }
    setDone(true);
  };
  return (
    <Suspense fallback={null}>
      <LoginSlider group={group} onClose={close} />
    </Suspense>
  );
}
