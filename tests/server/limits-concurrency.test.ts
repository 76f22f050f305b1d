// The security limits under bursts of concurrent requests (src/server/README.md, Security):
// every request of a burst is prepared (and encrypted) first, then all are sent
// at once over loopback to the real server, so they overlap inside it. Each
// limit must hold as it does one request at a time: at most 3 password checks
// before a captcha, never more than 100 failures an hour, 5 tries per code, one
// code per countdown, and the per-address limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallName } from '../../src/platform/calls.ts';
import { CAPTCHA_AFTER_FAILURES, MAX_FAILURES_PER_HOUR } from '../../src/server/services/login-guard.ts';
import { passwordChecks } from '../../src/server/services/passwords.ts';
import { CODE_TRIES, SENDS_PER_TARGET_PER_HOUR } from '../../src/server/services/verification-codes.ts';
import { AURORA, callRequest, DEMO_PASSWORD, startServer, type CallResult, type TestServer } from './helpers.ts';

let s: TestServer;
let port: number;
beforeAll(async () => {
  s = await startServer();
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  port = (s.app.server.address() as { port: number }).port;
});
afterAll(() => s.close());
beforeEach(() => s.clock.advance(3600_000)); // a fresh hour for every per-address window

/** Prepares every request first, then sends them all at once; the answers in the same order. */
async function burst(name: CallName, requests: object[], options: Parameters<typeof callRequest>[3] = {}): Promise<CallResult[]> {
  const prepared = await Promise.all(requests.map((r) => callRequest(s.app, name, r, options)));
  return Promise.all(
    prepared.map(async ({ method, url, headers, payload }) => {
      const r = await fetch(`http://127.0.0.1:${port}${url}`, { method, headers, body: payload });
      return { status: r.status, body: (await r.json()) as CallResult['body'] };
    }),
  );
}

