// Safer play as the platform enforces it (issue 37): deposit and loss limits per
// calendar day, week (from Monday) and month in UTC, the wait before a raise or
// removal applies, reality-check intervals, and breaks (time-out,
// self-exclusion) that refuse every login until they end. The brand's
// `saferPlay` says which tools are on and their defaults.
import type { DatabaseSync } from 'node:sqlite';
import type { BrandConfig } from '../../config/generated/brand.ts';
import type { RequestOf, ValueOf } from '../../platform/calls.ts';
import { ApiError } from './api-error.ts';

export type LimitKind = 'deposit' | 'loss';
export type LimitPeriod = 'day' | 'week' | 'month';
export type SaferLimit = ValueOf<'setLimit'>;
export type BreakKind = 'timeOut' | 'selfExclusion';
export type BreakPeriod = RequestOf<'takeBreak'>['period'];

export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The calendar period (UTC) that holds `at`: [start, end). */
export function periodBounds(period: LimitPeriod, at: number): { start: number; end: number } {
  const d = new Date(at);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const dayStart = Date.UTC(y, m, d.getUTCDate());
  if (period === 'day') return { start: dayStart, end: dayStart + DAY };
  if (period === 'week') {
    const start = dayStart - ((d.getUTCDay() + 6) % 7) * DAY;
    return { start, end: start + 7 * DAY };
  }
  return { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) };
}

/** When a break of `period` taken at `from` ends (months and years by the calendar, in UTC). */
export function breakEnd(period: BreakPeriod, from: number): number {
  const d = new Date(from);
  const add = (months: number) =>
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  switch (period) {
    case '24h':
      return from + DAY;
    case '7d':
      return from + 7 * DAY;
    case '30d':
      return from + 30 * DAY;
    case '6m':
      return add(6);
    case '1y':
      return add(12);
    case '5y':
      return add(60);
  }
}

export const BREAK_KIND_OF: Record<BreakPeriod, BreakKind> = {
  '24h': 'timeOut',
  '7d': 'timeOut',
  '30d': 'timeOut',
  '6m': 'selfExclusion',
  '1y': 'selfExclusion',
  '5y': 'selfExclusion',
};

/** Whether the brand offers the tool of a limit kind; refuses with feature.disabled when it does not. */
export function requireTool(brand: BrandConfig, tool: keyof BrandConfig['saferPlay']['tools']): void {
  if (!brand.saferPlay.tools[tool]) throw new ApiError('feature.disabled', `This site has the safer-play tool "${tool}" switched off (brand saferPlay.tools).`);
}

export const toolOfKind = (kind: LimitKind): 'depositLimits' | 'lossLimits' => (kind === 'deposit' ? 'depositLimits' : 'lossLimits');

interface LimitRow {
  amount_cents: number | null;
  pending: number;
  pending_amount_cents: number | null;
  effective_at: number | null;
}

/**
 * The limit in force at `now`, applying a waiting raise or removal whose time
 * has come (written back, so it applies once). Call inside a transaction when
 * the answer guards a movement.
 */
export function limitInForce(db: DatabaseSync, accountId: number, kind: LimitKind, period: LimitPeriod, now: number): LimitRow | undefined {
  const row = db
    .prepare('SELECT amount_cents, pending, pending_amount_cents, effective_at FROM safer_limits WHERE account_id = ? AND kind = ? AND period = ?')
    .get(accountId, kind, period) as LimitRow | undefined;
  if (row?.pending && row.effective_at !== null && now >= row.effective_at) {
    db.prepare(
      'UPDATE safer_limits SET amount_cents = pending_amount_cents, pending = 0, pending_amount_cents = NULL, effective_at = NULL WHERE account_id = ? AND kind = ? AND period = ?',
    ).run(accountId, kind, period);
    return { amount_cents: row.pending_amount_cents, pending: 0, pending_amount_cents: null, effective_at: null };
  }
  return row;
}

/** Deposits paid (and, with `countPending`, orders still pending) in the period holding `now`. */
export function depositsIn(db: DatabaseSync, accountId: number, period: LimitPeriod, now: number, countPending: boolean): number {
  const { start, end } = periodBounds(period, now);
  const statuses = countPending ? "('paid', 'pending')" : "('paid')";
  return (
    db
      .prepare(
        `SELECT COALESCE(SUM(amount_cents), 0) AS n FROM deposit_orders WHERE account_id = ? AND status IN ${statuses} AND COALESCE(paid_at, created_at) >= ? AND COALESCE(paid_at, created_at) < ?`,
      )
      .get(accountId, start, end) as { n: number }
  ).n;
}

/** Stakes less wins in the period holding `now` (negative: the player is ahead). */
export function netLossIn(db: DatabaseSync, accountId: number, period: LimitPeriod, now: number): number {
  const { start, end } = periodBounds(period, now);
  return (
    db
      .prepare('SELECT COALESCE(SUM(stake_cents - win_cents), 0) AS n FROM game_rounds WHERE account_id = ? AND at >= ? AND at < ?')
      .get(accountId, start, end) as {
      n: number;
    }
  ).n;
}

function used(db: DatabaseSync, accountId: number, kind: LimitKind, period: LimitPeriod, now: number): number {
  return kind === 'deposit' ? depositsIn(db, accountId, period, now, false) : Math.max(0, netLossIn(db, accountId, period, now));
}

