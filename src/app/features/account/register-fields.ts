// Which fields the registration shows, in which order (account spec section 2),
// and the birthday's age check (section 5). Pure, so the unit tests pin the rules
// that decide the form without rendering it.
import type { RegisterSettings } from '../../../platform/generated/api.ts';
import { OPTIONAL_REGISTRATION_FIELDS } from '../../../platform/registration-fields.ts';
import type { Problem, RuleName, RuleSets } from '../../rules/field-rules.ts';

/** Optional fields in the order the form shows them (account spec section 2). */
export const OPTIONAL = OPTIONAL_REGISTRATION_FIELDS;
export type RegisterField = 'username' | 'password' | 'confirmPassword' | 'verificationCode' | 'captcha' | (typeof OPTIONAL)[number];
export type RegisterMethod = 'username' | 'mobile';

export const ALL_FIELDS: readonly RegisterField[] = ['username', 'password', 'confirmPassword', 'verificationCode', 'captcha', ...OPTIONAL];

type Settings = Pick<RegisterSettings, 'mobileVerification' | 'mobilePassword' | 'captcha'>;

/**
 * The fields shown for a method: the mobile method has the number (and the SMS
 * code with mobile verification) and passwords only with the mobile-with-password
 * option; the username method has username and passwords, and the number only
 * when its rule enables it. Every optional field its rule enables follows; the
 * invitation code only while the URL's affiliate code is known to be invalid.
 */
export function visibleFields(method: RegisterMethod, settings: Settings, fields: RuleSets['fields'], affiliateValid: boolean | undefined): RegisterField[] {
  const on = (n: RuleName) => Boolean(fields[n]?.enabled);
  const confirm: RegisterField[] = on('confirmPassword') ? ['confirmPassword'] : [];
  const list: RegisterField[] = [];
  if (method === 'mobile') {
    list.push('mobileNum');
    if (settings.mobileVerification) list.push('verificationCode');
    if (settings.mobilePassword) list.push('password', ...confirm);
  } else {
    list.push('username', 'password', ...confirm);
  }
  for (const n of OPTIONAL) {
    if (n === 'mobileNum') {
      if (method === 'username' && on('mobileNum')) list.push('mobileNum', ...(settings.mobileVerification ? (['verificationCode'] as const) : []));
    } else if (n === 'affiliateCode') {
      if (on('affiliateCode') && affiliateValid === false) list.push('affiliateCode');
    } else if (on(n)) list.push(n);
  }
  if (settings.captcha) list.push('captcha');
  return list;
}

/** A birthday younger than the brand's age limit (account spec section 5: "birthday confirms age 21"). */
export function tooYoung(birthday: string, ageLimit: number, today: Date): Problem | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const adult = new Date(today.getFullYear() - ageLimit, today.getMonth(), today.getDate());
  const day = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return day > adult ? { key: 'account:message.tooYoung', params: { min: ageLimit } } : null;
}
