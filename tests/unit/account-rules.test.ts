// The account rule engine (account spec section 5), the forms' enable rules,
// the SMS countdown (section 4) and the error catalogue mapping (section 8).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18n } from '../../src/i18n/setup.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../src/platform/client.ts';
import { countdownEnd, secondsLeft, startCountdown } from '../../src/app/features/account/countdown.ts';
import { errorProblem, fieldProblem, problemText, wantsCaptcha } from '../../src/app/features/account/messages.ts';
import {
  birthdayRange,
  charCount,
  maskDate,
  outsideRange,
  checkConfirm,
  checkResetEmail,
  checkRule,
  MESSAGES,
  type FieldRule,
  type RuleSets,
} from '../../src/app/rules/field-rules.ts';
import { canSubmit } from '../../src/app/features/account/can-submit.ts';
import { tooYoung, visibleFields } from '../../src/app/features/account/register-fields.ts';
import { PAYLOAD_FIELDS, registrationPayload } from '../../src/app/features/account/register-payload.ts';
import { vipProgress } from '../../src/app/features/member/vip-progress.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const strings = (lng: string, ns: string) => JSON.parse(readFileSync(join(ROOT, 'src/i18n/locales', lng, `${ns}.json`), 'utf8'));

// The built-in patterns of schemas/brand/forms.schema.json (what a brand gets by default).
const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/brand/forms.schema.json'), 'utf8'));
const patterns: RuleSets['patterns'] = schema.properties.patterns.default;
const rule = (over: Partial<FieldRule> = {}): FieldRule => ({ enabled: true, required: true, minLength: 4, maxLength: 16, patternId: 'username', ...over });

const i18n = createI18n('en', { validation: strings('en', 'validation'), account: strings('en', 'account') });
i18n.addResourceBundle('th', 'validation', strings('th', 'validation'));

describe('checkRule: each rule kind', () => {
  it('enabled: a disabled rule passes anything (the field is not shown)', () => {
    expect(checkRule('!!', rule({ enabled: false }), patterns)).toBeNull();
    // ...unless the method forces it on (the mobile number under the mobile method).
    expect(checkRule('', rule({ enabled: false }), patterns, { force: true })).toEqual({ key: 'validation:username', params: { min: 4, max: 16 } });
  });

  it('required: an empty required value fails; an empty non-required value passes', () => {
    expect(checkRule('', rule({ required: true }), patterns)).toEqual({ key: 'validation:username', params: { min: 4, max: 16 } });
    expect(checkRule('', rule({ required: false }), patterns)).toBeNull();
    // A non-required value that is filled is still checked.
    expect(checkRule('ab', rule({ required: false }), patterns)).not.toBeNull();
  });

  it('minLength and maxLength, counted in code points', () => {
    expect(checkRule('abc', rule(), patterns)?.key).toBe('validation:username');
    expect(checkRule('abcd', rule(), patterns)).toBeNull();
    expect(checkRule('a'.repeat(16), rule(), patterns)).toBeNull();
    expect(checkRule('a'.repeat(17), rule(), patterns)?.key).toBe('validation:username');
    expect(charCount('ab😀')).toBe(3);
    expect(checkRule('😀😀', rule({ minLength: 2, maxLength: 2, patternId: 'handle' }), patterns)).not.toBeNull(); // pattern, not length
    expect(checkRule('ab😀', rule({ minLength: 1, maxLength: 3, patternId: 'nope' }), patterns)).toBeNull();
  });

  it('patternId: the named pattern, with its flags', () => {
    expect(checkRule('abc-def', rule(), patterns)?.key).toBe('validation:username');
    expect(checkRule('user01', rule(), patterns)).toBeNull();
    expect(checkRule('Somchai ใจดี', rule({ patternId: 'name', maxLength: 50 }), patterns)).toBeNull(); // u flag: Thai letters and marks
    expect(checkRule('x1', rule({ patternId: 'name', minLength: 2 }), patterns)?.key).toBe('validation:name');
    expect(checkRule('0812345678', rule({ patternId: 'mobile', maxLength: 20 }), patterns)).toBeNull();
    expect(checkRule('08-1234', rule({ patternId: 'mobile', maxLength: 20 }), patterns)?.key).toBe('validation:mobile');
    // An unknown pattern id only checks lengths, with the fallback message.
    expect(checkRule('ab', rule({ patternId: 'unknown' }), patterns)).toEqual({ key: MESSAGES.invalid, params: { min: 4, max: 16 } });
  });

  it('a field-specific message: the password required text, the captcha text for every failure', () => {
    expect(checkRule('', rule({ patternId: 'password' }), patterns, { requiredKey: MESSAGES.password })?.key).toBe('validation:in_incorrect_password');
    expect(checkRule('a b', rule({ patternId: 'password', minLength: 1 }), patterns, { requiredKey: MESSAGES.password })?.key).toBe('validation:password');
    const captcha = rule({ minLength: 1, maxLength: 6, patternId: 'digits' });
    expect(checkRule('', captcha, patterns, { force: true, messageKey: MESSAGES.captcha })?.key).toBe('validation:in_vwrite_code');
    expect(checkRule('12a', captcha, patterns, { force: true, messageKey: MESSAGES.captcha })?.key).toBe('validation:in_vwrite_code');
    expect(checkRule('1234567', captcha, patterns, { force: true, messageKey: MESSAGES.captcha })?.key).toBe('validation:in_vwrite_code');
    expect(checkRule('123456', captcha, patterns, { force: true, messageKey: MESSAGES.captcha })).toBeNull();
  });
});

