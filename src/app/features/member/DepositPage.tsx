// Deposit (/m/voucherCenter; insides "not shown"). The platform contract has no
// deposit call (account spec section 7: "deposit ... paths not shown"), so a
// deposit is made through the brand's customer-service channels, the way many
// operators run it: the page shows the balance, the player's account to quote,
// and the channels. Template dep_func 1 (new deposit detail) adds the numbered
// steps; 0 shows the channels alone. Free-play accounts are refused.
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../feature-entries.ts';
import { useBrand } from '../../state/brand.ts';
import { useWallet } from '../../state/wallet.ts';
import { MemberGate } from './MemberGate.tsx';
import { AccountToQuote } from './AccountToQuote.tsx';
import { ServiceChannels } from './ServiceChannels.tsx';
import { WalletCard } from './WalletCard.tsx';
import './member.css';

export default function DepositPage(_: PageProps) {
  return (
    <div className="lk-page lk-member" data-page="deposit">
      <MemberGate need="real" icon="wallet">
        <Deposit />
      </MemberGate>
    </div>
  );
}

function Deposit() {
  const { t } = useTranslation('member');
  const brand = useBrand();
  const wallet = useWallet();
  const detailed = brand.templates.dep_func === 1;
  return (
    <>
      <WalletCard wallet={wallet} breakdown />
      <section className="lk-member__card" aria-labelledby="lk-deposit-title">
        <h2 id="lk-deposit-title" className="lk-member__title">
          {t('deposit.title')}
        </h2>
        <p className="lk-member__muted">{t('deposit.intro')}</p>
        {detailed && (
          <ol className="lk-steps">
            <li>{t('deposit.step1')}</li>
            <li>{t('deposit.step2')}</li>
            <li>{t('deposit.step3')}</li>
            <li>{t('deposit.step4')}</li>
          </ol>
        )}
        <AccountToQuote />
        <ServiceChannels purpose="deposit" />
      </section>
    </>
  );
}
