// The cashier on the real server and database (issue 37): deposits through the
// simulated provider, bank cards with the payment password, withdrawals within
// the withdrawable amount, records, idempotent orders, and the ledger: every
// wallet equals the sum of its rows after 1,000 concurrent deposits,
// withdrawals and stakes sent at once over loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName } from '../../src/platform/calls.ts';
import { reviewWithdrawal } from '../../src/server/services/cashier-orders.ts';
import { balances, heldCents, ledgerMismatches } from '../../src/server/services/ledger.ts';
import { AURORA, call, callRequest, type CallResult, count, login, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
let port: number;
beforeAll(async () => {
  s = await startServer();
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  port = (s.app.server.address() as { port: number }).port;
});
afterAll(() => s.close());

let keys = 0;
const key = () => `key-${Date.now()}-${keys++}`;
const accountId = (name: string) =>
  (s.platform.db.prepare('SELECT id FROM accounts WHERE merchant = ? AND username = ?').get(AURORA, name) as { id: number }).id;

/** The simulated provider's button, as the browser posts it. */
async function provider(url: string, action: 'pay' | 'fail' | 'abandon') {
  return s.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

function payUrl(order: CallResult<'createDeposit'>['body']['value']): string {
  const a = order.action;
  return a.type === 'bank' ? a.confirmUrl : a.type === 'qr' ? a.qrPayload : a.url;
}

async function deposit(token: string, methodId: string, amount: number, idempotencyKey = key()) {
  const r = await call(s.app, 'createDeposit', { methodId, amount, idempotencyKey, returnUrl: 'http://127.0.0.1/m/voucherCenter' }, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value;
}

const playableGame = () =>
  (s.platform.db.prepare('SELECT node_id FROM games WHERE merchant = ? AND maintenance = 0 AND support_play != 0 LIMIT 1').get(AURORA) as { node_id: number })
    .node_id;

describe('deposits', () => {
  it('offers the four kinds of method, and each kind answers with what it needs; only a paid order moves the balance', async () => {
    const token = await login(s.app, 'demo2');
    const methods = (await call(s.app, 'paymentMethods', {}, { token })).body.value;
    expect(methods.methods.map((m) => m.kind).sort()).toEqual(['bank', 'card', 'ewallet', 'voucher']);
    const id = accountId('demo2');
    for (const m of methods.methods) {
      const before = balances(s.platform.db, id);
      const paid = await deposit(token, m.id, m.min);
      expect(paid.action.type).toBe(m.kind === 'bank' ? 'bank' : m.kind === 'ewallet' ? 'qr' : 'redirect');
      if (paid.action.type === 'bank') expect(paid.action.reference).toBe(`LK${paid.orderId.slice(1)}`);
      const failed = await deposit(token, m.id, m.min);
      const abandoned = await deposit(token, m.id, m.min);
      expect((await provider(payUrl(abandoned), 'abandon')).headers.location).toBe('http://127.0.0.1/m/voucherCenter');
      expect((await provider(payUrl(failed), 'fail')).statusCode).toBe(303);
      expect(balances(s.platform.db, id)).toEqual(before);
      expect((await provider(payUrl(paid), 'pay')).statusCode).toBe(303);
      const after = balances(s.platform.db, id);
      expect(after.main - before.main).toBe(paid.credited);
      expect(paid.credited).toBe(m.min - paid.fee);
      const status = async (o: { orderId: string }) => (await call(s.app, 'depositStatus', { orderId: o.orderId }, { token })).body.value.status;
      expect([await status(paid), await status(failed), await status(abandoned)]).toEqual(['paid', 'failed', 'pending']);
      // Paying again changes nothing.
      await provider(payUrl(paid), 'pay');
      expect(balances(s.platform.db, id)).toEqual(after);
    }
  });

  it('expires an unpaid order at its time; the provider can no longer pay it', async () => {
    const token = await login(s.app, 'demo2');
    const order = await deposit(token, 'ewallet', 50_00);
    s.clock.advance(16 * 60_000);
    expect((await call(s.app, 'depositStatus', { orderId: order.orderId }, { token })).body.value.status).toBe('expired');
    const before = balances(s.platform.db, accountId('demo2'));
    await provider(payUrl(order), 'pay');
    expect(balances(s.platform.db, accountId('demo2'))).toEqual(before);
  });

  it('refuses an amount outside the method with its range', async () => {
    const token = await login(s.app, 'demo2');
    const r = await call(s.app, 'createDeposit', { methodId: 'voucher', amount: 9_99, idempotencyKey: key() }, { token });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'cashier.amount_range', value: { minAmount: 10_00, maxAmount: 5_000_00 } });
  });

  it('makes one order for a key sent 20 times at once, and refuses the key for another order', async () => {
    const token = await login(s.app, 'demo2');
    const k = key();
    const before = count(s.platform, 'deposit_orders');
    const prepared = await Promise.all(
      Array.from({ length: 20 }, () => callRequest(s.app, 'createDeposit', { methodId: 'card', amount: 123_00, idempotencyKey: k }, { token })),
    );
    const answers = await Promise.all(
      prepared.map(async (p) => (await fetch(`http://127.0.0.1:${port}${p.url}`, { method: p.method, headers: p.headers, body: p.payload })).json()),
    );
    expect(count(s.platform, 'deposit_orders') - before).toBe(1);
    expect(new Set(answers.map((a) => (a as { value: { orderId: string } }).value.orderId)).size).toBe(1);
    const other = await call(s.app, 'createDeposit', { methodId: 'card', amount: 124_00, idempotencyKey: k }, { token });
    expect(other.body.code).toBe('cashier.key_reused');
  });
});

describe('bank cards and withdrawals', () => {
  it('adds a card only with the payment password and the registered payee name, lists and removes it', async () => {
    const token = await login(s.app, 'demo41');
    const card = { bankCode: 'SCB', accountNumber: '1234567890', payeeName: 'Somchai Jaidee' };
    expect((await call(s.app, 'addBankCard', { ...card, paymentPassword: 'wrong-one' }, { token })).body.code).toBe('cashier.payment_password_wrong');
    const added = await call(s.app, 'addBankCard', { ...card, paymentPassword: 'demo1234' }, { token });
    expect(added.body.value).toMatchObject({ bankCode: 'SCB', accountNumber: '******7890', payeeName: 'Somchai Jaidee' });
    expect((await call(s.app, 'addBankCard', { ...card, paymentPassword: 'demo1234' }, { token })).body.code).toBe('cashier.card_exists');
    const other = await call(s.app, 'addBankCard', { ...card, accountNumber: '5555555555', payeeName: 'Someone Else', paymentPassword: 'demo1234' }, { token });
    expect(other.body.code).toBe('cashier.payee_mismatch');
    const list = (await call(s.app, 'bankCards', {}, { token })).body.value;
    expect(list).toMatchObject({ payeeName: 'Somchai Jaidee', hasPaymentPassword: true, cards: [{ cardId: added.body.value.cardId }] });
    expect((await call(s.app, 'removeBankCard', { cardId: added.body.value.cardId }, { token })).body.value).toEqual({ removed: true });
    expect((await call(s.app, 'bankCards', {}, { token })).body.value.cards).toEqual([]);
  });

  it('holds promotions back from the withdrawable amount, refuses above it with the amount, and gives back a rejected one', async () => {
    const token = await login(s.app, 'demo0');
    const id = accountId('demo0');
    const amount = (await call(s.app, 'withdrawableAmount', {}, { token })).body.value;
    expect(amount.held).toBe(88_00);
    expect(amount.holds[0]).toMatchObject({ amount: 88_00, turnoverRequired: 880_00, turnoverDone: 0 });
    expect(amount.withdrawable).toBe(amount.balance - 88_00);
    const card = (
      await call(s.app, 'addBankCard', { bankCode: 'KBANK', accountNumber: '9876543210', payeeName: 'Demo Player', paymentPassword: 'demo1234' }, { token })
    ).body.value;
    const over = await call(
      s.app,
      'requestWithdrawal',
      { cardId: card.cardId, amount: amount.withdrawable, paymentPassword: 'demo1234', idempotencyKey: key() },
      { token },
    );
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'cashier.insufficient', value: { withdrawable: amount.withdrawable } });
    const before = balances(s.platform.db, id);
    const w = await call(s.app, 'requestWithdrawal', { cardId: card.cardId, amount: 500_00, paymentPassword: 'demo1234', idempotencyKey: key() }, { token });
    expect(w.body.value).toMatchObject({ amount: 500_00, fee: amount.feeFixed, status: 'pending' });
    expect(balances(s.platform.db, id).main).toBe(before.main - 500_00 - amount.feeFixed);
    reviewWithdrawal(s.platform, Number(w.body.value.withdrawalId.slice(1)), 'rejected', 'Name on the card differs.');
    const rejected = (await call(s.app, 'withdrawalStatus', { withdrawalId: w.body.value.withdrawalId }, { token })).body.value;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Name on the card differs.' });
    expect(balances(s.platform.db, id)).toEqual(before);
    const records = (
      await call(s.app, 'records', { type: 'withdrawal', from: s.clock.at - 60_000, to: s.clock.at + 60_000, pageNo: 1, pageSize: 10 }, { token })
    ).body.value;
    expect(records.items[0]).toMatchObject({ id: w.body.value.withdrawalId, status: 'rejected', detail: 'Name on the card differs.', result: 0 });
  });

  it('never pays out beyond the withdrawable amount under 60 concurrent requests', async () => {
    const token = await login(s.app, 'demo42');
    const id = accountId('demo42');
    const card = (
      await call(s.app, 'addBankCard', { bankCode: 'BBL', accountNumber: '1111222233', payeeName: 'Agent Fortytwo', paymentPassword: 'demo1234' }, { token })
    ).body.value;
    const { withdrawable, feeFixed } = (await call(s.app, 'withdrawableAmount', {}, { token })).body.value;
    const each = 1_000_00;
    const prepared = await Promise.all(
      Array.from({ length: 60 }, () =>
        callRequest(s.app, 'requestWithdrawal', { cardId: card.cardId, amount: each, paymentPassword: 'demo1234', idempotencyKey: key() }, { token }),
      ),
    );
    const answers = (await Promise.all(
      prepared.map(async (p) => (await fetch(`http://127.0.0.1:${port}${p.url}`, { method: p.method, headers: p.headers, body: p.payload })).json()),
    )) as CallResult['body'][];
    const ok = answers.filter((a) => a.success).length;
    expect(ok).toBe(Math.floor(withdrawable / (each + feeFixed)));
    expect(answers.filter((a) => !a.success).every((a) => a.code === 'cashier.insufficient')).toBe(true);
    const b = balances(s.platform.db, id);
    expect(b.main + b.bonus).toBeGreaterThanOrEqual(heldCents(s.platform.db, id));
    expect(b.main + b.bonus).toBe(withdrawable - ok * (each + feeFixed));
  });
});

