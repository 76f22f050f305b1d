// The money of every account: one ledger row per movement, and the wallets
// (main and bonus) as their running sums, both written by post() in the caller's
// transaction. Amounts are integers of the smallest unit (cents); nothing here
// ever sees a fraction. tests/server/cashier-ledger.test.ts holds every wallet
// equal to the sum of its rows after concurrent deposits, withdrawals and stakes.
import type { DatabaseSync } from 'node:sqlite';
import { ApiError } from './api-error.ts';

export type WalletName = 'main' | 'bonus';
export type LedgerKind = 'opening' | 'deposit' | 'deposit_fee' | 'withdrawal' | 'withdrawal_fee' | 'withdrawal_refund' | 'bonus' | 'stake' | 'win';

export interface Balances {
  main: number;
  bonus: number;
}

/** Adds one movement (credit positive, debit negative) and moves the wallet by it. Call inside a transaction. */
export function post(db: DatabaseSync, accountId: number, wallet: WalletName, kind: LedgerKind, amount: number, ref: string, at: number): void {
  if (!Number.isSafeInteger(amount)) throw new Error(`A ledger amount must be a whole number of cents, not ${amount}.`);
  if (amount === 0) return;
  db.prepare('INSERT INTO ledger (account_id, wallet, kind, amount_cents, ref, at) VALUES (?, ?, ?, ?, ?, ?)').run(accountId, wallet, kind, amount, ref, at);
  const column = wallet === 'main' ? 'main_cents' : 'bonus_cents';
  const moved = db.prepare(`UPDATE wallets SET ${column} = ${column} + ? WHERE account_id = ?`).run(amount, accountId).changes;
  if (moved !== 1)
    db.prepare('INSERT INTO wallets (account_id, main_cents, bonus_cents) VALUES (?, ?, ?)').run(
      accountId,
      wallet === 'main' ? amount : 0,
      wallet === 'bonus' ? amount : 0,
    );
}

export function balances(db: DatabaseSync, accountId: number): Balances {
  const w = db.prepare('SELECT main_cents, bonus_cents FROM wallets WHERE account_id = ?').get(accountId) as
    | { main_cents: number; bonus_cents: number }
    | undefined;
  return { main: w?.main_cents ?? 0, bonus: w?.bonus_cents ?? 0 };
}

/** Takes `amount` from the main wallet, then the rest from the bonus wallet (one row per wallet touched). Call inside a transaction. */
export function debit(db: DatabaseSync, accountId: number, kind: LedgerKind, amount: number, ref: string, at: number): void {
  const b = balances(db, accountId);
  if (amount > b.main + b.bonus) throw new ApiError('cashier.insufficient', `The balance is ${b.main + b.bonus} cents; ${amount} were asked for.`);
  const fromMain = Math.min(amount, Math.max(0, b.main));
  post(db, accountId, 'main', kind, -fromMain, ref, at);
  post(db, accountId, 'bonus', kind, -(amount - fromMain), ref, at);
}

/** What promotions' turnover still holds back from withdrawal. */
export function heldCents(db: DatabaseSync, accountId: number): number {
  return (
    db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM bonus_holds WHERE account_id = ? AND released_at IS NULL').get(accountId) as { n: number }
  ).n;
}

/** Counts a stake towards every open hold and releases the holds it completes. Call inside a transaction. */
export function countTurnover(db: DatabaseSync, accountId: number, stake: number, at: number): void {
  db.prepare('UPDATE bonus_holds SET turnover_done_cents = turnover_done_cents + ? WHERE account_id = ? AND released_at IS NULL').run(stake, accountId);
  db.prepare('UPDATE bonus_holds SET released_at = ? WHERE account_id = ? AND released_at IS NULL AND turnover_done_cents >= turnover_required_cents').run(
    at,
    accountId,
  );
}

/** Credits a bonus to the bonus wallet, held until `turnoverRequired` of stakes are placed. Call inside a transaction. */
export function creditBonus(db: DatabaseSync, accountId: number, source: string, amount: number, turnoverRequired: number, at: number): void {
  post(db, accountId, 'bonus', 'bonus', amount, source, at);
  if (turnoverRequired > 0) {
    db.prepare('INSERT INTO bonus_holds (account_id, source, amount_cents, turnover_required_cents, created_at) VALUES (?, ?, ?, ?, ?)').run(
      accountId,
      source,
      amount,
      turnoverRequired,
      at,
    );
  }
}

/** Accounts whose wallets differ from the sums of their ledger rows (none, unless something wrote a wallet behind post()). */
export function ledgerMismatches(db: DatabaseSync): { account_id: number; main_cents: number; bonus_cents: number; main_sum: number; bonus_sum: number }[] {
  return db
    .prepare(
      `SELECT w.account_id, w.main_cents, w.bonus_cents,
              COALESCE((SELECT SUM(amount_cents) FROM ledger l WHERE l.account_id = w.account_id AND l.wallet = 'main'), 0) AS main_sum,
              COALESCE((SELECT SUM(amount_cents) FROM ledger l WHERE l.account_id = w.account_id AND l.wallet = 'bonus'), 0) AS bonus_sum
         FROM wallets w
        WHERE w.main_cents != main_sum OR w.bonus_cents != bonus_sum`,
    )
    .all() as never;
}
