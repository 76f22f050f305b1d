// Registration by username and by mobile against the brands' rule sets: every
// kind of rule failing gives a 400 naming the field and reason and stores
// nothing; success logs the new account in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AURORA, call, FALAK, failureDetail, SIAM, snapshot, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());
// Registrations are limited per address (20 per 10 minutes); each case starts a new window.
beforeEach(() => s.clock.advance(11 * 60_000));

async function captcha(merchant = AURORA) {
  const r = await call(s.app, 'captcha', {}, { merchant });
  const key = r.body.value.captchaKey as string;
  return { captcha: s.platform.captchas.devAnswers!.get(key)!, captchaKey: key };
}

let serial = 0;
async function smsCode(mobile: string, merchant = AURORA, dialing = '+66') {
  s.clock.advance(61_000); // past the resend wait of an earlier send to the same number
  const r = await call(s.app, 'smsCodeRegister', { mobileNo: mobile, countryDialingCode: dialing }, { merchant });
  expect(r.status).toBe(200);
  return s.platform.outbox.list({ merchant, channel: 'sms' })[0]!.code;
}

/** A valid aurora registration by username (aurora: mobile required and verified, captcha on). */
async function valid(overrides: Record<string, unknown> = {}) {
  serial++;
  const mobile = `0899${String(100000 + serial)}`;
  return {
    registerMethod: 'H5',
    type: 0,
    username: `player${serial}x`,
    password: 'secret123',
    confirmPassword: 'secret123',
    mobileNum: mobile,
    countryDialingCode: '+66',
    verificationCode: await smsCode(mobile),
    email: '',
    birthday: '',
    affiliateCode: '',
    qqNum: '',
    registerUrl: 'm.aurora-play.example',
    domain: 'm.aurora-play.example',
    ...(await captcha()),
    ...overrides,
  };
}

async function refused(
  name: 'registerByUsername' | 'registerByMobile',
  payload: object,
  expected: { status?: number; code: string; field?: string; reason?: string },
  merchant = AURORA,
) {
  const before = snapshot(s.platform);
  const r = await call(s.app, name, payload, { merchant });
  expect(r.status, JSON.stringify(r.body)).toBe(expected.status ?? 400);
  expect(r.body.success).toBe(false);
  expect(r.body.code).toBe(expected.code);
  if (expected.field) expect(failureDetail(r)?.field).toBe(expected.field);
  if (expected.reason) expect(failureDetail(r)?.reason).toBe(expected.reason);
  expect(r.body.message).toMatch(/\S/);
  expect(snapshot(s.platform).accounts).toBe(before.accounts);
  expect(snapshot(s.platform).sessions).toBe(before.sessions);
  return r;
}

