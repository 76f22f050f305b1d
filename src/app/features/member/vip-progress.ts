// VIP progress (account spec section 4, game spec section 4): completed
// conditions divided by total expected conditions when the player has a rank
// label; 1 with no label; 0 when the calculation fails. Clamped to 0..1 for the bar.
import type { PlayerRankProgressValue } from '../../../platform/generated/api.ts';

export function vipProgress(value: PlayerRankProgressValue | undefined | null): number {
  try {
    if (!value) return 0;
    if (!value.playerRankProgress.labelId) return 1;
    const ratio = value.currentProgress.completedConditions / value.currentProgress.totalExpectedConditions;
    return Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 0;
  } catch {
    return 0;
  }
}
