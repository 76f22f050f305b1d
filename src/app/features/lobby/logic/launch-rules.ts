// Game launch rules (game spec sections 4 and 9): a launch needs a session; a
// game under maintenance says so; lottery vendors go through the lottery
// launcher with a prize mode and a play type, every other game through the v3
// launcher; free play is offered when supportPlay is 0 (list) or freeplay is 1
// (vendor).
import type { BrandConfig } from '../../../../config/generated/brand.ts';
import type { GameItem } from '../../../../platform/generated/api.ts';

export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
export type PlayType = 'trad' | 'ent';

/** A vendor-to-game-type entry of the platform's lottery mapping (lottery menu). */
export interface LotteryMapping {
  vendor: string;
  gameType: string;
}

/**
 * Prize mode (game spec section 4): the electronic lottery when the mapping has
 * an ELOTT entry for TCG_LOTTO_VN or LOTT, else the plain lottery. TCG_SEA uses
 * its own mode SEA (section 9). Without a mapping (the call failed) the brand's
 * configured default (`platform.prizeMode`) applies; the plain lottery is the
 * configured mode unless that is Elott, then Lott.
 */
export function prizeModeFor(vendor: string, mapping: readonly LotteryMapping[] | undefined, configured: 'Lott' | 'ZY' | 'Elott'): PrizeMode {
  if (vendor === 'TCG_SEA') return 'SEA';
  if (!mapping) return configured;
  const electronic = mapping.some((m) => m.gameType === 'ELOTT' && (m.vendor === 'TCG_LOTTO_VN' || m.vendor === 'LOTT'));
  if (electronic) return 'Elott';
  return configured === 'Elott' ? 'Lott' : configured;
}

/** Play type (game spec section 9): ent when lottoMode contains Entertainment, else trad. */
export function playTypeFor(lottoMode: string | undefined): PlayType {
  return /entertainment/i.test(lottoMode ?? '') ? 'ent' : 'trad';
}

/** Free trial is offered when supportPlay is 0 (game lists) or freeplay is 1 (vendor lists). */
export function offersFreePlay(game: Pick<GameItem, 'supportPlay'> & { freeplay?: number }): boolean {
  return game.supportPlay === 0 || game.freeplay === 1;
}

export type LaunchPlan =
  | { kind: 'login' }
  | { kind: 'maintenance' }
  | { kind: 'trial' }
  | { kind: 'lottery'; vendor: string; gameCode: string; playType: PlayType }
  | { kind: 'game'; freePlay: boolean };

/**
 * What pressing Play now (freePlay false) or Free trial (true) does. Free play
 * without a session first asks for a trial session (account spec section 4).
 */
export function planLaunch(game: GameItem, opts: { loggedIn: boolean; freePlay: boolean; games: Pick<BrandConfig['games'], 'lotteryVendors'> }): LaunchPlan {
  if (!opts.loggedIn) return opts.freePlay && offersFreePlay(game) ? { kind: 'trial' } : { kind: 'login' };
  if (game.maintenance === 1) return { kind: 'maintenance' };
  // The lottery launcher needs the game code; an entry without one (a winners-board record) uses the v3 launcher.
  if (!opts.freePlay && opts.games.lotteryVendors.includes(game.vassalage) && game.gameCode) {
    return { kind: 'lottery', vendor: game.vassalage, gameCode: game.gameCode, playType: playTypeFor(game.lottoMode) };
  }
  return { kind: 'game', freePlay: opts.freePlay && offersFreePlay(game) };
}
