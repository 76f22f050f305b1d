// Cashier and safer-play amounts come in the smallest unit of the currency
// (schemas/api/common.schema.json Cents); the player reads them as the wallet's
// amounts are read (useMoney: the language's digits, the brand's decimals).
// Moments (an order's time, when a limit resets) as YYYY-MM-DD HH:MM.
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDateTime } from '../rules/format.ts';
import { useMoney } from './use-money.ts';

export function useCents(): (cents: number) => string {
  const money = useMoney();
  return (cents) => money(cents / 100);
}

export function useDateTime(): (ms: number) => string {
  const { i18n } = useTranslation();
  return (ms) => formatDateTime(ms, i18n.language);
}
