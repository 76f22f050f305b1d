// The lottery mapping (game spec section 7) changes rarely: one call per
// visit, shared by every launch that needs it.
import { platform } from '../../state/platform.ts';
import type { LotteryMapping } from './logic/launch-rules.ts';

let lotteryMapping: Promise<LotteryMapping[] | undefined> | undefined;

/** The lottery vendors' game types (lottery menu), for the prize mode; undefined when unavailable. */
export function loadLotteryMapping(): Promise<LotteryMapping[] | undefined> {
  lotteryMapping ??= platform()
    .lotteryMenu()
    .then((list) => list.map((m) => ({ vendor: m.vendor, gameType: m.gameType })))
    .catch(() => {
      lotteryMapping = undefined;
      return undefined;
    });
  return lotteryMapping;
}
