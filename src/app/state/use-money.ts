// An amount as the player reads it: in the page language's digits, with the
// brand's decimals (constants.currencyDecimals).
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatAmount } from '../rules/format.ts';
import { useConstants } from './brand.ts';

export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const { currencyDecimals } = useConstants();
  return (amount) => formatAmount(amount, i18n.language, currencyDecimals);
}
