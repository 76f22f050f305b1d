// Account popups (account spec sections 2 and 4). /m/login, /m/register(.html),
// /m/forget and /m/changePsw open their popup over the home shell on load; one
// popup at a time; closing one while on its own path replaces the route with
// /m/home; /m/changePsw without a session goes to /m/home.
import { Suspense, useEffect } from 'react';
import { useNavigate } from '../state/location.ts';
import type { RouteDef } from '../routes.ts';
import { HOME_PATH } from '../../config/site-paths.ts';
import { useAtom, useAtomValue } from '../state/jotai.ts';
import { loggedInAtom } from '../state/session.ts';
import { popupAtom } from '../state/ui.ts';
import { popups } from './registry.ts';
import { useHydrated } from '../state/use-hydrated.tsx';
import { useChunkHere } from '../feature-entries.ts';

export function PopupHost({ route }: { route: RouteDef }) {
  const [open, setOpen] = useAtom(popupAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const hydrated = useHydrated();
  const navigate = useNavigate();

  useEffect(() => {
    if (!hydrated || !route.popup) return;
    if (route.popup === 'changePsw' && !loggedIn) navigate(HOME_PATH, { replace: true });
    else setOpen(route.popup);
  }, [hydrated, route, loggedIn, navigate, setOpen]);

  const close = () => {
    setOpen(null);
    if (route.popup && route.popup === open) navigate(HOME_PATH, { replace: true });
  };

  const Popup = open ? popups[open] : undefined;
  const here = useChunkHere(Popup);
  if (!open || !here) return null;
  return <Suspense fallback={null}>{Popup && <Popup onClose={close} />}</Suspense>;
}
