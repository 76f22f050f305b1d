// Change password (v2), set password by phone, and forgot password by e-mail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, login, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());
beforeEach(() => s.clock.advance(3600_000));

const canLogin = async (username: string, password: string) =>
  (await call(s.app, 'login', { username, password, type: 'username', captcha: '' })).status === 200;

describe('change password', () => {
  it('refuses a mismatch, a rule failure, the old password again and a wrong old password', async () => {
    const token = await login(s.app, 'demo0');
    const change = (body: object) =>
      call(s.app, 'changePassword', { oldPassword: DEMO_PASSWORD, newPassword: 'newpass1', confirmNewPassword: 'newpass1', ...body }, { token });
    expect((await change({ confirmNewPassword: 'newpass2' })).body.code).toBe('password.confirm_mismatch');
    expect((await change({ newPassword: 'abc', confirmNewPassword: 'abc' })).body).toMatchObject({
      code: 'field.password',
      value: { field: 'newPassword', reason: 'tooShort' },
    });
    const same = await change({ newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD });
    expect(same.body.code).toBe('modify.new.old.same');
    expect(same.body.message).toContain('cannot be the same');
    expect((await change({ oldPassword: 'not-it' })).body.code).toBe('password.old_wrong');
    expect(await canLogin('demo0', DEMO_PASSWORD)).toBe(true);
  });

  it('changes it, keeps the current session and logs the others out', async () => {
    const other = await login(s.app, 'demo2');
    const token = await login(s.app, 'demo2');
    const r = await call(s.app, 'changePassword', { oldPassword: DEMO_PASSWORD, newPassword: 'changed-2', confirmNewPassword: 'changed-2' }, { token });
    expect(r.body.value).toEqual({ changed: true });
    expect((await call(s.app, 'memberInfo', {}, { token })).status).toBe(200);
    expect((await call(s.app, 'memberInfo', {}, { token: other })).body.code).toBe('session.logged_out');
    expect(await canLogin('demo2', DEMO_PASSWORD)).toBe(false);
    expect(await canLogin('demo2', 'changed-2')).toBe(true);
  });

  it('needs a session of a real account', async () => {
    expect((await call(s.app, 'changePassword', { oldPassword: 'a', newPassword: 'bbbbbb', confirmNewPassword: 'bbbbbb' })).body.code).toBe('session.required');
  });
});

describe('set password by phone', () => {
  it('keeps the code when the new password equals the old, then resets and logs everyone out', async () => {
    const session = await login(s.app, 'demo1');
    await call(s.app, 'smsCodeReset', { mobileNum: '0812345671', countryDialingCode: '+66' });
    const code = s.platform.outbox.list({ to: '+66812345671' })[0]!.code;
    const same = await call(s.app, 'setPasswordByPhone', { mobileNum: '0812345671', verificationCode: code, newPassword: DEMO_PASSWORD });
    expect(same.body.code).toBe('modify.new.old.same');
    const wrong = await call(s.app, 'setPasswordByPhone', {
      mobileNum: '0812345671',
      verificationCode: code === '123456' ? '654321' : '123456',
      newPassword: 'phone-new-1',
    });
    expect(wrong.body.code).toBe('code.wrong');
    const ok = await call(s.app, 'setPasswordByPhone', { mobileNum: '0812345671', verificationCode: code, newPassword: 'phone-new-1' });
    expect(ok.body.value).toEqual({ changed: true, userName: 'demo1' });
    expect((await call(s.app, 'memberInfo', {}, { token: session })).body.code).toBe('session.logged_out');
    // Account spec section 4: the site then logs in with the mobile number and the new password.
    expect(await canLogin('0812345671', 'phone-new-1')).toBe(true);
    expect((await call(s.app, 'setPasswordByPhone', { mobileNum: '0812345671', verificationCode: code, newPassword: 'phone-new-2' })).body.code).toBe(
      'code.wrong',
    );
  });
});

describe('forgot password by e-mail', () => {
  it('answers the same whether name and e-mail match, and mails a code only when they do', async () => {
    const form = (username: string, email: string) => call(s.app, 'forgotPasswordByEmail', { username, email });
    const match = await form('demo40', 'demo40@demo.lobbykit.dev');
    const mismatch = await form('demo41', 'someone@example.com');
    const unknown = await form('nobody77', 'nobody@example.com');
    expect([match.status, mismatch.status, unknown.status]).toEqual([200, 200, 200]);
    expect(mismatch.body).toEqual(match.body);
    expect(unknown.body).toEqual(match.body);
    expect(s.platform.outbox.list({ channel: 'email' }).map((m) => m.to)).toEqual(['demo40@demo.lobbykit.dev']);
    expect((await form('demo40', 'bad-email')).body.code).toBe('field.email');
  });

  it('resets with the mailed code', async () => {
    s.clock.advance(61_000);
    await call(s.app, 'forgotPasswordByEmail', { username: 'demo0', email: 'DEMO0@demo.lobbykit.dev' });
    const code = s.platform.outbox.list({ to: 'DEMO0@demo.lobbykit.dev' })[0]!.code;
    const r = await call(s.app, 'resetPasswordByEmail', { username: 'demo0', verificationCode: code, newPassword: 'mail-reset-1' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await canLogin('demo0', 'mail-reset-1')).toBe(true);
  });

  it('is sent form-urlencoded, as the documents say', async () => {
    const r = await s.app.inject({
      method: 'POST',
      url: '/api/account/password/email',
      headers: { 'x-merchant-code': 'AURORA01', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'demo0', email: 'x@example.com' }),
    });
    expect(r.statusCode).toBe(415);
    expect(r.json().code).toBe('request.content_type');
  });
});
