// The player's balance (game spec section 2, Balance widget, on the member
// pages): the total, masked with asterisks while hidden or refreshing, with hide
// and refresh buttons; optionally the main and bonus wallets under it.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { WalletBalanceValue } from '../../../platform/generated/api.ts';
import type { Remote } from '../../state/remote.ts';
import { useMoney } from '../../state/use-money.ts';
import { Icon } from '../../ui/Icon.tsx';
import { LoadFailed } from '../../ui/RemoteView.tsx';
import { useAfterPaint } from '../../ui/Spinner.tsx';
import { Figures } from './Figures.tsx';

const MASK = '****';

export function WalletCard({ wallet, breakdown = false, actions }: { wallet: Remote<WalletBalanceValue>; breakdown?: boolean; actions?: ReactNode }) {
  const { t } = useTranslation('member');
  const amount = useMoney();
  const [hidden, setHidden] = useState(false);
  const masked = hidden || wallet.loading;
  const turning = useAfterPaint(wallet.loading);
  const money = (n: number | undefined) => (masked || n === undefined ? MASK : amount(n));
  const v = wallet.data;
  return (
    <section className="lk-member__card lk-wallet" aria-labelledby="lk-wallet-title">
      <div className="lk-wallet__head">
        <h2 id="lk-wallet-title" className="lk-wallet__title">
          {t('wallet.total')}
        </h2>
        <button
          type="button"
          className="lk-iconbtn lk-iconbtn--small"
          onClick={() => setHidden((h) => !h)}
          aria-pressed={hidden}
          aria-label={t(hidden ? 'wallet.show' : 'wallet.hide')}
        >
          <Icon name={hidden ? 'eye' : 'eyeOff'} size={20} />
        </button>
        <button
          type="button"
          className="lk-iconbtn lk-iconbtn--small"
          onClick={wallet.retry}
          aria-label={t('wallet.refresh')}
          disabled={wallet.loading}
          data-action="refresh-balance"
        >
          <Icon name="refresh" size={20} className={turning ? 'lk-spin' : undefined} />
        </button>
      </div>
      {wallet.error && !v ? (
        <LoadFailed error={wallet.error} onRetry={wallet.retry} />
      ) : (
        <p className="lk-wallet__amount" aria-live="polite" aria-busy={wallet.loading}>
          <span className="lk-wallet__currency">{v?.currency}</span> <bdi data-balance>{money(v?.sumBalance)}</bdi>
        </p>
      )}
      {breakdown && v && (
        <Figures
          className="lk-wallet__split"
          items={[
            { label: t('wallet.main'), value: money(v.merchantWallet), amount: true },
            { label: t('wallet.bonus'), value: money(v.memberWallet), amount: true },
          ]}
        />
      )}
      {actions && <div className="lk-wallet__actions">{actions}</div>}
    </section>
  );
}
