// Always on, after hydration, and kept tiny (it loads with every page): keeps the
// member info of the session current (account spec section 3: "cached locally
// and refreshed"), keeps the affiliate code a player landed with, and lowers the
// shell's terms flag when this browser session already agreed; and applies a
// session that waited for the route to leave a popup's path.
import { useEffect } from 'react';
import { useLocation } from '../../state/location.ts';
import { useBrand } from '../../state/brand.ts';
import { useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { refreshMemberInfo } from '../../state/member-info.ts';
import { tokenAtom } from '../../state/session.ts';
import { termsGateAtom } from '../../state/ui.ts';
import { runIfOffPopupPath } from './after-close.ts';
import { termsAgreed } from '../../state/terms.ts';
import { AFFILIATE_KEY } from './atoms.ts';

export default function SessionWatch() {
  const brand = useBrand();
  const token = useAtomValue(tokenAtom);
  const setGate = useSetAtom(termsGateAtom);
  const { pathname } = useLocation();

  // A login or registration on a popup's path keeps its session until the path is left (after-close.ts).
  useEffect(() => runIfOffPopupPath(pathname), [pathname]);

  useEffect(() => {
    // Kept for the tab (sessionStorage, read back by the registration form).
    const code = new URLSearchParams(window.location.search).get(brand.registration.affiliateParam);
    if (code && code.length <= 64) {
      try {
        sessionStorage.setItem(AFFILIATE_KEY, code);
      } catch {
        // storage unavailable: the code stays in the URL only
      }
    }
    if (termsAgreed()) setGate(false);
  }, [brand, setGate]);

  useEffect(() => {
    if (token) void refreshMemberInfo();
  }, [token]);

  return null;
}
