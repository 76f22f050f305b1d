// What the player reads when a cashier call is refused: the platform's error
// text (errors:<code>) and, where the refusal carries them, the figures that
// explain it: the deposit limit with what it leaves and when it resets, the
// method's range, the withdrawable amount (schemas/api/common.schema.json,
// FailureEnvelope value).
import type { TFunction } from '../../../i18n/use-translation.tsx';
import { asPlatformError } from '../../state/remote.ts';
import type { AmountProblem } from './amounts.ts';

export function cashierErrorText(t: TFunction, e: unknown, cents: (c: number) => string, dateTime: (ms: number) => string): string {
  const error = asPlatformError(e);
  const v = error.value ?? {};
  const lines = [t(error.i18nKey, { defaultValue: t('errors:unknown') })];
  if (v.limit !== undefined && v.resetsAt !== undefined)
    lines.push(t('cashier:refused.limit', { limit: cents(v.limit), left: cents(v.limitLeft ?? 0), at: dateTime(v.resetsAt) }));
  if (v.minAmount !== undefined && v.maxAmount !== undefined) lines.push(t('cashier:refused.range', { min: cents(v.minAmount), max: cents(v.maxAmount) }));
  if (v.withdrawable !== undefined) lines.push(t('cashier:refused.withdrawable', { amount: cents(v.withdrawable) }));
  return lines.join(' ');
}

/** Why a typed amount cannot go (amounts.ts), in the player's words; the keys written out for the string extractor. */
export function amountProblemText(t: TFunction, problem: AmountProblem, cents: (c: number) => string): string {
  const amount = problem.cents === undefined ? '' : cents(problem.cents);
  switch (problem.key) {
    case 'amount.invalid':
      return t('cashier:amount.invalid');
    case 'amount.belowMin':
      return t('cashier:amount.belowMin', { amount });
    case 'amount.aboveMax':
      return t('cashier:amount.aboveMax', { amount });
    case 'amount.overLimit':
      return t('cashier:amount.overLimit', { amount });
    case 'amount.overWithdrawable':
      return t('cashier:amount.overWithdrawable', { amount });
  }
}
