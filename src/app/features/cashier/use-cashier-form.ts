// What the cashier's forms share: the figures formatted for the player, and a
// send that keeps one idempotency key per order the player means to place (a
// retry after a lost answer sends the same key, so the platform makes one order;
// changing what is ordered makes a new key).
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useCents, useDateTime } from '../../state/use-cents.ts';
import { orderKey } from './amounts.ts';
import { cashierErrorText } from './cashier-errors.ts';

/** The cashier's figures as the player reads them; components take their `t` from useTranslation('cashier'). */
export function useFigures() {
  const { t } = useTranslation('cashier');
  const cents = useCents();
  const dateTime = useDateTime();
  const errorText = useCallback((e: unknown) => cashierErrorText(t, e, cents, dateTime), [t, cents, dateTime]);
  return { cents, dateTime, errorText };
}

/** The key for what is being ordered now: the same while `what` stays the same. */
export function useOrderKey(what: string): string {
  const ref = useRef<{ what: string; key: string } | null>(null);
  if (!ref.current || ref.current.what !== what) ref.current = { what, key: orderKey() };
  return ref.current.key;
}

/** A send in progress and its refusal, as the form shows them. */
export function useSend() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = useCallback(async (send: () => Promise<void>, explain: (e: unknown) => string) => {
    setBusy(true);
    setError('');
    try {
      await send();
    } catch (e) {
      setError(explain(e));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}
