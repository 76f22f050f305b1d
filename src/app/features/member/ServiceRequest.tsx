// How a deposit or a withdrawal is made while the platform has no call for
// either (README.md): the balance with its main and bonus wallets, then the
// way through the brand's customer-service channels: the numbered steps, the
// account to quote and the channels themselves.
import { useWallet } from '../../state/wallet.ts';
import { AccountToQuote } from './AccountToQuote.tsx';
import { ServiceChannels } from './ServiceChannels.tsx';
import { WalletCard } from './WalletCard.tsx';

/** Texts come translated from the page, each key written out there (i18n:extract finds keys in t() calls only). */
export function ServiceRequest({ kind, title, intro, steps }: { kind: 'deposit' | 'withdraw'; title: string; intro: string; steps: readonly string[] }) {
  const wallet = useWallet();
  return (
    <>
      <WalletCard wallet={wallet} breakdown />
      <section className="lk-member__card" aria-labelledby={`lk-${kind}-title`}>
        <h2 id={`lk-${kind}-title`} className="lk-member__title">
          {title}
        </h2>
        <p className="lk-member__muted">{intro}</p>
        {steps.length > 0 && (
          <ol className="lk-steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        )}
        <AccountToQuote />
        <ServiceChannels purpose={kind} />
      </section>
    </>
  );
}
