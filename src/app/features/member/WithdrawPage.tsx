// Withdraw (/m/withdraw; insides "not shown"). No withdraw call exists in the
// platform contract (account spec section 7), so the page shows what can be
// withdrawn (the main wallet; the bonus wallet apart) and hands the request to
// the brand's customer-service channels with the account to quote. Free-play
// accounts are refused.
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../feature-entries.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { useWallet } from '../../state/wallet.ts';
import { popupAtom } from '../../state/ui.ts';
import { AccountToQuote } from './AccountToQuote.tsx';
import { MemberGate } from './MemberGate.tsx';
import { ServiceChannels } from './ServiceChannels.tsx';
import { WalletCard } from './WalletCard.tsx';
import './member.css';

export default function WithdrawPage(_: PageProps) {
  return (
    <div className="lk-page lk-member" data-page="withdraw">
      <MemberGate need="real" icon="withdraw">
        <Withdraw />
      </MemberGate>
    </div>
  );
}

function Withdraw() {
  const { t } = useTranslation('member');
  const openPopup = useSetAtom(popupAtom);
  const wallet = useWallet();
  return (
    <>
      <WalletCard wallet={wallet} breakdown />
      <section className="lk-member__card" aria-labelledby="lk-withdraw-title">
        <h2 id="lk-withdraw-title" className="lk-member__title">
          {t('withdraw.title')}
        </h2>
        <p className="lk-member__muted">{t('withdraw.intro')}</p>
        <ol className="lk-steps">
          <li>{t('withdraw.step1')}</li>
          <li>{t('withdraw.step2')}</li>
          <li>{t('withdraw.step3')}</li>
        </ol>
        <AccountToQuote />
        <ServiceChannels purpose="withdraw" />
      </section>
      <section className="lk-member__card lk-member__row">
        <p className="lk-member__muted">{t('withdraw.security')}</p>
        <button type="button" className="lk-btn lk-btn--small lk-btn--ghost" onClick={() => openPopup('changePsw')}>
          {t('menu.changePassword')}
        </button>
      </section>
    </>
  );
}
