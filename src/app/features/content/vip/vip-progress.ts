// VIP progress (account spec section 4, game spec section 4): completed /
// total expected conditions when the player has a rank label; 1 with no
// label; 0 when the calculation fails (no answer, no conditions, nonsense).
import type { RankProgress } from '../../../state/content-queries.ts';

export function vipProgress(progress: RankProgress | undefined | null): number {
  try {
    if (!progress) return 0;
    if (!progress.playerRankProgress.labelId) return 1;
    const { completedConditions, totalExpectedConditions } = progress.currentProgress;
    const ratio = completedConditions / totalExpectedConditions;
    if (!Number.isFinite(ratio) || ratio < 0) return 0;
    return Math.min(1, ratio);
  } catch {
    return 0;
  }
}
