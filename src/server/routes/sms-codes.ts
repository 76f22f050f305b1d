// The SMS code of the login and reset flows: the same limits and the same answer
// whether or not the number has an account (services/verification-codes.ts says
// why), only the text differs. Registration's code is sent to any number.
import { rateLimit, type CallContext } from '../context.ts';
import { findByMobile, mobileKey } from '../services/accounts.ts';
import { checkField } from '../services/field-rules.ts';

export function smsCodeToAccount(
  ctx: CallContext,
  purpose: 'login' | 'reset',
  input: { countryDialingCode?: string; mobileNum: string },
  text: (brandName: string, code: string) => string,
) {
  rateLimit(ctx, 'sms', 20, 3600_000);
  const { platform, merchant, brand } = ctx;
  checkField(brand, 'loginMobileNum', input.mobileNum, { force: true, as: 'mobileNum' });
  const target = mobileKey(brand, input.countryDialingCode, input.mobileNum);
  const known = findByMobile(platform.db, merchant.code, target) !== undefined;
  return platform.codes.issue(merchant.code, purpose, target, { channel: 'sms', to: target, text: (code) => text(brand.name, code) }, known);
}
