// The SMS code life cycle (src/server/README.md, Security): 6 digits, stored hashed, valid
// 10 minutes, 5 tries, a resend replaces the old code and waits for the
// countdown; unknown numbers get the same answer and no message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());
beforeEach(() => s.clock.advance(3600_000)); // a fresh hour for the per-address send limit

let serial = 0;
const number = () => `08123${String(40000 + ++serial)}`;
const send = (mobileNo: string) => call(s.app, 'smsCodeRegister', { mobileNo, countryDialingCode: '+66' });
const lastCode = (to: string) => s.platform.outbox.list({ to })[0]?.code;
const e164 = (n: string) => `+66${n.slice(1)}`;
const check = (target: string, code: string) => {
  try {
    s.platform.codes.check('AURORA01', 'register', target, code, false);
    return 'ok';
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('SMS codes', () => {
  it('sends 6 digits to the outbox and stores only a hash', async () => {
    const n = number();
    const r = await send(n);
    expect(r.status).toBe(200);
    const now = s.clock.now();
    expect(r.body.value).toEqual({ expirationTime: now + 60_000, validUntil: now + 600_000 });
    const code = lastCode(e164(n))!;
    expect(code).toMatch(/^[0-9]{6}$/);
    const rows = s.platform.db.prepare('SELECT * FROM codes').all();
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('expires after 10 minutes', async () => {
    const n = number();
    await send(n);
    const code = lastCode(e164(n))!;
    s.clock.advance(9 * 60_000 + 59_000);
    expect(check(e164(n), code)).toBe('ok');
    s.clock.advance(2000);
    expect(check(e164(n), code)).toBe('code.expired');
  });

  it('allows 5 tries, then refuses even the right code', async () => {
    const n = number();
    await send(n);
    const code = lastCode(e164(n))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(check(e164(n), wrong)).toBe('code.wrong');
    expect(check(e164(n), code)).toBe('code.exhausted');
  });

  it('waits for the countdown before a resend, and the resend replaces the old code', async () => {
    const n = number();
    await send(n);
    const first = lastCode(e164(n))!;
    const tooSoon = await send(n);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe('code.too_soon');
    expect(tooSoon.body.value.expirationTime).toBeGreaterThan(s.clock.now());
    s.clock.advance(60_000);
    expect((await send(n)).status).toBe(200);
    const second = lastCode(e164(n))!;
    if (second !== first) expect(check(e164(n), first)).toBe('code.wrong');
    expect(check(e164(n), second)).toBe('ok');
  });

  it('is spent by a successful use', async () => {
    const n = number();
    await send(n);
    const code = lastCode(e164(n))!;
    s.platform.codes.check('AURORA01', 'register', e164(n), code);
    expect(check(e164(n), code)).toBe('code.wrong');
  });

  it('answers the login and reset sends the same for unknown numbers, without a message, with the same wait', async () => {
    for (const name of ['smsCodeLogin', 'smsCodeReset'] as const) {
      const known = await call(s.app, name, { mobileNum: '0812345671' });
      const unknown = await call(s.app, name, { mobileNum: '0899999999' });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(Object.keys(unknown.body.value)).toEqual(Object.keys(known.body.value));
      expect((await call(s.app, name, { mobileNum: '0899999999' })).body.code).toBe('code.too_soon');
      expect((await call(s.app, name, { mobileNum: '0812345671' })).body.code).toBe('code.too_soon');
    }
    expect(s.platform.outbox.list({ to: '+66899999999' })).toHaveLength(0);
    expect(s.platform.outbox.list({ to: '+66812345671' })).toHaveLength(2);
    // Trying codes tells nothing either: the same error and the same tries left.
    const known = await call(s.app, 'login', { username: '0812345671', password: '000000', type: 'sms', captcha: '' });
    const unknown = await call(s.app, 'login', { username: '0899999999', password: '000000', type: 'sms', captcha: '' });
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toContain('4 tries left');
  });

  it('checks the number against the rule set first', async () => {
    const r = await send('12');
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('field.mobile');
    expect(r.body.value).toMatchObject({ field: 'mobileNo', reason: 'tooShort' });
  });
});
