// The cashier (issue 37): deposit methods and orders, bank cards, the payment
// password and withdrawals (records: cashier-records.ts). Amounts are integers of the smallest unit
// throughout; every movement of money is written by services/ledger.ts inside
// the transaction that decides it.
import { createHash, randomBytes } from 'node:crypto';
import type { ValueOf } from '../../platform/calls.ts';
import { sessionOf, type CallContext, type Handlers } from '../context.ts';
import { transaction } from '../db/open-database.ts';
import { ApiError } from '../services/api-error.ts';
import {
  BANKS,
  CURRENCY,
  DEPOSIT_PRESETS,
  feeOf,
  MAX_BANK_CARDS,
  maskAccountNumber,
  PAYMENT_METHODS,
  RECEIVING_ACCOUNT,
  WITHDRAWAL,
} from '../services/cashier-catalogue.ts';
import { type DepositRow, depositFee, depositId, expireDue, methodOf, type WithdrawalRow, withdrawalId } from '../services/cashier-orders.ts';
import { checkField } from '../services/field-rules.ts';
import { balances, debit, heldCents } from '../services/ledger.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { checkLimits, depositRoom } from '../services/safer-play.ts';
import { payPageUrl } from '../urls.ts';

type DepositOrder = ValueOf<'depositStatus'>;
type Withdrawal = ValueOf<'withdrawalStatus'>;
interface CardRow {
  id: number;
  bank_code: string;
  account_number: string;
  payee_name: string;
  created_at: number;
}

const requestHash = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');
export const bankName = (code: string) => BANKS.find((b) => b.code === code)?.name ?? code;
/** Names compare without case and runs of spaces, as people write them. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

function orderView(ctx: CallContext, row: DepositRow): DepositOrder {
  const method = methodOf(row.method_id)!;
  const reference = `LK${row.id}`;
  const url = payPageUrl(ctx.origin, row.provider_token);
  const action: DepositOrder['action'] =
    method.kind === 'bank'
      ? { type: 'bank', ...RECEIVING_ACCOUNT, reference, confirmUrl: url }
      : method.kind === 'ewallet'
        ? { type: 'qr', qrPayload: url, reference }
        : { type: 'redirect', url };
  return {
    orderId: depositId(row.id),
    methodId: row.method_id,
    kind: method.kind,
    amount: row.amount_cents,
    fee: row.fee_cents,
    credited: row.amount_cents - row.fee_cents,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
    action,
  };
}

function withdrawalView(ctx: CallContext, row: WithdrawalRow): Withdrawal {
  const card = ctx.platform.db.prepare('SELECT bank_code, account_number FROM bank_cards WHERE id = ?').get(row.card_id) as {
    bank_code: string;
    account_number: string;
  };
  return {
    withdrawalId: withdrawalId(row.id),
    cardId: row.card_id,
    bankName: bankName(card.bank_code),
    accountNumber: maskAccountNumber(card.account_number),
    amount: row.amount_cents,
    fee: row.fee_cents,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function cardView(row: CardRow): ValueOf<'addBankCard'> {
  return {
    cardId: row.id,
    bankCode: row.bank_code,
    bankName: bankName(row.bank_code),
    accountNumber: maskAccountNumber(row.account_number),
    payeeName: row.payee_name,
    createdAt: row.created_at,
  };
}

/** Payment-password checks of one account, in turn: each sees the wrong guesses before it, however many arrive at once. */
const passwordQueues = new Map<number, Promise<unknown>>();

/** Checks the payment password; 10 wrong ones an hour per account, then rate.limited. */
function checkPaymentPassword(ctx: CallContext, accountId: number, password: string): Promise<void> {
  const previous = passwordQueues.get(accountId) ?? Promise.resolve();
  const mine = previous.then(
    () => verifyPaymentPassword(ctx, accountId, password),
    () => verifyPaymentPassword(ctx, accountId, password),
  );
  const tail = mine.catch(() => undefined);
  passwordQueues.set(accountId, tail);
  void tail.then(() => {
    if (passwordQueues.get(accountId) === tail) passwordQueues.delete(accountId);
  });
  return mine;
}

