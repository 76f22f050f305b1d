// The registration payload of account spec section 3, pure: every field is sent,
// an empty string for any the form does not show or the player left empty;
// passwords are sent as typed, everything else trimmed; confirmPassword equals
// password; type is always 0; normalRegister is true unless the mobile method.
import type { RegistrationPayload } from '../../../platform/generated/api.ts';
import { OPTIONAL_REGISTRATION_FIELDS } from '../../../platform/registration-fields.ts';

/**
 * Fields the form can show that the payload carries under the same name: the
 * optional registration fields but the invitation code (sent checked, below),
 * and the username and the codes.
 */
export const PAYLOAD_FIELDS = ['username', ...OPTIONAL_REGISTRATION_FIELDS.filter((name) => name !== 'affiliateCode'), 'captcha', 'verificationCode'] as const;

export interface PayloadInput {
  method: 'username' | 'mobile';
  /** The fields the form shows. */
  shown: ReadonlySet<string>;
  values: Readonly<Record<string, string>>;
  countryDialingCode: string;
  /** The URL's valid affiliate code, or the checked invitation code; empty for none. */
  affiliateCode: string;
  captchaKey: string;
  registerMethod: RegistrationPayload['registerMethod'];
  /** The site's host name (registerUrl and domain). */
  host: string;
  /** Under third-party phone verification: channel 'sms' and the service's ID token. */
  thirdParty?: { channel: 'sms'; firebaseIdToken: string };
}

const KEEP_AS_TYPED = new Set(['paymentPassword']);

export function registrationPayload(input: PayloadInput): RegistrationPayload {
  const { shown, values } = input;
  const field = (name: string) => (shown.has(name) ? (KEEP_AS_TYPED.has(name) ? (values[name] ?? '') : (values[name] ?? '').trim()) : '');
  const password = shown.has('password') ? (values.password ?? '') : '';
  const payload: RegistrationPayload = {
    countryDialingCode: shown.has('mobileNum') ? input.countryDialingCode : '',
    registerUrl: input.host,
    registerMethod: input.registerMethod,
    password,
    confirmPassword: password,
    affiliateCode: input.affiliateCode,
    captchaKey: shown.has('captcha') ? input.captchaKey : '',
    type: 0,
    domain: input.host,
    normalRegister: input.method !== 'mobile',
    ...input.thirdParty,
  };
  for (const name of PAYLOAD_FIELDS) (payload as unknown as Record<string, string>)[name] = field(name);
  return payload;
}
