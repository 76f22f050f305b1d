// The form fields' rule engine (account spec section 5, rules/field-rules.ts):
// each rule kind, the messages with their limits, the confirmation, the reset
// e-mail, and the birthday as typed and its range.
import { describe, expect, it } from 'vitest';
import { problemText } from '../../src/app/features/account/messages.ts';
import { birthdayRange, charCount, maskDate, outsideRange, checkConfirm, checkResetEmail, checkRule, MESSAGES } from '../../src/app/rules/field-rules.ts';
import { i18n, patterns, rule, strings } from './field-rule-fixtures.ts';

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

describe('birthday', () => {
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
});
