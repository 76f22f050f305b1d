// The cashier's amount rules, pure: what the player types becomes an amount in
// the smallest unit of the currency (the cashier calls carry cents, so nothing
// is rounded on the way), and an amount is checked against a method's range and the
// player's own deposit limit before anything is sent. The platform checks all of
// it again; these checks only spare the player a refused request.
import { feeOf } from '../../../platform/fees.ts';

/** Cents for a typed amount ("100", "100.5", "100,50"), or null when it is not one. */
export function parseAmount(text: string, decimals = 2): number | null {
  const clean = text.trim().replace(',', '.');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const unit = 10 ** decimals;
  const cents = Number(match[1]) * unit + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A cents amount as the input shows it back (plain digits, `decimals` places). */
export function amountInput(cents: number, decimals = 2): string {
  return (cents / 10 ** decimals).toFixed(decimals);
}

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
