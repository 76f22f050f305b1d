// Deposit orders and withdrawals as they move through their states, each move
// one transaction with its ledger rows (services/ledger.ts):
//   deposit     pending -> paid (credited, its fee taken) | failed | expired
//   withdrawal  pending -> approved -> paid; pending or approved -> rejected (amount and fee given back)
// A deposit is checked against the player's deposit limits again in the
// transaction that credits it, so limits hold whatever was pending.
import { transaction } from '../db/open-database.ts';
import type { Platform } from '../platform.ts';
import { ApiError } from './api-error.ts';
import { feeOf, PAYMENT_METHODS } from './cashier-catalogue.ts';
import { post } from './ledger.ts';
import { checkLimits } from './safer-play.ts';

export interface DepositRow {
  id: number;
  account_id: number;
  method_id: string;
  amount_cents: number;
  fee_cents: number;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  reason: string;
  idempotency_key: string;
  request_hash: string;
  provider_token: string;
  return_url: string;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
}

export interface WithdrawalRow {
  id: number;
  account_id: number;
  card_id: number;
  amount_cents: number;
  fee_cents: number;
  status: 'pending' | 'approved' | 'paid' | 'rejected';
  reason: string;
  idempotency_key: string;
  request_hash: string;
  created_at: number;
  updated_at: number;
}

export const depositId = (id: number) => `D${id}`;
export const withdrawalId = (id: number) => `W${id}`;
export const methodOf = (id: string) => PAYMENT_METHODS.find((m) => m.id === id);

/** Marks the account's pending orders whose time is up as expired. */
export function expireDue(platform: Platform, accountId: number): void {
  platform.db
    .prepare("UPDATE deposit_orders SET status = 'expired' WHERE account_id = ? AND status = 'pending' AND expires_at <= ?")
    .run(accountId, platform.now());
}

export type ProviderAction = 'pay' | 'fail';

/**
 * What the simulated provider reports for an order: paid or failed. An order
 * that is not pending stays as it is; one past its time expires instead; one
 * the deposit limits no longer allow fails with the reason.
 */
export function settleDeposit(platform: Platform, token: string, action: ProviderAction): DepositRow | undefined {
  const { db } = platform;
  return transaction(db, () => {
    const now = platform.now();
    const row = db.prepare('SELECT * FROM deposit_orders WHERE provider_token = ?').get(token) as DepositRow | undefined;
    if (row?.status !== 'pending') return row;
    if (now >= row.expires_at) {
      db.prepare("UPDATE deposit_orders SET status = 'expired' WHERE id = ?").run(row.id);
      return { ...row, status: 'expired' as const };
    }
    if (action === 'fail') {
      db.prepare("UPDATE deposit_orders SET status = 'failed', reason = ? WHERE id = ?").run('Declined by the payment provider.', row.id);
      return { ...row, status: 'failed' as const, reason: 'Declined by the payment provider.' };
    }
    const { merchant } = db.prepare('SELECT merchant FROM accounts WHERE id = ?').get(row.account_id) as { merchant: string };
    const brand = platform.merchants.get(merchant)?.brand;
    try {
      if (brand) checkLimits(db, brand, row.account_id, 'deposit', row.amount_cents, now);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      db.prepare("UPDATE deposit_orders SET status = 'failed', reason = ? WHERE id = ?").run(e.message, row.id);
      return { ...row, status: 'failed' as const, reason: e.message };
    }
    db.prepare("UPDATE deposit_orders SET status = 'paid', paid_at = ? WHERE id = ?").run(now, row.id);
    post(db, row.account_id, 'main', 'deposit', row.amount_cents, depositId(row.id), now);
    post(db, row.account_id, 'main', 'deposit_fee', -row.fee_cents, depositId(row.id), now);
    return { ...row, status: 'paid' as const, paid_at: now };
  });
}

/** The fee of a deposit of `amount` by `methodId`. */
export function depositFee(methodId: string, amount: number): number {
  const method = methodOf(methodId);
  return method ? feeOf(amount, method) : 0;
}

const NEXT: Record<WithdrawalRow['status'], readonly WithdrawalRow['status'][]> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

/** The operator's decision on a withdrawal (the dev call stands in for a back office). A rejection gives back what the request took, to the wallets it came from. */
export function reviewWithdrawal(platform: Platform, id: number, status: 'approved' | 'paid' | 'rejected', reason: string): WithdrawalRow {
  const { db } = platform;
  return transaction(db, () => {
    const now = platform.now();
    const row = db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined;
    if (!row) throw new ApiError('cashier.not_found', `No withdrawal ${withdrawalId(id)}.`);
    if (!NEXT[row.status].includes(status))
      throw new ApiError('request.invalid', `A ${row.status} withdrawal cannot become ${status}.`, { field: 'status', reason: 'format' });
    db.prepare('UPDATE withdrawals SET status = ?, reason = ?, updated_at = ? WHERE id = ?').run(status, status === 'rejected' ? reason : '', now, id);
    if (status === 'rejected') {
      const taken = db
        .prepare(
          "SELECT wallet, SUM(amount_cents) AS n FROM ledger WHERE account_id = ? AND ref = ? AND kind IN ('withdrawal', 'withdrawal_fee') GROUP BY wallet",
        )
        .all(row.account_id, withdrawalId(id)) as { wallet: 'main' | 'bonus'; n: number }[];
      for (const t of taken) post(db, row.account_id, t.wallet, 'withdrawal_refund', -t.n, withdrawalId(id), now);
    }
    return db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as unknown as WithdrawalRow;
  });
}
