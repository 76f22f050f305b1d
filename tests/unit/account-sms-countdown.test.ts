// The SMS code's countdown (account spec section 4: features/account/countdown.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownEnd, secondsLeft, startCountdown } from '../../src/app/features/account/countdown.ts';

describe('SMS countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('seconds left, rounded up, never negative', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it("ends at the platform's expirationTime, else after the default wait", () => {
    expect(countdownEnd(65_000, 5_000, 60)).toBe(65_000);
    expect(countdownEnd(undefined, 5_000, 60)).toBe(65_000);
    expect(countdownEnd(1_000, 5_000, 60)).toBe(65_000); // already past: the default wait
  });

  it('refreshes every smsCountdownTickMs (500 ms) until zero, then stops', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const ticks: number[] = [];
    const stop = startCountdown(3_000, 500, (s) => ticks.push(s));
    expect(ticks).toEqual([3]); // shown at once
    vi.advanceTimersByTime(500);
    expect(ticks).toEqual([3, 3]);
    vi.advanceTimersByTime(500);
    expect(ticks).toEqual([3, 3, 2]);
    vi.advanceTimersByTime(2_000);
    expect(ticks).toEqual([3, 3, 2, 2, 1, 1, 0]);
    vi.advanceTimersByTime(5_000);
    expect(ticks).toHaveLength(7); // stopped at zero
    stop();
  });

  it('follows another tick from the brand config, and stops when asked', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const ticks: number[] = [];
    const stop = startCountdown(10_000, 1_000, (s) => ticks.push(s));
    vi.advanceTimersByTime(3_000);
    expect(ticks).toEqual([10, 9, 8, 7]);
    stop();
    vi.advanceTimersByTime(3_000);
    expect(ticks).toHaveLength(4);
  });
});
