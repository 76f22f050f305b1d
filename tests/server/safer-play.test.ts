// Safer play on the real server (issue 37): limits the platform enforces in the
// transaction that moves the money, the 24-hour wait before a raise applies
// (the test moves the platform's clock), reality-check settings, and breaks that
// end every session and refuse login with their end date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodBounds } from '../../src/server/services/safer-play.ts';
import { AURORA, call, login, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({
    patch: (brands) => {
      const siam = brands.find((b) => b.merchantCode === 'SIAM01')!;
      siam.saferPlay.tools.selfExclusion = false;
    },
  });
});
afterAll(() => s.close());

let keys = 0;
const key = () => `safer-${keys++}-${Date.now()}`;
const HOUR = 3_600_000;

async function payDeposit(token: string, amount: number) {
  const order = await call(s.app, 'createDeposit', { methodId: 'card', amount, idempotencyKey: key() }, { token });
  if (order.status !== 200) return order;
  const a = order.body.value.action;
  await s.app.inject({
    method: 'POST',
    url: new URL(a.type === 'redirect' ? a.url : '').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  return call(s.app, 'depositStatus', { orderId: order.body.value.orderId }, { token });
}

describe('deposit limits', () => {
  it('refuses a deposit above the daily limit with the limit and when it resets', async () => {
    const token = await login(s.app, 'demo0');
    const set = await call(s.app, 'setLimit', { kind: 'deposit', period: 'day', amount: 500_00 }, { token });
    expect(set.body.value).toMatchObject({ kind: 'deposit', period: 'day', amount: 500_00, pending: null });
    expect((await payDeposit(token, 300_00)).body.value.status).toBe('paid');
    const refused = await call(s.app, 'createDeposit', { methodId: 'card', amount: 300_00, idempotencyKey: key() }, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'limit.deposit', value: { limit: 500_00, limitLeft: 200_00, resetsAt: periodBounds('day', s.clock.at).end } });
    expect(refused.body.message).toContain(new Date(periodBounds('day', s.clock.at).end).toISOString());
    expect((await call(s.app, 'paymentMethods', {}, { token })).body.value).toMatchObject({ limitLeft: 200_00 });
  });

  it('checks the limit again when the provider pays: two pending orders cannot both pass it', async () => {
    const token = await login(s.app, 'demo2');
    await call(s.app, 'setLimit', { kind: 'deposit', period: 'week', amount: 1_000_00 }, { token });
    const first = await call(s.app, 'createDeposit', { methodId: 'card', amount: 600_00, idempotencyKey: key() }, { token });
    // Pending orders count at creation, so the second is refused at once.
    const second = await call(s.app, 'createDeposit', { methodId: 'card', amount: 600_00, idempotencyKey: key() }, { token });
    expect(first.status).toBe(200);
    expect(second.body.code).toBe('limit.deposit');
  });

  it('lowers at once, but keeps the old limit for 24 hours after a raise or a removal', async () => {
    const token = await login(s.app, 'demo41');
    await call(s.app, 'setLimit', { kind: 'deposit', period: 'month', amount: 400_00 }, { token });
    const raised = await call(s.app, 'setLimit', { kind: 'deposit', period: 'month', amount: 2_000_00 }, { token });
    const effectiveAt = s.clock.at + 24 * HOUR;
    expect(raised.body.value).toMatchObject({ amount: 400_00, pending: { amount: 2_000_00, effectiveAt } });
    expect((await call(s.app, 'createDeposit', { methodId: 'card', amount: 500_00, idempotencyKey: key() }, { token })).body.code).toBe('limit.deposit');
    s.clock.advance(24 * HOUR - 1);
    expect((await call(s.app, 'createDeposit', { methodId: 'card', amount: 500_00, idempotencyKey: key() }, { token })).body.code).toBe('limit.deposit');
    const fresh = await login(s.app, 'demo41');
    s.clock.advance(1);
    const after = await payDeposit(fresh, 500_00);
    expect(after.body.value.status).toBe('paid');
    const state = (await call(s.app, 'saferPlay', {}, { token: fresh })).body.value.limits.find((l) => l.kind === 'deposit' && l.period === 'month')!;
    expect(state).toMatchObject({ amount: 2_000_00, pending: null, used: 500_00 });
    // Lowering applies at once and drops a waiting raise; removal waits like a raise.
    await call(s.app, 'setLimit', { kind: 'deposit', period: 'month', amount: 9_000_00 }, { token: fresh });
    const lowered = await call(s.app, 'setLimit', { kind: 'deposit', period: 'month', amount: 600_00 }, { token: fresh });
    expect(lowered.body.value).toMatchObject({ amount: 600_00, pending: null });
    const removed = await call(s.app, 'setLimit', { kind: 'deposit', period: 'month', amount: null }, { token: fresh });
    expect(removed.body.value).toMatchObject({ amount: 600_00, pending: { amount: null, effectiveAt: s.clock.at + 24 * HOUR } });
  });
});

describe('loss limits', () => {
  it('refuses a stake that could take the day past the loss limit', async () => {
    const token = await login(s.app, 'demo1');
    await call(s.app, 'setLimit', { kind: 'loss', period: 'day', amount: 10_00 }, { token });
    const node = (
      s.platform.db.prepare('SELECT node_id FROM games WHERE merchant = ? AND maintenance = 0 AND support_play != 0 LIMIT 1').get(AURORA) as { node_id: number }
    ).node_id;
    const play = new URL((await call(s.app, 'launchGame', { nodeId: node }, { token })).body.value.url).pathname;
    const stake = async (cents: number) =>
      s.app.inject({ method: 'POST', url: `${play}/round`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ stake: cents }) });
    expect((await stake(11_00)).json()).toMatchObject({ code: 'limit.loss', value: { limit: 10_00 } });
    // Each stake of 1.00 is refused exactly when the day's stakes less wins so far, plus it, would pass 10.00 (the rounds' wins are random).
    const netLoss = () =>
      (
        s.platform.db
          .prepare(
            'SELECT COALESCE(SUM(stake_cents - win_cents), 0) AS n FROM game_rounds WHERE account_id = (SELECT id FROM accounts WHERE merchant = ? AND username = ?)',
          )
          .get(AURORA, 'demo1') as { n: number }
      ).n;
    let refusals = 0;
    for (let i = 0; i < 60; i++) {
      const before = Math.max(0, netLoss());
      const r = await stake(1_00);
      expect(r.statusCode, `after a loss of ${before}`).toBe(before + 1_00 > 10_00 ? 403 : 200);
      if (r.statusCode === 403) refusals++;
    }
    const state = (await call(s.app, 'saferPlay', {}, { token })).body.value.limits.find((l) => l.kind === 'loss' && l.period === 'day')!;
    expect(state.used).toBe(Math.max(0, netLoss()));
    expect(state.used).toBeLessThanOrEqual(10_00);
    expect(
      refusals +
        (await call(s.app, 'records', { type: 'game', from: s.clock.at - 60_000, to: s.clock.at + 60_000, pageNo: 1, pageSize: 100 }, { token })).body.value
          .total,
    ).toBe(60);
  });
});

