// Balance widget (game spec section 2): the total wallet balance (sumBalance of
// the wallet call) with a hide/show toggle and a refresh action; masked with
// asterisks while hidden or refreshing; amounts with constants.currencyDecimals
// (2) decimals. Shared: the side menu, the member centre and the lobby show it.
// Nothing shows without a session. The hidden choice is kept in localStorage
// (`MC_BALANCE_HIDDEN`), so a player who hides the balance finds it hidden on
// the next visit; styles are inline, so any page may place it without a stylesheet.
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { WalletBalanceValue } from '../../platform/generated/api.ts';
import { useConstants } from '../state/brand.ts';
import { persistentAtom, useAtom, useAtomValue } from '../state/jotai.ts';
import { languageAtom } from '../state/language.ts';
import { useToasts } from '../state/toasts.ts';
import { useViewer } from '../state/viewer.ts';
import { useWallet } from '../state/wallet.ts';
import { formatAmount } from '../rules/format.ts';
import { Icon } from './Icon.tsx';
import { useAfterPaint } from './Spinner.tsx';

export const balanceHiddenAtom = persistentAtom<boolean>('MC_BALANCE_HIDDEN', false, { validate: (v) => (typeof v === 'boolean' ? v : undefined) });

export const BALANCE_MASK = '******';

const box: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 4, minWidth: 0 };
const value: CSSProperties = { fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', direction: 'ltr', unicodeBidi: 'isolate' };
// The shared stylesheet's spinner keyframes (base.css `lk-spin`).
const spin: CSSProperties = { display: 'inline-flex', animation: 'lk-spin .8s linear infinite' };
const srOnly: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };
const button: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
};

/** The text the widget shows: the mask while hidden, refreshing or not loaded, else currency and amount. */
export function balanceText(
  balance: Pick<WalletBalanceValue, 'sumBalance' | 'currency'> | undefined,
  opts: { hidden: boolean; refreshing: boolean; lng: string; decimals: number },
): string {
  if (opts.hidden || opts.refreshing || !balance) return BALANCE_MASK;
  return `${balance.currency}${formatAmount(balance.sumBalance, opts.lng, opts.decimals)}`;
}

export function BalanceWidget({ className = '', showLabel = true }: { className?: string; showLabel?: boolean }) {
  const { t } = useTranslation('lobby');
  const { currencyDecimals, toastMs } = useConstants();
  const { loggedIn } = useViewer();
  const lng = useAtomValue(languageAtom);
  const [hidden, setHidden] = useAtom(balanceHiddenAtom);
  const wallet = useWallet();
  const refreshing = wallet.loading;
  const turning = useAfterPaint(refreshing);
  const toasts = useToasts();
  const { error } = wallet;
  // Once per failed refresh: t, toastMs and toasts.show keep their identity.
  useEffect(() => {
    if (error) toasts.show(t(error.i18nKey), 'error', toastMs);
  }, [error, t, toastMs, toasts.show]);

  if (!loggedIn) return null;
  const text = balanceText(wallet.data, { hidden, refreshing, lng, decimals: currencyDecimals });
  return (
    <div className={`lk-balance ${className}`} style={box} data-testid="balance" aria-busy={refreshing}>
      {showLabel && <span className="lk-balance__label">{t('balance.label')}</span>}
      <span className="lk-balance__value" style={value} data-testid="balance-value">
        <span aria-hidden={text === BALANCE_MASK ? 'true' : undefined}>{text}</span>
        {text === BALANCE_MASK && <span style={srOnly}>{refreshing ? t('balance.refreshing') : t('balance.hidden')}</span>}
      </span>
      <button
        type="button"
        style={button}
        onClick={() => setHidden(!hidden)}
        aria-pressed={hidden}
        aria-label={hidden ? t('balance.show') : t('balance.hide')}
        data-testid="balance-toggle"
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button type="button" style={button} onClick={wallet.retry} disabled={refreshing} aria-label={t('balance.refresh')} data-testid="balance-refresh">
        <span style={turning ? spin : undefined}>
          <Icon name="refresh" size={18} />
        </span>
      </button>
    </div>
  );
}
