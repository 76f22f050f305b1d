// Deposit (/m/voucherCenter; insides "not shown"). The platform contract has no
// deposit call (account spec section 7: "deposit ... paths not shown"), so a
// deposit is made through the brand's customer-service channels, the way many
// operators run it: the page shows the balance, the player's account to quote,
// and the channels. Template dep_func 1 (new deposit detail) adds the numbered
// steps; 0 shows the channels alone. Free-play accounts are refused.
import { useBrand } from '../../state/brand.ts';
import { gatedPage } from './MemberGate.tsx';
import { ServiceRequest } from './ServiceRequest.tsx';
import './member.css';

function Deposit() {
  const brand = useBrand();
  return <ServiceRequest kind="deposit" steps={brand.templates.dep_func === 1 ? 4 : 0} />;
}

export default gatedPage(Deposit, { page: 'deposit', need: 'real', icon: 'wallet' });