/**
 * Refuses `amount` more of `kind` when it would take any limit of the kind past
 * its amount in the current period. `countPending` also counts deposit orders
 * still waiting (at order creation; at payment only paid ones count).
 */
export function checkLimits(db: DatabaseSync, brand: BrandConfig, accountId: number, kind: LimitKind, amount: number, now: number, countPending = false): void {
  if (!brand.saferPlay.tools[toolOfKind(kind)]) return;
  for (const period of LIMIT_PERIODS) {
    const limit = limitInForce(db, accountId, kind, period, now)?.amount_cents;
    if (limit === null || limit === undefined) continue;
    const sofar = kind === 'deposit' ? depositsIn(db, accountId, period, now, countPending) : Math.max(0, netLossIn(db, accountId, period, now));
    if (sofar + amount > limit) {
      const resetsAt = periodBounds(period, now).end;
      throw new ApiError(
        kind === 'deposit' ? 'limit.deposit' : 'limit.loss',
        `Your ${period} ${kind} limit is ${limit} cents and ${Math.max(0, limit - sofar)} are left until ${new Date(resetsAt).toISOString()}.`,
        { limit, limitLeft: Math.max(0, limit - sofar), resetsAt },
      );
    }
  }
}

/** The room the deposit limits leave now: the smallest, with when its period ends; null without a limit. */
export function depositRoom(db: DatabaseSync, brand: BrandConfig, accountId: number, now: number): { left: number; resetsAt: number } | null {
  if (!brand.saferPlay.tools.depositLimits) return null;
  let best: { left: number; resetsAt: number } | null = null;
  for (const period of LIMIT_PERIODS) {
    const limit = limitInForce(db, accountId, 'deposit', period, now)?.amount_cents;
    if (limit === null || limit === undefined) continue;
    const left = Math.max(0, limit - depositsIn(db, accountId, period, now, true));
    if (!best || left < best.left) best = { left, resetsAt: periodBounds(period, now).end };
  }
  return best;
}

/** One limit as the calls answer it. */
export function limitView(db: DatabaseSync, accountId: number, kind: LimitKind, period: LimitPeriod, now: number): SaferLimit {
  const row = limitInForce(db, accountId, kind, period, now);
  return {
    kind,
    period,
    amount: row?.amount_cents ?? null,
    used: used(db, accountId, kind, period, now),
    resetsAt: periodBounds(period, now).end,
    pending: row?.pending ? { amount: row.pending_amount_cents, effectiveAt: row.effective_at! } : null,
  };
}

/**
 * Sets a limit: a lower one (or a first one) applies at once and drops any
 * waiting change; a higher one or a removal waits `raiseDelayHours`, the old
 * limit holding until then.
 */
export function setLimit(
  db: DatabaseSync,
  brand: BrandConfig,
  accountId: number,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
  now: number,
): SaferLimit {
  const current = limitInForce(db, accountId, kind, period, now)?.amount_cents ?? null;
  const lowers = amount !== null && (current === null || amount <= current);
  if (lowers) {
    db.prepare(
      `INSERT INTO safer_limits (account_id, kind, period, amount_cents, pending, pending_amount_cents, effective_at) VALUES (?, ?, ?, ?, 0, NULL, NULL)
       ON CONFLICT (account_id, kind, period) DO UPDATE SET amount_cents = excluded.amount_cents, pending = 0, pending_amount_cents = NULL, effective_at = NULL`,
    ).run(accountId, kind, period, amount);
  } else if (current !== null) {
    db.prepare('UPDATE safer_limits SET pending = 1, pending_amount_cents = ?, effective_at = ? WHERE account_id = ? AND kind = ? AND period = ?').run(
      amount,
      now + brand.saferPlay.raiseDelayHours * HOUR,
      accountId,
      kind,
      period,
    );
  }
  return limitView(db, accountId, kind, period, now);
}

/** The reality-check interval of an account: its own choice, else the brand's default. */
export function realityMinutes(db: DatabaseSync, brand: BrandConfig, accountId: number): number {
  const row = db.prepare('SELECT reality_minutes FROM safer_settings WHERE account_id = ?').get(accountId) as { reality_minutes: number } | undefined;
  return row?.reality_minutes ?? brand.saferPlay.realityCheck.defaultMinutes;
}

/** The break in force at `now`, the one that ends last. */
export function activeBreak(db: DatabaseSync, accountId: number, now: number): { kind: BreakKind; until: number } | undefined {
  return db.prepare('SELECT kind, until FROM breaks WHERE account_id = ? AND until > ? ORDER BY until DESC LIMIT 1').get(accountId, now) as
    | { kind: BreakKind; until: number }
    | undefined;
}

/** Refuses a login (or anything else) while a break is in force, with its end date. */
export function refuseDuringBreak(db: DatabaseSync, accountId: number, now: number): void {
  const found = activeBreak(db, accountId, now);
  if (!found) return;
  throw new ApiError(found.kind === 'timeOut' ? 'safer.timed_out' : 'safer.self_excluded', `It ends on ${new Date(found.until).toISOString()}.`, {
    until: found.until,
  });
}
