// Withdraw (/m/withdraw; insides "not shown"). No withdraw call exists in the
// platform contract (account spec section 7), so the page shows what can be
// withdrawn (the main wallet; the bonus wallet apart) and hands the request to
// the brand's customer-service channels with the account to quote. Free-play
// accounts are refused.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSetAtom } from '../../state/jotai.ts';
import { popupAtom } from '../../state/ui.ts';
import { gatedPage } from '../../ui/MemberGate.tsx';
import { ServiceRequest } from './ServiceRequest.tsx';
import './member.css';

function Withdraw() {
  const { t } = useTranslation('member');
  const openPopup = useSetAtom(popupAtom);
  return (
    <>
      <ServiceRequest
        kind="withdraw"
        title={t('withdraw.title')}
        intro={t('withdraw.intro')}
        steps={[t('withdraw.step1'), t('withdraw.step2'), t('withdraw.step3')]}
      />
      <section className="lk-member__card lk-member__row">
        <p className="lk-member__muted">{t('withdraw.security')}</p>
        <button type="button" className="lk-btn lk-btn--small lk-btn--ghost" onClick={() => openPopup('changePsw')}>
          {t('menu.changePassword')}
        </button>
      </section>
    </>
  );
}

export default gatedPage(Withdraw, { page: 'withdraw', need: 'real', icon: 'withdraw' });
