// VIP progress (account spec section 4: features/member/vip-progress.ts), the one rule the
// member centre's VIP section and the side menu's VIP entry both show.
import { describe, expect, it } from 'vitest';
import { vipProgress } from '../../src/app/features/member/vip-progress.ts';

describe('VIP progress', () => {
  it('VIP progress: completed / expected with a label, 1 without, 0 when it fails', () => {
    const v = (labelId: string | null, done: number, total: number) => ({
      currentProgress: { completedConditions: done, totalExpectedConditions: total },
      playerRankProgress: { labelId, label: '', nextLabel: '' },
      ranks: [],
    });
    expect(vipProgress(v('VIP2', 1, 4))).toBe(0.25);
    expect(vipProgress(v(null, 1, 4))).toBe(1);
    expect(vipProgress(v('VIP2', 1, 0))).toBe(0);
    expect(vipProgress(undefined)).toBe(0);
    expect(vipProgress({} as never)).toBe(0);
    expect(vipProgress(v('VIP2', 9, 8))).toBe(1);
  });
});
