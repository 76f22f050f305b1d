// The cashier's amount rules (src/app/features/cashier/amounts.ts) and the fee
// rule the platform and the site share (src/platform/fees.ts).
import { describe, expect, it } from 'vitest';
import { amountInput, depositProblem, parseAmount, withdrawalProblem } from '../../src/app/features/cashier/amounts.ts';
import { feeOf } from '../../src/platform/fees.ts';

describe('typed amounts become cents', () => {
  it('reads whole amounts and up to two decimals, with a point or a comma', () => {
    expect(['100', '100.5', '100,50', ' 0.01 ', '12.', '1000000'].map((t) => parseAmount(t))).toEqual([10000, 10050, 10050, 1, 1200, 100000000]);
  });
  it('refuses what is not an amount', () => {
    expect(['', 'abc', '1.234', '-5', '1e3', '1.2.3', '١٠٠'].map((t) => parseAmount(t))).toEqual([null, null, null, null, null, null, null]);
  });
  it('writes cents back as the input shows them', () => {
    expect([10000, 1, 123456].map((c) => amountInput(c))).toEqual(['100.00', '0.01', '1234.56']);
  });
});

describe('fees', () => {
  it('are the fixed part plus the rate in hundredths of a percent, rounded up', () => {
    expect(feeOf(20000, { feeFixed: 0, feeRate: 250 })).toBe(500);
    expect(feeOf(101, { feeFixed: 0, feeRate: 100 })).toBe(2);
    expect(feeOf(5000, { feeFixed: 50, feeRate: 0 })).toBe(50);
  });
});

describe('checks before sending', () => {
  const method = { min: 2000, max: 2000000 };
  it('a deposit within the method range and the limit passes; each other case names its figure', () => {
    expect(depositProblem(5000, method, null)).toBeNull();
    expect(depositProblem(null, method, null)).toEqual({ key: 'amount.invalid' });
    expect(depositProblem(1999, method, null)).toEqual({ key: 'amount.belowMin', cents: 2000 });
    expect(depositProblem(2000001, method, null)).toEqual({ key: 'amount.aboveMax', cents: 2000000 });
    expect(depositProblem(5001, method, 5000)).toEqual({ key: 'amount.overLimit', cents: 5000 });
  });
  it('a withdrawal and its fee must fit in the withdrawable amount', () => {
    const rules = { min: 10000, max: 20000000, withdrawable: 50000, feeFixed: 1000, feeRate: 0 };
    expect(withdrawalProblem(49000, rules)).toBeNull();
    expect(withdrawalProblem(49001, rules)).toEqual({ key: 'amount.overWithdrawable', cents: 50000 });
    expect(withdrawalProblem(9999, rules)).toEqual({ key: 'amount.belowMin', cents: 10000 });
  });
});
