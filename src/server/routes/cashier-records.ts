// The cashier's records (issue 37): a player's deposits, withdrawals, bonuses
// and game rounds by date range and type, paged, amounts in the smallest unit.
import type { ValueOf } from '../../platform/calls.ts';
import { sessionOf, type Handlers } from '../context.ts';
import { ApiError } from '../services/api-error.ts';
import { CURRENCY } from '../services/cashier-catalogue.ts';
import { type DepositRow, depositId, expireDue, methodOf, type WithdrawalRow, withdrawalId } from '../services/cashier-orders.ts';
import { bankName } from './cashier.ts';

/** Records reach back at most this far in one request. */
const RECORDS_MAX_RANGE_MS = 93 * 86_400_000;

export const cashierRecordHandlers: Pick<Handlers, 'records'> = {
  records: (input, ctx) => {
    const { db } = ctx.platform;
    const account = sessionOf(ctx).account;
    if (input.to <= input.from || input.to - input.from > RECORDS_MAX_RANGE_MS)
      throw new ApiError('field.invalid', 'Field "to": it must be after "from" and at most 93 days later.', { field: 'to', reason: 'format' });
    expireDue(ctx.platform, account.id);
    const offset = (input.pageNo - 1) * input.pageSize;
    const page = <T>(sql: string, count: string) => ({
      rows: db.prepare(`${sql} LIMIT ? OFFSET ?`).all(account.id, input.from, input.to, input.pageSize, offset) as T[],
      total: (db.prepare(count).get(account.id, input.from, input.to) as { n: number }).n,
    });
    type Item = ValueOf<'records'>['items'][number];
    let items: Item[];
    let total: number;
    switch (input.type) {
      case 'deposit': {
        const r = page<DepositRow>(
          'SELECT * FROM deposit_orders WHERE account_id = ? AND created_at >= ? AND created_at < ? ORDER BY created_at DESC, id DESC',
          'SELECT COUNT(*) AS n FROM deposit_orders WHERE account_id = ? AND created_at >= ? AND created_at < ?',
        );
        total = r.total;
        items = r.rows.map((d) => ({
          id: depositId(d.id),
          type: 'deposit',
          at: d.created_at,
          amount: d.amount_cents,
          fee: d.fee_cents,
          result: d.status === 'paid' ? d.amount_cents - d.fee_cents : 0,
          status: d.status,
          detail: methodOf(d.method_id)?.name ?? d.method_id,
        }));
        break;
      }
      case 'withdrawal': {
        const r = page<WithdrawalRow & { bank_code: string }>(
          'SELECT w.*, c.bank_code FROM withdrawals w JOIN bank_cards c ON c.id = w.card_id WHERE w.account_id = ? AND w.created_at >= ? AND w.created_at < ? ORDER BY w.created_at DESC, w.id DESC',
          'SELECT COUNT(*) AS n FROM withdrawals WHERE account_id = ? AND created_at >= ? AND created_at < ?',
        );
        total = r.total;
        items = r.rows.map((w) => ({
          id: withdrawalId(w.id),
          type: 'withdrawal',
          at: w.created_at,
          amount: w.amount_cents,
          fee: w.fee_cents,
          result: w.status === 'rejected' ? 0 : -(w.amount_cents + w.fee_cents),
          status: w.status,
          detail: w.status === 'rejected' ? w.reason : bankName(w.bank_code),
        }));
        break;
      }
      case 'bonus': {
        const r = page<{ id: number; amount_cents: number; ref: string; at: number }>(
          "SELECT id, amount_cents, ref, at FROM ledger WHERE account_id = ? AND kind = 'bonus' AND at >= ? AND at < ? ORDER BY at DESC, id DESC",
          "SELECT COUNT(*) AS n FROM ledger WHERE account_id = ? AND kind = 'bonus' AND at >= ? AND at < ?",
        );
        total = r.total;
        items = r.rows.map((b) => ({
          id: `B${b.id}`,
          type: 'bonus',
          at: b.at,
          amount: b.amount_cents,
          fee: 0,
          result: b.amount_cents,
          status: 'credited',
          detail: b.ref,
        }));
        break;
      }
      case 'game': {
        const r = page<{ id: number; game_name: string; stake_cents: number; win_cents: number; at: number }>(
          'SELECT id, game_name, stake_cents, win_cents, at FROM game_rounds WHERE account_id = ? AND at >= ? AND at < ? ORDER BY at DESC, id DESC',
          'SELECT COUNT(*) AS n FROM game_rounds WHERE account_id = ? AND at >= ? AND at < ?',
        );
        total = r.total;
        items = r.rows.map((g) => ({
          id: `R${g.id}`,
          type: 'game',
          at: g.at,
          amount: g.stake_cents,
          fee: 0,
          result: g.win_cents - g.stake_cents,
          status: 'settled',
          detail: g.game_name,
        }));
        break;
      }
    }
    return { total, pageNo: input.pageNo, pageSize: input.pageSize, currency: CURRENCY, items };
  },
};