describe('messages: the pattern message with min and max substituted', () => {
  it('substitutes {{min}} and {{max}}', () => {
    const p = checkRule('ab', rule(), patterns)!;
    expect(problemText(i18n.t, p)).toBe('Account format incorrect: 4-16 letters or digits.');
    expect(problemText(i18n.getFixedT('th'), p)).toBe('รูปแบบบัญชีไม่ถูกต้อง: ตัวอักษรหรือตัวเลข 4-16 ตัว');
    const mobile = checkRule('12', rule({ patternId: 'mobile', minLength: 9, maxLength: 10 }), patterns)!;
    expect(problemText(i18n.t, mobile)).toBe('Please enter a valid mobile number (9-10 digits).');
  });

  it('an exact length reads as one number when the pattern offers that wording', () => {
    const p = checkRule('12', rule({ patternId: 'digits', minLength: 6, maxLength: 6 }), patterns)!;
    expect(problemText(i18n.t, p)).toBe('Enter 6 digits.');
    const u = checkRule('ab', rule({ minLength: 6, maxLength: 6 }), patterns)!;
    expect(problemText(i18n.t, u)).toBe('Account format incorrect: 6-6 letters or digits.');
  });

  it('every built-in pattern message exists in English, Thai and Arabic with its placeholders', () => {
    for (const lng of ['en', 'th', 'ar']) {
      const v = strings(lng, 'validation');
      for (const p of Object.values(patterns)) {
        const key = p!.message.split(':')[1]!;
        expect(v[key], `${lng} ${key}`).toBeTypeOf('string');
      }
      for (const key of ['in_confirmation_correct', 'in_incorrect_password', 'in_vwrite_code']) expect(v[key], `${lng} ${key}`).toBeTruthy();
    }
  });
});

describe('confirm password', () => {
  it('must equal the password, else in_confirmation_correct', () => {
    expect(checkConfirm('Secret123', 'Secret123')).toBeNull();
    expect(checkConfirm('Secret12', 'Secret123')).toEqual({ key: 'validation:in_confirmation_correct' });
    expect(checkConfirm('', '')).toEqual({ key: 'validation:in_confirmation_correct' });
    expect(problemText(i18n.t, checkConfirm('a', 'b'))).toBe('The two passwords do not match.');
  });
});

describe('forgot password by e-mail', () => {
  it('required, the e-mail pattern, at most the e-mail limit, message email incorrect', () => {
    expect(checkResetEmail('', 255, patterns)?.key).toBe('validation:email');
    expect(checkResetEmail('player@example.com', 255, patterns)).toBeNull();
    expect(checkResetEmail('first.last@mail.example.co.th', 255, patterns)).toBeNull();
    expect(checkResetEmail('player@example', 255, patterns)?.key).toBe('validation:email');
    expect(checkResetEmail('player@example.c', 255, patterns)?.key).toBe('validation:email');
    expect(checkResetEmail(`${'a'.repeat(250)}@x.com`, 255, patterns)?.key).toBe('validation:email');
    expect(problemText(i18n.t, checkResetEmail('nope', 255, patterns))).toBe('Email incorrect.');
  });
});

