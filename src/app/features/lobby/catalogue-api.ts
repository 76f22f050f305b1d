// The lottery mapping (game spec section 7) changes rarely: one call per
// visit (the data cache keeps the answer for the page's life), shared by every
// launch that needs it.
import { fetchPlatformData } from '../../state/platform-data.ts';
import type { LotteryMapping } from './logic/launch-rules.ts';

/** The lottery vendors' game types (lottery menu), for the prize mode; undefined when unavailable. */
export function loadLotteryMapping(): Promise<LotteryMapping[] | undefined> {
  return fetchPlatformData('lotteryMenu', {}, { maxAgeMs: Number.POSITIVE_INFINITY }).then(
    (list) => list.map((m) => ({ vendor: m.vendor, gameType: m.gameType })),
    () => undefined,
  );
}