describe('the ledger', () => {
  it('keeps every wallet equal to the sum of its rows after 1,000 concurrent deposits, withdrawals and stakes', async () => {
    const token = await login(s.app, 'demo1');
    const id = accountId('demo1');
    const card = (
      await call(s.app, 'addBankCard', { bankCode: 'HSBC', accountNumber: '4444555566', payeeName: 'Agent One', paymentPassword: 'demo1234' }, { token })
    ).body.value;
    const launch = (await call(s.app, 'launchGame', { nodeId: playableGame() }, { token })).body.value;
    const play = new URL(launch.url).pathname;
    const orders = await Promise.all(Array.from({ length: 400 }, () => deposit(token, 'card', 100_00)));
    const withdrawals = await Promise.all(
      Array.from({ length: 300 }, () =>
        callRequest(s.app, 'requestWithdrawal', { cardId: card.cardId, amount: 200_00, paymentPassword: 'demo1234', idempotencyKey: key() }, { token }),
      ),
    );
    type Send = { method: string; url: string; headers: Record<string, string>; payload?: string };
    const sends: Send[] = [
      ...orders.map((o) => ({
        method: 'POST',
        url: new URL(payUrl(o)).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      })),
      ...withdrawals.map((w) => ({ method: w.method, url: w.url, headers: w.headers, payload: w.payload })),
      ...Array.from({ length: 300 }, () => ({
        method: 'POST',
        url: `${play}/round`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ stake: 5_00 }),
      })),
    ];
    // Interleave the kinds, then send all 1,000 at once.
    sends.sort((a, b) => ((a.payload!.length * 7919 + a.url.length) % 13) - ((b.payload!.length * 7919 + b.url.length) % 13));
    const statuses = await Promise.all(
      sends.map(
        async (r) => (await fetch(`http://127.0.0.1:${port}${r.url}`, { method: r.method, headers: r.headers, body: r.payload, redirect: 'manual' })).status,
      ),
    );
    expect(statuses.every((st) => st < 500)).toBe(true);
    expect(ledgerMismatches(s.platform.db)).toEqual([]);
    const rows = s.platform.db.prepare('SELECT kind, COUNT(*) AS n FROM ledger WHERE account_id = ? GROUP BY kind').all(id) as { kind: string; n: number }[];
    const n = Object.fromEntries(rows.map((r) => [r.kind, r.n]));
    expect(n.deposit).toBe(400);
    expect(n.stake).toBe(300);
    expect(n.withdrawal).toBe(
      count(s.platform, 'withdrawals') - (s.platform.db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE account_id != ?').get(id) as { n: number }).n,
    );
    const rounds = (await call(s.app, 'records', { type: 'game', from: s.clock.at - 60_000, to: s.clock.at + 60_000, pageNo: 2, pageSize: 100 }, { token }))
      .body.value;
    expect(rounds.total).toBe(300);
    expect(rounds.items).toHaveLength(100);
  });
});

describe('access', () => {
  it('refuses trial accounts every cashier call', async () => {
    const token = (await call(s.app, 'testPlay', {})).body.value.token as string;
    const names: CallName[] = ['paymentMethods', 'bankCards', 'withdrawableAmount', 'saferPlay'];
    for (const name of names) expect((await call(s.app, name, {}, { token })).body.code).toBe('account.trial_refused');
  });
});