/** How many answers had each error code ('ok' for successes). */
function tally(results: CallResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) {
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
    const key = r.body.success ? 'ok' : r.body.code!;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

const failuresOf = (name: string) => s.platform.loginGuard.failures(AURORA, name);
const login = (username: string, password: string, extra: object = {}) => ({ username, password, captcha: '', type: 'username', ...extra });

describe('login limits under a burst', () => {
  it('checks at most 3 passwords of 110 concurrent wrong logins; the next attempt needs a captcha', async () => {
    const before = passwordChecks.count;
    const answers = tally(
      await burst(
        'login',
        Array.from({ length: 110 }, (_, i) => login('demo0', `wrong-${i}`)),
      ),
    );
    const checked = passwordChecks.count - before;
    expect(checked).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
    expect(answers).toEqual({ 'login.failed': checked, 'captcha.required': 110 - checked });
    expect(failuresOf('demo0')).toBe(checked);
    const next = await burst('login', [login('demo0', DEMO_PASSWORD)]);
    expect(next[0]!.body).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
  });

  it('records at most 100 failures an hour, even when the last ones arrive together', async () => {
    const name = 'demo41';
    // 98 failures already this hour (stored as the guard stores them), then 20 attempts with right captchas at once.
    for (let i = 0; i < MAX_FAILURES_PER_HOUR - 2; i++)
      s.platform.db.prepare('INSERT INTO login_failures (merchant, name_key, at) VALUES (?, ?, ?)').run(AURORA, name, s.clock.now());
    const attempts = Array.from({ length: 20 }, (_, i) => {
      const { captchaKey } = s.platform.captchas.create(AURORA, 4);
      return login(name, `wrong-${i}`, { captchaKey, captcha: s.platform.captchas.devAnswers!.get(captchaKey)! });
    });
    const before = passwordChecks.count;
    expect(tally(await burst('login', attempts))).toEqual({ 'login.failed': 2, 'login.rate_limited': 18 });
    expect(passwordChecks.count - before).toBe(2);
    expect(failuresOf(name)).toBe(MAX_FAILURES_PER_HOUR);
  });

  it('checks at most 3 of 20 concurrent wrong SMS login codes', async () => {
    await burst('smsCodeLogin', [{ mobileNum: '0812345670', countryDialingCode: '+66' }]);
    const answers = tally(
      await burst(
        'login',
        Array.from({ length: 20 }, () => ({ username: '0812345670', password: '000000', type: 'sms', countryDialingCode: '+66', captcha: '' })),
      ),
    );
    expect(answers['captcha.required']).toBe(20 - CAPTCHA_AFTER_FAILURES);
    expect((answers['code.wrong'] ?? 0) + (answers.ok ?? 0)).toBe(CAPTCHA_AFTER_FAILURES);
  });
});

describe('code limits under a burst', () => {
  it('tries at most 5 of 20 concurrent wrong reset codes; then even the right code is refused', async () => {
    await burst('smsCodeReset', [{ mobileNum: '0812345671', countryDialingCode: '+66' }]);
    const code = s.platform.outbox.list({ to: '+66812345671' })[0]!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (verificationCode: string) => ({ newPassword: 'burst-pass-1', mobileNum: '0812345671', countryDialingCode: '+66', verificationCode });
    const answers = tally(
      await burst(
        'setPasswordByPhone',
        Array.from({ length: 20 }, () => attempt(wrong)),
      ),
    );
    expect(answers).toEqual({ 'code.wrong': CODE_TRIES, 'code.exhausted': 20 - CODE_TRIES });
    expect(s.platform.db.prepare("SELECT tries FROM codes WHERE merchant = ? AND purpose = 'reset' AND target = '+66812345671'").get(AURORA)).toEqual({
      tries: CODE_TRIES,
    });
    expect((await burst('setPasswordByPhone', [attempt(code)]))[0]!.body.code).toBe('code.exhausted');
  });

  it('sends one code of 15 concurrent requests for one number, and 20 of 25 for different numbers from one address', async () => {
    const one = tally(
      await burst(
        'smsCodeRegister',
        Array.from({ length: 15 }, () => ({ mobileNo: '0861111111', countryDialingCode: '+66' })),
      ),
    );
    expect(one).toEqual({ ok: 1, 'code.too_soon': 14 });
    expect(s.platform.outbox.list({ to: '+66861111111' })).toHaveLength(1);
    s.clock.advance(3600_000);
    const many = tally(
      await burst(
        'smsCodeRegister',
        Array.from({ length: 25 }, (_, i) => ({ mobileNo: `08622222${String(i).padStart(2, '0')}`, countryDialingCode: '+66' })),
      ),
    );
    expect(many).toEqual({ ok: 20, 'rate.limited': 5 });
  });

  it(`sends one number at most ${SENDS_PER_TARGET_PER_HOUR} codes an hour, whoever asks`, async () => {
    const send = () => burst('smsCodeRegister', [{ mobileNo: '0863333333', countryDialingCode: '+66' }], { headers: {} });
    for (let i = 0; i < SENDS_PER_TARGET_PER_HOUR; i++) {
      expect((await send())[0]!.status).toBe(200);
      s.clock.advance(61_000);
    }
    const refused = (await send())[0]!;
    expect(refused.body.code).toBe('rate.limited');
    expect(refused.body.message).toContain(`At most ${SENDS_PER_TARGET_PER_HOUR} codes an hour`);
  });
});

describe('per-address limits under a burst', () => {
  it('lets 60 of 70 concurrent username checks through', async () => {
    expect(
      tally(
        await burst(
          'usernameValidation',
          Array.from({ length: 70 }, (_, i) => ({ username: `free${i}name` })),
        ),
      ),
    ).toEqual({ ok: 60, 'rate.limited': 10 });
  });

  it('lets 20 of 25 concurrent registrations reach their checks', async () => {
    // Mismatched passwords: each registration that passes the limit is refused by its next check, so none is stored.
    const answers = tally(
      await burst(
        'registerByUsername',
        Array.from({ length: 25 }, (_, i) => ({ registerMethod: 'H5', type: 0, username: `burst${i}x`, password: 'secret123', confirmPassword: 'secret124' })),
      ),
    );
    expect(answers['rate.limited']).toBe(5);
    expect(25 - answers['rate.limited']!).toBe(20);
  });

  it('limits code-checked password resets to 30 an hour per address', async () => {
    const answers = tally(
      await burst(
        'resetPasswordByEmail',
        Array.from({ length: 35 }, (_, i) => ({ username: `nobody${i}`, verificationCode: '123456', newPassword: 'newpass12' })),
      ),
    );
    expect(answers).toEqual({ 'code.wrong': 30, 'rate.limited': 5 });
  });
});