async function verifyPaymentPassword(ctx: CallContext, accountId: number, password: string): Promise<void> {
  const { hash } = ctx.platform.db.prepare('SELECT payment_password_hash AS hash FROM accounts WHERE id = ?').get(accountId) as { hash: string | null };
  if (!hash) throw new ApiError('cashier.payment_password_unset', 'Set one with the payment password call (it needs the login password).');
  const key = `payment-password:${accountId}`;
  const r = ctx.platform.limiter.hit(key, 10, 3600_000);
  if (!r.ok)
    throw new ApiError('rate.limited', `Too many wrong payment passwords; try again in ${Math.ceil(r.retryAfterMs / 60_000)} min.`, {
      retryAfterMs: r.retryAfterMs,
    });
  if (!(await verifyPassword(password, hash)))
    throw new ApiError('cashier.payment_password_wrong', undefined, { field: 'paymentPassword', reason: 'mismatch' });
  // A right password is no guess: take its count back.
  ctx.platform.limiter.release(key);
}

function registeredPayee(ctx: CallContext, accountId: number): string {
  const { profile } = ctx.platform.db.prepare('SELECT profile FROM accounts WHERE id = ?').get(accountId) as { profile: string };
  const name = (JSON.parse(profile) as { payeeName?: unknown }).payeeName;
  return typeof name === 'string' ? name : '';
}

function withdrawableOf(ctx: CallContext, accountId: number) {
  const b = balances(ctx.platform.db, accountId);
  const balance = b.main + b.bonus;
  const held = heldCents(ctx.platform.db, accountId);
  return { balance, held, withdrawable: Math.max(0, balance - held) };
}

export const cashierHandlers: Pick<
  Handlers,
  | 'paymentMethods'
  | 'createDeposit'
  | 'depositStatus'
  | 'bankList'
  | 'bankCards'
  | 'addBankCard'
  | 'removeBankCard'
  | 'setPaymentPassword'
  | 'withdrawableAmount'
  | 'requestWithdrawal'
  | 'withdrawalStatus'
