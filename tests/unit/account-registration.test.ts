// Registration (account spec sections 2 and 3): which fields each method shows,
// the age limit, and the payload sent (features/account/register-fields.ts,
// register-payload.ts).
import { describe, expect, it } from 'vitest';
import type { RuleSets } from '../../src/app/rules/field-rules.ts';
import { tooYoung, visibleFields } from '../../src/app/features/account/register-fields.ts';
import { PAYLOAD_FIELDS, registrationPayload } from '../../src/app/features/account/register-payload.ts';
import { rule } from './field-rule-fixtures.ts';

describe('registration payload (section 3)', () => {
  const base = { countryDialingCode: '+66', affiliateCode: '', captchaKey: 'k1', registerMethod: 'H5' as const, host: 'aurora.localhost' };

  it('sends every field, empty strings for the ones not shown or not filled, trimmed', () => {
    const p = registrationPayload({
      ...base,
      method: 'username',
      shown: new Set(['username', 'password', 'confirmPassword', 'email', 'captcha']),
      values: { username: ' player1 ', password: ' pw with spaces ', email: 'a@b.co ', captcha: '123456', nickname: 'hidden' },
    });
    for (const f of PAYLOAD_FIELDS) expect(typeof (p as unknown as Record<string, unknown>)[f], f).toBe('string');
    expect(p).toMatchObject({
      username: 'player1',
      password: ' pw with spaces ',
      confirmPassword: ' pw with spaces ',
      email: 'a@b.co',
      nickname: '',
      mobileNum: '',
      birthday: '',
      countryDialingCode: '',
      captcha: '123456',
      captchaKey: 'k1',
      type: 0,
      registerUrl: 'aurora.localhost',
      domain: 'aurora.localhost',
      registerMethod: 'H5',
      normalRegister: true,
      affiliateCode: '',
    });
    expect(p).not.toHaveProperty('channel');
  });

  it('the mobile method: no username or password unless shown, the dialling code, normalRegister false, third-party data', () => {
    const p = registrationPayload({
      ...base,
      method: 'mobile',
      shown: new Set(['mobileNum', 'verificationCode']),
      values: { mobileNum: '812345678', verificationCode: '654321', password: 'ignored' },
      affiliateCode: 'AGENT1',
      thirdParty: { channel: 'sms', firebaseIdToken: 'tok' },
    });
    expect(p).toMatchObject({
      username: '',
      password: '',
      confirmPassword: '',
      mobileNum: '812345678',
      verificationCode: '654321',
      countryDialingCode: '+66',
      normalRegister: false,
      affiliateCode: 'AGENT1',
      channel: 'sms',
      firebaseIdToken: 'tok',
      captcha: '',
      captchaKey: '',
    });
  });
});

describe('registration fields (section 2): what each method shows', () => {
  const fields = Object.fromEntries(
    [
      'username',
      'password',
      'confirmPassword',
      'verificationCode',
      'captcha',
      'paymentPassword',
      'idNumber',
      'qqNum',
      'facebook',
      'wechat',
      'line',
      'whatsapp',
      'zalo',
      'email',
      'nickname',
      'payeeName',
      'mobileNum',
      'recommenderId',
      'birthday',
      'affiliateCode',
      'loginUsername',
      'loginMobileNum',
      'loginPassword',
    ].map((n) => [n, rule({ enabled: ['username', 'password', 'confirmPassword', 'email', 'affiliateCode'].includes(n) })]),
  ) as RuleSets['fields'];
  const settings = { mobileVerification: true, mobilePassword: false, captcha: true };

  it('mobile method: number and SMS code, passwords only with the mobile-with-password option', () => {
    expect(visibleFields('mobile', settings, fields, true)).toEqual(['mobileNum', 'verificationCode', 'email', 'captcha']);
    expect(visibleFields('mobile', { ...settings, mobilePassword: true }, fields, true)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'captcha',
    ]);
    expect(visibleFields('mobile', { ...settings, mobileVerification: false, captcha: false }, fields, true)).toEqual(['mobileNum', 'email']);
  });

  it('username method: the number only when its rule enables it; invitation code only when the URL code is invalid', () => {
    expect(visibleFields('username', settings, fields, true)).toEqual(['username', 'password', 'confirmPassword', 'email', 'captcha']);
    expect(visibleFields('username', settings, fields, undefined)).not.toContain('affiliateCode'); // still being checked
    expect(visibleFields('username', settings, fields, false)).toEqual(['username', 'password', 'confirmPassword', 'email', 'affiliateCode', 'captcha']);
    const withMobile = { ...fields, mobileNum: rule({ enabled: true }) };
    expect(visibleFields('username', settings, withMobile, true)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'mobileNum',
      'verificationCode',
      'captcha',
    ]);
  });

  it("birthday: younger than the brand's age limit is refused with the limit", () => {
    const today = new Date(2026, 5, 15);
    expect(tooYoung('2005-06-15', 21, today)).toBeNull();
    expect(tooYoung('2005-06-16', 21, today)).toEqual({ key: 'account:message.tooYoung', params: { min: 21 } });
    expect(tooYoung('2008-06-15', 18, today)).toBeNull();
    expect(tooYoung('', 21, today)).toBeNull(); // empty: the rule decides whether it is required
  });
});