describe('register by username', () => {
  it('creates the account, logs it in and gives it a wallet', async () => {
    const payload = await valid({ email: 'new.player@example.com', birthday: '1990-05-17', affiliateCode: 'AGENT1' });
    const r = await call(s.app, 'registerByUsername', payload);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value).toMatchObject({ userName: payload.username, type: 0, firstTimeLogin: true, merchantCode: AURORA });
    expect(r.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const balance = await call(s.app, 'walletBalance', {}, { token: r.body.value.token });
    expect(balance.body.value.sumBalance).toBe(1000);
    const row = s.platform.db.prepare('SELECT mobile, parent_id, password_hash FROM accounts WHERE username = ?').get(payload.username) as {
      mobile: string;
      parent_id: number;
      password_hash: string;
    };
    expect(row.mobile).toBe(`+66${(payload.mobileNum as string).slice(1)}`);
    expect(row.parent_id).not.toBeNull();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('secret123');
  });

  it('refuses a missing required field', async () => {
    await refused('registerByUsername', await valid({ username: '' }), { code: 'field.required', field: 'username', reason: 'required' });
  });
  it('refuses a value shorter than minLength', async () => {
    await refused('registerByUsername', await valid({ username: 'ab' }), { code: 'field.username', field: 'username', reason: 'tooShort' });
  });
  it('refuses a value longer than maxLength', async () => {
    await refused('registerByUsername', await valid({ username: 'a'.repeat(17) }), { code: 'field.username', field: 'username', reason: 'tooLong' });
  });
  it('refuses a value that breaks the pattern', async () => {
    await refused('registerByUsername', await valid({ username: "bob'--" }), { code: 'field.username', field: 'username', reason: 'pattern' });
    await refused('registerByUsername', await valid({ email: 'not-an-email' }), { code: 'field.email', field: 'email', reason: 'pattern' });
    await refused('registerByUsername', await valid({ mobileNum: '08x1234567' }), { code: 'field.mobile', field: 'mobileNum', reason: 'pattern' });
  });
  it('refuses a field the brand has switched off', async () => {
    await refused('registerByUsername', await valid({ qqNum: '123456' }), { code: 'field.invalid', field: 'qqNum', reason: 'disabled' });
  });
  it('refuses a confirmation that differs', async () => {
    await refused('registerByUsername', await valid({ confirmPassword: 'secret124' }), {
      code: 'password.confirm_mismatch',
      field: 'confirmPassword',
      reason: 'mismatch',
    });
  });
  it('refuses a birthday that is not a day, or too young for the age limit', async () => {
    await refused('registerByUsername', await valid({ birthday: '1990-02-30' }), { code: 'field.invalid', field: 'birthday' });
    const young = new Date(s.clock.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    await refused('registerByUsername', await valid({ birthday: young }), { code: 'field.birthday', field: 'birthday', reason: 'age' });
  });
  it('refuses a missing or wrong captcha', async () => {
    await refused('registerByUsername', await valid({ captcha: '', captchaKey: '' }), { code: 'captcha.required' });
    const r = await refused('registerByUsername', await valid({ captcha: '000000x' }), { code: 'captcha.wrong' });
    expect(r.body.value).toMatchObject({ captcha: true });
  });
  it('refuses a wrong SMS code', async () => {
    await refused('registerByUsername', await valid({ verificationCode: 'abc' }), { code: 'field.invalid', field: 'verificationCode' });
    const payload = await valid();
    const wrong = payload.verificationCode === '111111' ? '222222' : '111111';
    const r = await refused('registerByUsername', { ...payload, verificationCode: wrong }, { code: 'code.wrong' });
    expect(r.body.message).toContain('Verification code error');
  });
  it('refuses an unknown invitation code and an unknown recommender', async () => {
    await refused('registerByUsername', await valid({ affiliateCode: 'NOPE99' }), { code: 'register.invitation_invalid', field: 'affiliateCode' });
    const withRecommender = await call(s.app, 'registerByUsername', await valid({ recommenderId: '5' }));
    expect(withRecommender.body.code).toBe('field.invalid'); // recommenderId is switched off for aurora
  });
  it('refuses a dialling code the brand does not offer', async () => {
    await refused('registerByUsername', await valid({ countryDialingCode: '+999' }), { code: 'field.mobile', field: 'countryDialingCode' });
  });
  it('answers 409 "Sorry, the username already exists." for a taken name, in any case', async () => {
    const r = await refused('registerByUsername', await valid({ username: 'DEMO0' }), { status: 409, code: 'user.exists', field: 'username' });
    expect(r.body.message).toContain('Sorry, the username already exists.');
  });
  it('refuses wrong types, extra properties and a registration type other than 0', async () => {
    await refused('registerByUsername', { ...(await valid()), username: 42 }, { code: 'request.invalid', field: 'username', reason: 'type' });
    await refused('registerByUsername', { ...(await valid()), isAdmin: true }, { code: 'request.invalid', field: 'isAdmin', reason: 'unknown' });
    await refused('registerByUsername', { ...(await valid()), type: 1 }, { code: 'request.invalid', field: 'type' });
  });
  it('is switched off where USERNAMEREG3 is off (siam)', async () => {
    const r = await call(s.app, 'registerByUsername', await valid(), { merchant: SIAM });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('feature.disabled');
  });
  it('checks the rule sets of another brand: falak requires an e-mail and needs no SMS code', async () => {
    const base = { registerMethod: 'H5', type: 0, username: 'falakplayer', password: 'secret123', confirmPassword: 'secret123', ...(await captcha(FALAK)) };
    await refused('registerByUsername', base, { code: 'field.required', field: 'email' }, FALAK);
    const ok = await call(s.app, 'registerByUsername', { ...base, ...(await captcha(FALAK)), email: 'falak.player@example.com' }, { merchant: FALAK });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('register by mobile', () => {
  it('creates an account named after the number and logs it in', async () => {
    const code = await smsCode('0812223344');
    const r = await call(s.app, 'registerByMobile', {
      registerMethod: 'PWA',
      type: 0,
      mobileNum: '0812223344',
      countryDialingCode: '+66',
      verificationCode: code,
      password: 'mobile123',
      confirmPassword: 'mobile123',
      ...(await captcha()),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value.userName).toBe('66812223344');
    // The number logs in as the name, with the password.
    const again = await call(s.app, 'login', { username: '0812223344', password: 'mobile123', type: 'username', captcha: '' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.value.firstTimeLogin).toBe(false);
  });
  it('refuses a number that breaks each kind of rule, and a password that does', async () => {
    const base = { registerMethod: 'H5', type: 0, countryDialingCode: '+66', password: 'mobile123', confirmPassword: 'mobile123' };
    await refused('registerByMobile', { ...base, mobileNum: '0812', ...(await captcha()) }, { code: 'field.mobile', field: 'mobileNum', reason: 'tooShort' });
    await refused(
      'registerByMobile',
      { ...base, mobileNum: '0'.repeat(21), ...(await captcha()) },
      { code: 'field.mobile', field: 'mobileNum', reason: 'tooLong' },
    );
    await refused(
      'registerByMobile',
      { ...base, mobileNum: '08-1234-5678', ...(await captcha()) },
      { code: 'field.mobile', field: 'mobileNum', reason: 'pattern' },
    );
    await refused(
      'registerByMobile',
      { ...base, mobileNum: '0812223399', password: 'a b c d e', confirmPassword: 'a b c d e', ...(await captcha()) },
      { code: 'field.password', field: 'password', reason: 'pattern' },
    );
    await refused(
      'registerByMobile',
      { ...base, mobileNum: '0812223399', confirmPassword: 'mobile124', ...(await captcha()) },
      { code: 'password.confirm_mismatch' },
    );
    await refused(
      'registerByMobile',
      { ...base, mobileNum: '0812223399', verificationCode: '', ...(await captcha()) },
      { code: 'field.required', field: 'verificationCode' },
    );
  });

  it('refuses a missing number, a wrong code, and a number already registered', async () => {
    await refused(
      'registerByMobile',
      { registerMethod: 'H5', type: 0, mobileNum: '', password: 'mobile123', confirmPassword: 'mobile123', ...(await captcha()) },
      { code: 'field.required', field: 'mobileNum' },
    );
    const code = await smsCode('0812345670'); // demo0's number
    await refused(
      'registerByMobile',
      {
        registerMethod: 'H5',
        type: 0,
        mobileNum: '0812345670',
        verificationCode: code === '123456' ? '654321' : '123456',
        password: 'mobile123',
        confirmPassword: 'mobile123',
        ...(await captcha()),
      },
      { code: 'code.wrong' },
    );
    await refused(
      'registerByMobile',
      {
        registerMethod: 'H5',
        type: 0,
        mobileNum: '0812345670',
        verificationCode: code,
        password: 'mobile123',
        confirmPassword: 'mobile123',
        ...(await captcha()),
      },
      { status: 409, code: 'user.exists', field: 'mobileNum' },
    );
  });
  it('asks for no password where MOBILENUMPASSREG3 is off, and refuses one', async () => {
    const patched = await startServer({ patch: (brands) => (brands.find((b) => b.id === 'aurora')!.flags.MOBILENUMPASSREG3 = false) });
    try {
      const send = await call(patched.app, 'smsCodeRegister', { mobileNo: '0833333333' });
      const code = patched.platform.outbox.list()[0]!.code;
      const cap = await call(patched.app, 'captcha');
      const c = { captchaKey: cap.body.value.captchaKey, captcha: patched.platform.captchas.devAnswers!.get(cap.body.value.captchaKey)! };
      expect(send.status).toBe(200);
      const bad = await call(patched.app, 'registerByMobile', {
        registerMethod: 'H5',
        type: 0,
        mobileNum: '0833333333',
        verificationCode: code,
        password: 'x123456',
        confirmPassword: 'x123456',
        ...c,
      });
      expect(bad.body.code).toBe('field.invalid');
      const cap2 = await call(patched.app, 'captcha');
      const ok = await call(patched.app, 'registerByMobile', {
        registerMethod: 'H5',
        type: 0,
        mobileNum: '0833333333',
        verificationCode: code,
        captchaKey: cap2.body.value.captchaKey,
        captcha: patched.platform.captchas.devAnswers!.get(cap2.body.value.captchaKey)!,
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    } finally {
      await patched.close();
    }
  });
  it('is switched off where MOBILENUMREG3 is off (falak)', async () => {
    const r = await call(s.app, 'registerByMobile', { registerMethod: 'H5', type: 0, mobileNum: '0812223345' }, { merchant: FALAK });
    expect(r.body.code).toBe('feature.disabled');
  });
});

describe('the calls the form renders from', () => {
  it('returns the brand rule sets and settings', async () => {
    const rules = await call(s.app, 'registrationValidationData');
    const brand = s.platform.merchants.get(AURORA)!.brand;
    expect(rules.body.value.fields).toEqual(brand.rules.fields);
    expect(Object.keys(rules.body.value.patterns).sort()).toEqual(Object.keys(brand.rules.patterns).sort());
    const settings = await call(s.app, 'registerSettings', {}, { merchant: SIAM });
    expect(settings.body.value).toMatchObject({ username: false, mobile: true, defaultMethod: 'mobile', mobileVerification: true, captcha: true });
  });
  it('tells whether a username is free, and checks affiliate codes', async () => {
    expect((await call(s.app, 'usernameValidation', { username: 'demo0' })).body.value).toEqual({ available: false });
    expect((await call(s.app, 'usernameValidation', { username: 'freename77' })).body.value).toEqual({ available: true });
    expect((await call(s.app, 'usernameValidation', { username: 'x' })).body.code).toBe('field.username');
    expect((await call(s.app, 'affiliateCheck', { code: 'agent1', domain: 'm.aurora-play.example' })).body.value).toEqual({ success: true });
    expect((await call(s.app, 'affiliateCheck', { code: 'NOBODY' })).body.value).toEqual({ success: false });
  });
});
