// Deposit (/m/voucherCenter; insides "not shown"). The platform contract has no
// deposit call (account spec section 7: "deposit ... paths not shown"), so a
// deposit is made through the brand's customer-service channels, the way many
// operators run it: the page shows the balance, the player's account to quote,
// and the channels. Template dep_func 1 (new deposit detail) adds the numbered
// steps; 0 shows the channels alone. Free-play accounts are refused.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useBrand } from '../../state/brand.ts';
import { gatedPage } from './MemberGate.tsx';
import { ServiceRequest } from './ServiceRequest.tsx';
import './member.css';

function Deposit() {
  const { t } = useTranslation('member');
  const brand = useBrand();
  const steps = brand.templates.dep_func === 1 ? [t('deposit.step1'), t('deposit.step2'), t('deposit.step3'), t('deposit.step4')] : [];
  return <ServiceRequest kind="deposit" title={t('deposit.title')} intro={t('deposit.intro')} steps={steps} />;
}

export default gatedPage(Deposit, { page: 'deposit', need: 'real', icon: 'wallet' });