> = {
  paymentMethods: (_input, ctx) => {
    const room = depositRoom(ctx.platform.db, ctx.brand, sessionOf(ctx).account.id, ctx.platform.now());
    return {
      currency: CURRENCY,
      presets: [...DEPOSIT_PRESETS],
      methods: [...PAYMENT_METHODS],
      limitLeft: room?.left ?? null,
      limitResetsAt: room?.resetsAt ?? null,
    };
  },

  createDeposit: (input, ctx) => {
    const { db } = ctx.platform;
    const account = sessionOf(ctx).account;
    const method = methodOf(input.methodId);
    if (!method)
      throw new ApiError('cashier.not_found', `No deposit method "${input.methodId}"; use an id of the payment methods call.`, {
        field: 'methodId',
        reason: 'unknown',
      });
    const hash = requestHash([input.methodId, input.amount, input.returnUrl ?? '']);
    return transaction(db, () => {
      const now = ctx.platform.now();
      const existing = db.prepare('SELECT * FROM deposit_orders WHERE account_id = ? AND idempotency_key = ?').get(account.id, input.idempotencyKey) as
        | DepositRow
        | undefined;
      if (existing) {
        if (existing.request_hash !== hash)
          throw new ApiError('cashier.key_reused', `Order ${depositId(existing.id)} was made with this key.`, { field: 'idempotencyKey', reason: 'mismatch' });
        expireDue(ctx.platform, account.id);
        return orderView(ctx, db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(existing.id) as unknown as DepositRow);
      }
      if (input.amount < method.min || input.amount > method.max) {
        throw new ApiError('cashier.amount_range', `${method.name} takes ${method.min} to ${method.max} cents; ${input.amount} were asked for.`, {
          field: 'amount',
          reason: 'format',
          minAmount: method.min,
          maxAmount: method.max,
        });
      }
      expireDue(ctx.platform, account.id);
      checkLimits(db, ctx.brand, account.id, 'deposit', input.amount, now, true);
      const id = Number(
        db
          .prepare(
            `INSERT INTO deposit_orders (account_id, method_id, amount_cents, fee_cents, status, idempotency_key, request_hash, provider_token, return_url, created_at, expires_at)
             VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            account.id,
            method.id,
            input.amount,
            Math.min(input.amount, depositFee(method.id, input.amount)),
            input.idempotencyKey,
            hash,
            randomBytes(24).toString('base64url'),
            input.returnUrl ?? '',
            now,
            now + method.expiresMinutes * 60_000,
          ).lastInsertRowid,
      );
      return orderView(ctx, db.prepare('SELECT * FROM deposit_orders WHERE id = ?').get(id) as unknown as DepositRow);
    });
  },

  depositStatus: (input, ctx) => {
    const account = sessionOf(ctx).account;
    expireDue(ctx.platform, account.id);
    const row = ctx.platform.db.prepare('SELECT * FROM deposit_orders WHERE id = ? AND account_id = ?').get(Number(input.orderId.slice(1)), account.id) as
      | DepositRow
      | undefined;
    if (!row) throw new ApiError('cashier.not_found', `No order ${input.orderId} on this account.`, { field: 'orderId', reason: 'unknown' });
    return orderView(ctx, row);
  },

  bankList: () => ({ banks: BANKS.map((b) => ({ ...b })) }),

  bankCards: (_input, ctx) => {
    const { db } = ctx.platform;
    const account = sessionOf(ctx).account;
    const cards = db.prepare('SELECT * FROM bank_cards WHERE account_id = ? AND removed_at IS NULL ORDER BY id DESC').all(account.id) as unknown as CardRow[];
    const { hash } = db.prepare('SELECT payment_password_hash AS hash FROM accounts WHERE id = ?').get(account.id) as { hash: string | null };
    return { cards: cards.map(cardView), maxCards: MAX_BANK_CARDS, payeeName: registeredPayee(ctx, account.id), hasPaymentPassword: hash !== null };
  },

  addBankCard: async (input, ctx) => {
    const { db } = ctx.platform;
    const account = sessionOf(ctx).account;
    if (!BANKS.some((b) => b.code === input.bankCode))
      throw new ApiError('field.invalid', `Field "bankCode": "${input.bankCode}" is not in the bank list.`, { field: 'bankCode', reason: 'unknown' });
    checkField(ctx.brand, 'payeeName', input.payeeName, { force: true });
    await checkPaymentPassword(ctx, account.id, input.paymentPassword);
    return transaction(db, () => {
      const now = ctx.platform.now();
      const registered = registeredPayee(ctx, account.id);
      if (registered && !sameName(registered, input.payeeName))
        throw new ApiError('cashier.payee_mismatch', 'Use the payee name the account was registered with.', { field: 'payeeName', reason: 'mismatch' });
      const live = db.prepare('SELECT bank_code, account_number FROM bank_cards WHERE account_id = ? AND removed_at IS NULL').all(account.id) as {
        bank_code: string;
        account_number: string;
      }[];
      if (live.some((c) => c.bank_code === input.bankCode && c.account_number === input.accountNumber)) throw new ApiError('cashier.card_exists');
      if (live.length >= MAX_BANK_CARDS) throw new ApiError('cashier.cards_full', `At most ${MAX_BANK_CARDS} cards.`);
      // The first card gives the account its payee name when the registration did not.
      if (!registered) db.prepare("UPDATE accounts SET profile = json_set(profile, '$.payeeName', ?) WHERE id = ?").run(input.payeeName.trim(), account.id);
      const id = Number(
        db
          .prepare('INSERT INTO bank_cards (account_id, bank_code, account_number, payee_name, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(account.id, input.bankCode, input.accountNumber, (registered || input.payeeName).trim(), now).lastInsertRowid,
      );
      return cardView(db.prepare('SELECT * FROM bank_cards WHERE id = ?').get(id) as unknown as CardRow);
    });
  },

  removeBankCard: (input, ctx) => {
    const changed = ctx.platform.db
      .prepare('UPDATE bank_cards SET removed_at = ? WHERE id = ? AND account_id = ? AND removed_at IS NULL')
      .run(ctx.platform.now(), input.cardId, sessionOf(ctx).account.id).changes;
    if (!changed) throw new ApiError('cashier.not_found', `No bank card ${input.cardId} on this account.`, { field: 'cardId', reason: 'unknown' });
    return { removed: true as const };
  },

  setPaymentPassword: async (input, ctx) => {
    const { platform } = ctx;
    const account = sessionOf(ctx).account;
    checkField(ctx.brand, 'paymentPassword', input.paymentPassword, { force: true });
    if (!account.password_hash)
      throw new ApiError('password.old_wrong', 'This account has no login password; set one first.', { field: 'password', reason: 'mismatch' });
    const r = platform.limiter.hit(`old-password:${account.id}`, 10, 3600_000);
    if (!r.ok)
      throw new ApiError('rate.limited', `Too many wrong passwords; try again in ${Math.ceil(r.retryAfterMs / 60_000)} min.`, { retryAfterMs: r.retryAfterMs });
    if (!(await verifyPassword(input.password, account.password_hash)))
      throw new ApiError('password.old_wrong', undefined, { field: 'password', reason: 'mismatch' });
    const hash = await hashPassword(input.paymentPassword, platform.passwordCost);
    platform.db.prepare('UPDATE accounts SET payment_password_hash = ? WHERE id = ?').run(hash, account.id);
    return { changed: true as const };
  },

  withdrawableAmount: (_input, ctx) => {
    const account = sessionOf(ctx).account;
    const holds = ctx.platform.db
      .prepare(
        'SELECT source, amount_cents, turnover_required_cents, turnover_done_cents FROM bonus_holds WHERE account_id = ? AND released_at IS NULL ORDER BY id',
      )
      .all(account.id) as { source: string; amount_cents: number; turnover_required_cents: number; turnover_done_cents: number }[];
    return {
      currency: CURRENCY,
      ...withdrawableOf(ctx, account.id),
      min: WITHDRAWAL.min,
      max: WITHDRAWAL.max,
      feeFixed: WITHDRAWAL.feeFixed,
      feeRate: WITHDRAWAL.feeRate,
      holds: holds.map((h) => ({ source: h.source, amount: h.amount_cents, turnoverRequired: h.turnover_required_cents, turnoverDone: h.turnover_done_cents })),
    };
  },

  requestWithdrawal: async (input, ctx) => {
    const { db } = ctx.platform;
    const account = sessionOf(ctx).account;
    await checkPaymentPassword(ctx, account.id, input.paymentPassword);
    const hash = requestHash([input.cardId, input.amount]);
    // Read, check and take in one synchronous transaction: concurrent requests each see the ones before them.
    return transaction(db, () => {
      const now = ctx.platform.now();
      const existing = db.prepare('SELECT * FROM withdrawals WHERE account_id = ? AND idempotency_key = ?').get(account.id, input.idempotencyKey) as
        | WithdrawalRow
        | undefined;
      if (existing) {
        if (existing.request_hash !== hash)
          throw new ApiError('cashier.key_reused', `Withdrawal ${withdrawalId(existing.id)} was made with this key.`, {
            field: 'idempotencyKey',
            reason: 'mismatch',
          });
        return withdrawalView(ctx, existing);
      }
      const card = db.prepare('SELECT id FROM bank_cards WHERE id = ? AND account_id = ? AND removed_at IS NULL').get(input.cardId, account.id);
      if (!card) throw new ApiError('cashier.not_found', `No bank card ${input.cardId} on this account.`, { field: 'cardId', reason: 'unknown' });
      if (input.amount < WITHDRAWAL.min || input.amount > WITHDRAWAL.max) {
        throw new ApiError('cashier.amount_range', `Withdrawals take ${WITHDRAWAL.min} to ${WITHDRAWAL.max} cents; ${input.amount} were asked for.`, {
          field: 'amount',
          reason: 'format',
          minAmount: WITHDRAWAL.min,
          maxAmount: WITHDRAWAL.max,
        });
      }
      const fee = feeOf(input.amount, WITHDRAWAL);
      const { withdrawable } = withdrawableOf(ctx, account.id);
      if (input.amount + fee > withdrawable) {
        throw new ApiError('cashier.insufficient', `${input.amount} cents and a fee of ${fee} are asked for; ${withdrawable} can be withdrawn now.`, {
          field: 'amount',
          reason: 'format',
          withdrawable,
        });
      }
      const id = Number(
        db
          .prepare(
            `INSERT INTO withdrawals (account_id, card_id, amount_cents, fee_cents, status, idempotency_key, request_hash, created_at, updated_at)
             VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
          )
          .run(account.id, input.cardId, input.amount, fee, input.idempotencyKey, hash, now, now).lastInsertRowid,
      );
      debit(db, account.id, 'withdrawal', input.amount, withdrawalId(id), now);
      debit(db, account.id, 'withdrawal_fee', fee, withdrawalId(id), now);
      return withdrawalView(ctx, db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as unknown as WithdrawalRow);
    });
  },

  withdrawalStatus: (input, ctx) => {
    const row = ctx.platform.db
      .prepare('SELECT * FROM withdrawals WHERE id = ? AND account_id = ?')
      .get(Number(input.withdrawalId.slice(1)), sessionOf(ctx).account.id) as WithdrawalRow | undefined;
    if (!row) throw new ApiError('cashier.not_found', `No withdrawal ${input.withdrawalId} on this account.`, { field: 'withdrawalId', reason: 'unknown' });
    return withdrawalView(ctx, row);
  },
};
