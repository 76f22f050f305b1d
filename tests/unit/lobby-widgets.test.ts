// Winners board split and autoplay, jackpot counter steps, balance masking
// (game spec sections 2 and 4).
import { describe, expect, test } from 'vitest';
import { jackpotDelay, jackpotIncrement, jackpotStart, jackpotSteps } from '../../src/app/features/lobby/logic/jackpot-rules.ts';
import { carouselAutoplays, splitWinners, winnersView } from '../../src/app/features/lobby/logic/winners-rules.ts';
import { BALANCE_MASK, balanceText } from '../../src/app/ui/BalanceWidget.tsx';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('winners', () => {
  test('the first 10 are the biggest wins, the rest the latest', () => {
    const s = splitWinners(list(30), 10);
    expect(s.biggest).toEqual(list(10));
    expect(s.latest).toEqual(list(30).slice(10));
  });
  test('fewer than 10 records are all biggest; no latest shows a plain title', () => {
    const s = splitWinners(list(6), 10);
    expect(s).toEqual({ biggest: list(6), latest: [] });
    expect(winnersView(s, 2)).toEqual({ hidden: false, tabs: false, items: list(6) });
  });
  test('tab 1 shows the biggest, tab 2 the latest; an empty board hides', () => {
    const s = splitWinners(list(14), 10);
    expect(winnersView(s, 1).items).toEqual(list(10));
    expect(winnersView(s, 2)).toEqual({ hidden: false, tabs: true, items: [11, 12, 13, 14] });
    expect(winnersView(splitWinners([], 10), 1).hidden).toBe(true);
  });
  test('the carousel autoplays only with more than 2 items', () => {
    expect(carouselAutoplays(2, 3)).toBe(false);
    expect(carouselAutoplays(3, 3)).toBe(true);
    expect(carouselAutoplays(0, 3)).toBe(false);
  });
});

describe('jackpot counter', () => {
  test('starts inside the configured range with its decimals', () => {
    expect(jackpotStart(1_200_000_000, 1_300_000_000, 0, () => 0)).toBe(1_200_000_000);
    expect(jackpotStart(1_200_000_000, 1_300_000_000, 0, () => 0.999999)).toBeLessThanOrEqual(1_300_000_000);
    const v = jackpotStart(100_000_000, 150_000_000, 2, () => 0.123456789);
    expect(Math.round(v * 100) / 100).toBe(v);
    expect(v).toBeGreaterThanOrEqual(100_000_000);
  });
  test('adds a whole 100 to 200', () => {
    expect(jackpotIncrement(100, 200, () => 0)).toBe(100);
    expect(jackpotIncrement(100, 200, () => 0.999999)).toBe(200);
    for (let i = 0; i < 200; i++) {
      const inc = jackpotIncrement(100, 200);
      expect(Number.isInteger(inc) && inc >= 100 && inc <= 200).toBe(true);
    }
  });
  test('waits 3, 4 or 5 seconds', () => {
    expect(jackpotDelay([3000, 4000, 5000], () => 0)).toBe(3000);
    expect(jackpotDelay([3000, 4000, 5000], () => 0.5)).toBe(4000);
    expect(jackpotDelay([3000, 4000, 5000], () => 0.9999)).toBe(5000);
  });
  test('animates an increase in 20 evenly spaced steps ending on the new figure', () => {
    const steps = jackpotSteps(1000, 1200, 20, 0);
    expect(steps).toHaveLength(20);
    expect(steps[0]).toBe(1010);
    expect(steps[9]).toBe(1100);
    expect(steps[19]).toBe(1200);
    expect(steps.every((v, i) => i === 0 || v > steps[i - 1]!)).toBe(true);
    const decimals = jackpotSteps(100.5, 250.75, 20, 2);
    expect(decimals[19]).toBe(250.75);
  });
});

describe('balance widget text', () => {
  const b = { sumBalance: 12433.667, currency: '฿' };
  test('2 decimals with the currency', () => {
    expect(balanceText(b, { hidden: false, refreshing: false, lng: 'en', decimals: 2 })).toBe('฿12,433.67');
  });
  test('masked with asterisks while hidden, refreshing or not loaded', () => {
    expect(balanceText(b, { hidden: true, refreshing: false, lng: 'en', decimals: 2 })).toBe(BALANCE_MASK);
    expect(balanceText(b, { hidden: false, refreshing: true, lng: 'en', decimals: 2 })).toBe(BALANCE_MASK);
    expect(balanceText(undefined, { hidden: false, refreshing: false, lng: 'en', decimals: 2 })).toBe(BALANCE_MASK);
    expect(BALANCE_MASK).toMatch(/^\*+$/);
  });
});