describe("each form's enable rule", () => {
  it('login and register: only with the disclaimer, never twice', () => {
    for (const form of [canSubmit.login, canSubmit.register]) {
      expect(form({ disclaimer: true, busy: false })).toBe(true);
      expect(form({ disclaimer: false, busy: false })).toBe(false);
      expect(form({ disclaimer: true, busy: true })).toBe(false);
    }
  });
  it('reset by phone: after a touch, without any problem', () => {
    expect(canSubmit.phoneReset({ touched: false, hasErrors: false, busy: false })).toBe(false);
    expect(canSubmit.phoneReset({ touched: true, hasErrors: true, busy: false })).toBe(false);
    expect(canSubmit.phoneReset({ touched: true, hasErrors: false, busy: false })).toBe(true);
    expect(canSubmit.phoneReset({ touched: true, hasErrors: false, busy: true })).toBe(false);
  });
  it('reset by e-mail and change password: whenever nothing is on its way', () => {
    expect(canSubmit.emailReset({ busy: false })).toBe(true);
    expect(canSubmit.emailReset({ busy: true })).toBe(false);
    expect(canSubmit.changePassword({ busy: false })).toBe(true);
    expect(canSubmit.changePassword({ busy: true })).toBe(false);
  });
  it('terms gate: all three consent lines; rules detail: the read box', () => {
    expect(canSubmit.terms({ lines: [true, true, true] })).toBe(true);
    expect(canSubmit.terms({ lines: [true, false, true] })).toBe(false);
    expect(canSubmit.terms({ lines: [] })).toBe(false);
    expect(canSubmit.rulesDetail({ read: false })).toBe(false);
    expect(canSubmit.rulesDetail({ read: true })).toBe(true);
  });
  it('SMS send: a valid number and no countdown running', () => {
    expect(canSubmit.sendSms({ mobileValid: true, counting: false, busy: false })).toBe(true);
    expect(canSubmit.sendSms({ mobileValid: false, counting: false, busy: false })).toBe(false);
    expect(canSubmit.sendSms({ mobileValid: true, counting: true, busy: false })).toBe(false);
    expect(canSubmit.sendSms({ mobileValid: true, counting: false, busy: true })).toBe(false);
  });
});

describe('SMS countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('seconds left, rounded up, never negative', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it("ends at the platform's expirationTime, else after the default wait", () => {
    expect(countdownEnd(65_000, 5_000, 60)).toBe(65_000);
    expect(countdownEnd(undefined, 5_000, 60)).toBe(65_000);
    expect(countdownEnd(1_000, 5_000, 60)).toBe(65_000); // already past: the default wait
  });

  it('refreshes every smsCountdownTickMs (500 ms) until zero, then stops', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const ticks: number[] = [];
    const stop = startCountdown(3_000, 500, (s) => ticks.push(s));
    expect(ticks).toEqual([3]); // shown at once
    vi.advanceTimersByTime(500);
    expect(ticks).toEqual([3, 3]);
    vi.advanceTimersByTime(500);
    expect(ticks).toEqual([3, 3, 2]);
    vi.advanceTimersByTime(2_000);
    expect(ticks).toEqual([3, 3, 2, 2, 1, 1, 0]);
    vi.advanceTimersByTime(5_000);
    expect(ticks).toHaveLength(7); // stopped at zero
    stop();
  });

  it('follows another tick from the brand config, and stops when asked', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const ticks: number[] = [];
    const stop = startCountdown(10_000, 1_000, (s) => ticks.push(s));
    vi.advanceTimersByTime(3_000);
    expect(ticks).toEqual([10, 9, 8, 7]);
    stop();
    vi.advanceTimersByTime(3_000);
    expect(ticks).toHaveLength(4);
  });
});