describe('reality check', () => {
  it("answers the brand's default until the player picks one of its choices", async () => {
    const token = await login(s.app, 'demo2');
    const state = (await call(s.app, 'saferPlay', {}, { token })).body.value;
    expect(state.realityCheck).toEqual({ intervalMinutes: 60, choices: [0, 15, 30, 60, 120] });
    expect(state.session.startedAt).toBe(s.clock.at);
    expect((await call(s.app, 'setRealityCheck', { intervalMinutes: 45 }, { token })).body.code).toBe('field.invalid');
    expect((await call(s.app, 'setRealityCheck', { intervalMinutes: 30 }, { token })).body.value).toEqual({ intervalMinutes: 30 });
    expect((await call(s.app, 'saferPlay', {}, { token })).body.value.realityCheck.intervalMinutes).toBe(30);
  });
});

describe('breaks', () => {
  it('self-exclusion ends every session and refuses login with the end date until then', async () => {
    const token = await login(s.app, 'demo42');
    const other = await login(s.app, 'demo42');
    expect((await call(s.app, 'takeBreak', { kind: 'selfExclusion', period: '6m', password: 'wrong' }, { token })).body.code).toBe('password.old_wrong');
    expect((await call(s.app, 'takeBreak', { kind: 'selfExclusion', period: '24h', password: 'demo1234' }, { token })).body.code).toBe('field.invalid');
    const taken = await call(s.app, 'takeBreak', { kind: 'selfExclusion', period: '6m', password: 'demo1234' }, { token });
    const until = taken.body.value.until;
    const start = new Date(s.clock.at);
    expect(until).toBe(
      Date.UTC(
        start.getUTCFullYear(),
        start.getUTCMonth() + 6,
        start.getUTCDate(),
        start.getUTCHours(),
        start.getUTCMinutes(),
        start.getUTCSeconds(),
        start.getUTCMilliseconds(),
      ),
    );
    for (const t of [token, other]) expect((await call(s.app, 'walletBalance', {}, { token: t })).body.code).toBe('session.logged_out');
    const refused = await call(s.app, 'login', { username: 'demo42', password: 'demo1234', captcha: '', type: 'username' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'safer.self_excluded', value: { until } });
    expect(refused.body.message).toContain(new Date(until).toISOString());
    // A wrong password learns nothing about the break.
    expect((await call(s.app, 'login', { username: 'demo42', password: 'nope', captcha: '', type: 'username' })).body.code).toBe('login.failed');
    s.clock.advance(until - s.clock.at);
    expect((await call(s.app, 'login', { username: 'demo42', password: 'demo1234', captcha: '', type: 'username' })).status).toBe(200);
  });

  it('a time-out refuses login until it ends, and a shorter break never shortens a longer one', async () => {
    const token = await login(s.app, 'demo0');
    const long = await call(s.app, 'takeBreak', { kind: 'timeOut', period: '30d', password: 'demo1234' }, { token });
    expect(long.body.value.kind).toBe('timeOut');
    const refused = await call(s.app, 'login', { username: 'demo0', password: 'demo1234', captcha: '', type: 'username' });
    expect(refused.body).toMatchObject({ code: 'safer.timed_out', value: { until: long.body.value.until } });
    s.clock.advance(long.body.value.until - s.clock.at);
    expect((await call(s.app, 'login', { username: 'demo0', password: 'demo1234', captcha: '', type: 'username' })).status).toBe(200);
  });

  it('refuses a tool the brand has off', async () => {
    const token = await login(s.app, 'demo0', 'demo1234', 'SIAM01');
    const r = await call(s.app, 'takeBreak', { kind: 'selfExclusion', period: '1y', password: 'demo1234' }, { token, merchant: 'SIAM01' });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('feature.disabled');
    expect((await call(s.app, 'saferPlay', {}, { token, merchant: 'SIAM01' })).body.value).toMatchObject({
      selfExclusionPeriods: [],
      tools: { selfExclusion: false },
    });
  });
});
