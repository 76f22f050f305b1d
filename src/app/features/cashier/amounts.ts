// The cashier's amount rules, pure: what the player types becomes an amount in
// the smallest unit of the currency (rules/amount-input.ts, shared with the
// safer-play limits), and an amount is checked against a method's range and the
// player's own deposit limit before anything is sent. The platform checks all of
// it again; these checks only spare the player a refused request.
import { feeOf } from '../../../platform/fees.ts';

/** A reason an amount cannot go: an i18n key of the cashier namespace and its values (cents, formatted when shown). */
export interface AmountProblem {
  key: 'amount.invalid' | 'amount.belowMin' | 'amount.aboveMax' | 'amount.overLimit' | 'amount.overWithdrawable';
  cents?: number;
}

/** A deposit's amount against its method's range and what the deposit limits leave (null: no limit). */
export function depositProblem(amount: number | null, method: { min: number; max: number }, limitLeft: number | null): AmountProblem | null {
  if (amount === null || amount <= 0) return { key: 'amount.invalid' };
  if (amount < method.min) return { key: 'amount.belowMin', cents: method.min };
  if (amount > method.max) return { key: 'amount.aboveMax', cents: method.max };
  if (limitLeft !== null && amount > limitLeft) return { key: 'amount.overLimit', cents: limitLeft };
  return null;
}

/** A withdrawal's amount against its range and, with its fee, the withdrawable amount. */
export function withdrawalProblem(
  amount: number | null,
  rules: { min: number; max: number; withdrawable: number; feeFixed: number; feeRate: number },
): AmountProblem | null {
  if (amount === null || amount <= 0) return { key: 'amount.invalid' };
  if (amount < rules.min) return { key: 'amount.belowMin', cents: rules.min };
  if (amount > rules.max) return { key: 'amount.aboveMax', cents: rules.max };
  if (amount + feeOf(amount, rules) > rules.withdrawable) return { key: 'amount.overWithdrawable', cents: rules.withdrawable };
  return null;
}

/** A new idempotency key: one per order the player means to place, so a repeated send makes one order. */
export function orderKey(): string {
  return crypto.randomUUID();
}
