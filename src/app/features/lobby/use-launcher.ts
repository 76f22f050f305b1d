// Game launch and free play (game spec sections 4 and 7, account spec section 4):
// no session opens the login popup; a game under maintenance says so; lottery
// vendors go through the lottery launcher, every other game through the v3
// launcher; the returned URL opens in place of the site (the game page has its
// own way back), after the launch is added to the recent games. Free play
// without a session shows the wait message, asks for a trial session, hides
// the message, and once the trial session is there replaces the page with
// /m/home before launching. The launch code (launch.ts) loads on the first tap.
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigate } from '../../state/location.ts';
import type { GameItem } from '../../../platform/generated/api.ts';
import { useBrand } from '../../state/brand.ts';
import { useToasts } from '../../state/toasts.ts';
import type { LaunchContext } from './launch.ts';

export function useLauncher() {
  const { t } = useTranslation('lobby');
  const brand = useBrand();
  const navigate = useNavigate();
  const toasts = useToasts();
  const context = useMemo<LaunchContext>(() => ({ brand, t, navigate, toast: toasts.show }), [brand, t, navigate, toasts.show]);
  const launch = useCallback(async (game: GameItem, freePlay = false) => (await import('./launch.ts')).launch(context, game, freePlay), [context]);
  const startTrial = useCallback(async () => (await import('./launch.ts')).startTrial(context), [context]);
  return { launch, startTrial };
}
