// Login, sessions and logout (src/server/README.md, Security): one answer for a wrong
// password and an unknown user, a captcha from the 3rd failure, at most 100
// failures an hour, new tokens per login, revocation at logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, call, DEMO_PASSWORD, login, SIAM, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const attempt = (username: string, password: string, extra: object = {}) =>
  call(s.app, 'login', { username, password, captcha: '', type: 'username', ...extra });

async function solvedCaptcha() {
  const r = await call(s.app, 'captcha');
  return { captchaKey: r.body.value.captchaKey as string, captcha: s.platform.captchas.devAnswers!.get(r.body.value.captchaKey)! };
}

describe('login', () => {
  it('logs a demo account in with a new 256-bit token each time', async () => {
    const a = await attempt('demo0', DEMO_PASSWORD);
    const b = await attempt('DEMO0', DEMO_PASSWORD);
    expect(a.status).toBe(200);
    expect(a.body.value).toMatchObject({ userName: 'demo0', type: 0, merchantCode: AURORA });
    expect(Buffer.from(a.body.value.token, 'base64url')).toHaveLength(32);
    expect(b.body.value.token).not.toBe(a.body.value.token);
    const stored = s.platform.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(stored.map((r) => r.token_hash)).not.toContain(a.body.value.token);
  });

  it('answers a wrong password exactly as an unknown user', async () => {
    const wrong = await attempt('demo2', 'not-the-password');
    const unknown = await attempt('nobody-here', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.code).toBe('login.failed');
  });

  it('demands a captcha on the 4th attempt after 3 failures, even with the right password', async () => {
    const name = 'demo41';
    const first = await attempt(name, 'wrong-1');
    const second = await attempt(name, 'wrong-2');
    const third = await attempt(name, 'wrong-3');
    expect(first.body.value).toBeUndefined();
    expect(second.body.value).toBeUndefined();
    // The 3rd failure already tells the form to show the captcha (account spec section 4).
    expect(third.body.value).toEqual({ captcha: true });
    const fourth = await attempt(name, DEMO_PASSWORD);
    expect(fourth.status).toBe(400);
    expect(fourth.body).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
    const wrongAnswer = await attempt(name, DEMO_PASSWORD, { ...(await solvedCaptcha()), captcha: 'x' });
    expect(wrongAnswer.body.code).toBe('captcha.wrong');
    const c = await solvedCaptcha();
    const ok = await attempt(name, DEMO_PASSWORD, c);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // The success cleared the count; after three new failures the spent answer is refused.
    for (let i = 0; i < 3; i++) expect((await attempt(name, 'wrong')).status).toBe(401);
    expect((await attempt(name, DEMO_PASSWORD, c)).body.code).toBe('captcha.wrong');
  });

  it('counts failures for unknown names the same way', async () => {
    for (let i = 0; i < 3; i++) await attempt('ghost-name', 'x');
    expect((await attempt('ghost-name', 'x')).body.code).toBe('captcha.required');
  });

  it('refuses a name after 100 failures within the hour, then lets it in again', async () => {
    const name = 'demo42';
    for (let i = 0; i < 100; i++) {
      if (i % 50 === 0) s.clock.advance(61_000); // captcha images are limited to 60 a minute per address
      const r = await attempt(name, `wrong-${i}`, i >= 3 ? await solvedCaptcha() : {});
      expect(r.body.code).toBe('login.failed');
    }
    const blocked = await attempt(name, DEMO_PASSWORD, await solvedCaptcha());
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('login.rate_limited');
    s.clock.advance(3600_000 + 1000);
    expect((await attempt(name, DEMO_PASSWORD)).status).toBe(200);
  });

  it('tells a disabled account only to a caller who knows its password', async () => {
    expect((await attempt('demoblocked', 'wrong')).body.code).toBe('login.failed');
    const r = await attempt('demoblocked', DEMO_PASSWORD);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('Sorry, the user does not exist or is disabled.');
  });

  it('logs in by SMS code where MOBILEVERCODELOGIN3 is on, with one answer for unknown numbers', async () => {
    const known = await call(s.app, 'smsCodeLogin', { mobileNum: '0812345670', countryDialingCode: '+66' });
    const unknown = await call(s.app, 'smsCodeLogin', { mobileNum: '0800000009', countryDialingCode: '+66' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body.value)).toEqual(Object.keys(known.body.value));
    expect(s.platform.outbox.list({ to: '+66800000009' })).toHaveLength(0);
    const code = s.platform.outbox.list({ to: '+66812345670' })[0]!.code;
    const ok = await call(s.app, 'login', { username: '0812345670', password: code, type: 'sms', countryDialingCode: '+66', captcha: '' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value.userName).toBe('demo0');
    const bad = await call(s.app, 'login', { username: '0812345670', password: code, type: 'sms', captcha: '' });
    expect(bad.body.code).toBe('code.wrong'); // spent
    expect((await call(s.app, 'login', { username: '0812345670', password: '1', type: 'firebase', captcha: '' })).body.code).toBe('feature.disabled');
  });

  it('keeps sessions per merchant', async () => {
    const token = await login(s.app, 'demo0');
    expect((await call(s.app, 'memberInfo', {}, { token, merchant: SIAM })).body.code).toBe('session.logged_out');
  });
});

describe('sessions and logout', () => {
  it('says "not logged in" without a token and "logged out" after logout', async () => {
    const none = await call(s.app, 'memberInfo');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('session.required');
    expect(none.body.message).toContain('You are not logged in, please login first');
    const token = await login(s.app, 'demo0');
    const info = await call(s.app, 'memberInfo', {}, { token });
    expect(info.body.value).toMatchObject({ account: 'demo0', nickname: 'Demo Player', type: 0 });
    expect((await call(s.app, 'logout', {}, { token })).body.value).toEqual({ loggedOut: true });
    const after = await call(s.app, 'memberInfo', {}, { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('session.logged_out');
    expect(after.body.message).toContain('The account has been logged out, please log in again');
    expect((await call(s.app, 'memberInfo', {}, { token: 'x'.repeat(43) })).body.code).toBe('session.logged_out');
  });

  it('ends a session after 24 hours without a call', async () => {
    const token = await login(s.app, 'demo0');
    s.clock.advance(23 * 3600_000);
    expect((await call(s.app, 'memberInfo', {}, { token })).status).toBe(200);
    s.clock.advance(23 * 3600_000);
    expect((await call(s.app, 'memberInfo', {}, { token })).status).toBe(200);
    s.clock.advance(25 * 3600_000);
    expect((await call(s.app, 'memberInfo', {}, { token })).body.code).toBe('session.logged_out');
  });

  it('records Device: OTHERS from an installed home-screen app', async () => {
    await call(s.app, 'login', { username: 'demo1', password: DEMO_PASSWORD, type: 'username', captcha: '' }, { headers: { device: 'OTHERS' } });
    expect(s.platform.db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE device = 'OTHERS'").get()).toEqual({ n: 1 });
  });
});
