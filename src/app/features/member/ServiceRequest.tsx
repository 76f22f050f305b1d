// How a deposit or a withdrawal is made while the platform has no call for
// either (README.md): the balance with its main and bonus wallets, then the
// way through the brand's customer-service channels: the numbered steps, the
// account to quote and the channels themselves.
import { useTranslation } from 'react-i18next';
import { useWallet } from '../../state/wallet.ts';
import { AccountToQuote } from './AccountToQuote.tsx';
import { ServiceChannels } from './ServiceChannels.tsx';
import { WalletCard } from './WalletCard.tsx';

export function ServiceRequest({ kind, steps }: { kind: 'deposit' | 'withdraw'; steps: number }) {
  const { t } = useTranslation('member');
  const wallet = useWallet();
  const stepKeys = Array.from({ length: steps }, (_, i) => `${kind}.step${i + 1}`);
  return (
    <>
      <WalletCard wallet={wallet} breakdown />
      <section className="lk-member__card" aria-labelledby={`lk-${kind}-title`}>
        <h2 id={`lk-${kind}-title`} className="lk-member__title">
          {t(`${kind}.title`)}
        </h2>
        <p className="lk-member__muted">{t(`${kind}.intro`)}</p>
        {steps > 0 && (
          <ol className="lk-steps">
            {stepKeys.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        )}
        <AccountToQuote />
        <ServiceChannels purpose={kind} />
      </section>
    </>
  );
}
