// Game launch and free play, loaded on the first tap on a game (see
// use-launcher.ts for the rules). Plain functions over what the hook hands in.
import type { NavigateFunction } from '../../state/location.ts';
import type { TFunction } from '../../../i18n/use-translation.tsx';
import type { BrandConfig } from '../../../config/generated/brand.ts';
import type { GameItem } from '../../../platform/generated/api.ts';
import { appStore } from '../../state/jotai.ts';
import { platform } from '../../state/platform.ts';
import { asPlatformError } from '../../state/remote.ts';
import { isTrialAtom, loggedInAtom, trialNameAtom, trialUserAtom } from '../../state/session.ts';
import type { ToastKind } from '../../state/toasts.ts';
import { popupAtom } from '../../state/ui.ts';
import { loadLotteryMapping } from './catalogue-api.ts';
import { planLaunch, prizeModeFor } from './logic/launch-rules.ts';

/** Where a launched game opens; tests replace it. */
export const openGameUrl = { go: (url: string) => window.location.assign(url) };

export interface LaunchContext {
  brand: BrandConfig;
  t: TFunction;
  navigate: NavigateFunction;
  toast: (text: string, kind: ToastKind, ms: number) => () => void;
}

let busy = false;

function fail(ctx: LaunchContext, e: unknown) {
  ctx.toast(ctx.t(asPlatformError(e).i18nKey), 'error', ctx.brand.constants.toastMs);
}

/** Asks for a trial session behind the wait message; true once the auth state shows it. */
export async function startTrial(ctx: LaunchContext): Promise<boolean> {
  const store = appStore();
  const hide = ctx.toast(ctx.t('lobby:launch.wait'), 'loading', ctx.brand.constants.waitMessageMs);
  try {
    const v = await platform().testPlay({});
    store.set(trialUserAtom, { token: v.token, userName: v.userName, customerType: v.customerType });
    store.set(trialNameAtom, v.userName);
  } catch (e) {
    hide();
    fail(ctx, e);
    return false;
  }
  hide();
  return store.get(isTrialAtom) || store.get(loggedInAtom);
}

export async function launch(ctx: LaunchContext, game: GameItem, freePlay = false): Promise<void> {
  if (busy) return;
  const { brand, t } = ctx;
  const store = appStore();
  let plan = planLaunch(game, { loggedIn: store.get(loggedInAtom), freePlay, games: brand.games });
  if (plan.kind === 'login') return void store.set(popupAtom, 'login');
  if (plan.kind === 'maintenance')
    return void ctx.toast(t('lobby:launch.maintenance', { name: game.displayName || game.gameName }), 'info', brand.constants.toastShortMs);
  busy = true;
  try {
    if (plan.kind === 'trial') {
      if (!(await startTrial(ctx))) return;
      ctx.navigate('/m/home', { replace: true });
      plan = planLaunch(game, { loggedIn: true, freePlay: true, games: brand.games });
      if (plan.kind !== 'game') return;
    }
    let url: string;
    if (plan.kind === 'lottery') {
      const mapping = await loadLotteryMapping();
      const prizeMode = prizeModeFor(plan.vendor, mapping, brand.platform.prizeMode);
      ({ url } = await platform().launchLottery({ vendor: plan.vendor, gameCode: plan.gameCode, prizeMode, playType: plan.playType }));
    } else {
      ({ url } = await platform().launchGame({
        nodeId: game.nodeId,
        category: game.gameType,
        vendor: game.vassalage,
        gameId: game.gameId || undefined,
        freePlay: plan.kind === 'game' && plan.freePlay,
      }));
    }
    // Recorded before leaving, so the recent list shows it on the way back; a failure here never blocks the game.
    await platform()
      .addRecentGame({ nodeId: game.nodeId })
      .catch(() => undefined);
    openGameUrl.go(url);
  } catch (e) {
    fail(ctx, e);
  } finally {
    busy = false;
  }
}