describe('error catalogue (section 8)', () => {
  it('maps catalogue codes to their own keys, others to errors:<code>', () => {
    expect(errorProblem(new PlatformError('session.logged_out', 'x', 401)).key).toBe('account:message.loggedOut');
    expect(errorProblem(new PlatformError('account.trial_refused', 'x', 403)).key).toBe('account:message.trialRefused');
    expect(errorProblem(new PlatformError('register.invitation_invalid', 'x', 400)).key).toBe('account:invitation_code_error');
    expect(errorProblem(new PlatformError('access.region', 'x', 403, { ip: '1.2.3.4' }))).toEqual({
      key: 'account:message.accessDenied',
      params: { ip: '1.2.3.4' },
    });
    expect(errorProblem(new PlatformError('login.failed', 'x', 401)).key).toBe('errors:login.failed');
    expect(errorProblem(new Error('boom')).key).toBe('account:message.unknownError');
    expect(i18n.t(errorProblem(new PlatformError('access.region', 'x', 403, { ip: '1.2.3.4' })).key, { ip: '1.2.3.4' })).toContain('1.2.3.4');
  });

  it("puts a field failure on its field with the rule's own message", () => {
    expect(
      fieldProblem(new PlatformError('field.username', 'x', 400, { field: 'username', reason: 'pattern', min: 4, max: 16, messageKey: 'validation:username' })),
    ).toEqual({ field: 'username', problem: { key: 'validation:username', params: { min: 4, max: 16 } } });
    expect(fieldProblem(new PlatformError('password.confirm_mismatch', 'x', 400, { field: 'confirmPassword', reason: 'mismatch' }))?.problem.key).toBe(
      'validation:in_confirmation_correct',
    );
    expect(fieldProblem(new PlatformError('login.failed', 'x', 401))).toBeUndefined();
  });

  it('a failure that carries the captcha flag asks for a captcha', () => {
    expect(wantsCaptcha(new PlatformError('login.failed', 'x', 401, { captcha: true }))).toBe(true);
    expect(wantsCaptcha(new PlatformError('login.failed', 'x', 401))).toBe(false);
    expect(wantsCaptcha(new PlatformError('captcha.wrong', 'x', 400))).toBe(true);
  });
});

describe('birthday range and VIP progress', () => {
  it('birthday picker: 1900-01-01 to the end of this year', () => {
    expect(birthdayRange(1900, new Date(2026, 5, 1))).toEqual({ min: '1900-01-01', max: '2026-12-31' });
  });
  it('account spec section 2: the birthday is formatted YYYY-MM-DD as typed, and is a real day in the range', () => {
    expect(maskDate('1')).toBe('1');
    expect(maskDate('1990')).toBe('1990');
    expect(maskDate('19900')).toBe('1990-0');
    expect(maskDate('199005')).toBe('1990-05');
    expect(maskDate('1990053')).toBe('1990-05-3');
    expect(maskDate('19900531')).toBe('1990-05-31');
    expect(maskDate('1990-05-31')).toBe('1990-05-31');
    expect(maskDate('1990-05-319')).toBe('1990-05-31');
    expect(maskDate('1990/05/31')).toBe('1990-05-31');
    // Deleting the dash after the year leaves the year alone.
    expect(maskDate('1990')).toBe('1990');
    const range = birthdayRange(1900, new Date(2026, 5, 1));
    expect(outsideRange('1990-05-31', range)).toBeNull();
    expect(outsideRange('1900-01-01', range)).toBeNull();
    expect(outsideRange('2026-12-31', range)).toBeNull();
    expect(outsideRange('1899-12-31', range)).toEqual({ key: 'validation:date' });
    expect(outsideRange('2027-01-01', range)).toEqual({ key: 'validation:date' });
    expect(outsideRange('1990-02-30', range)).toEqual({ key: 'validation:date' });
    expect(outsideRange('1990-05', range)).toBeNull();
  });
  it('VIP progress: completed / expected with a label, 1 without, 0 when it fails', () => {
    const v = (labelId: string | null, done: number, total: number) => ({
      currentProgress: { completedConditions: done, totalExpectedConditions: total },
      playerRankProgress: { labelId, label: '', nextLabel: '' },
      ranks: [],
    });
    expect(vipProgress(v('VIP2', 1, 4))).toBe(0.25);
    expect(vipProgress(v(null, 1, 4))).toBe(1);
    expect(vipProgress(v('VIP2', 1, 0))).toBe(0);
    expect(vipProgress(undefined)).toBe(0);
    expect(vipProgress({} as never)).toBe(0);
    expect(vipProgress(v('VIP2', 9, 8))).toBe(1);
  });
});

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
