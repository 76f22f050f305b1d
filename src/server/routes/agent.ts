// Agent calls (account spec section 7): team KPI and the daily-salary and
// dividend contracts. Agents only (any type but 0, 4 and 40); their finer role
// rules are "not shown", so every agent sees its own team and contracts.
import { sessionOf, type CallContext, type Handlers } from '../context.ts';
import { ApiError } from '../services/api-error.ts';
import { findByName } from '../services/accounts.ts';

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The contract holder: the agent, or one of its direct downline accounts. */
function holder(ctx: CallContext, userName: string | undefined): number {
  const agent = sessionOf(ctx).account;
  if (!userName) return agent.id;
  const downline = findByName(ctx.platform.db, ctx.merchant.code, userName);
  if (!downline || downline.parent_id !== agent.id) throw new ApiError('permission.denied', `"${userName.slice(0, 40)}" is not in your downline.`);
  return downline.id;
}

function contract(ctx: CallContext, accountId: number, kind: 'salary' | 'dividend'): { status: 'none' | 'pending' | 'active'; tiers: unknown[] } {
  const row = ctx.platform.db.prepare('SELECT status, tiers FROM agent_contracts WHERE account_id = ? AND kind = ?').get(accountId, kind) as
    | { status: 'none' | 'pending' | 'active'; tiers: string }
    | undefined;
  return row ? { status: row.status, tiers: JSON.parse(row.tiers) as unknown[] } : { status: 'none', tiers: [] };
}

export const agentHandlers: Pick<Handlers, 'agentTeamKpi' | 'agentDailySalaryContract' | 'agentDividendContract'> = {
  agentTeamKpi: (input, ctx) => {
    const agent = sessionOf(ctx).account;
    const now = ctx.platform.now();
    const startDate = input.startDate ?? ymd(now - 6 * DAY);
    const endDate = input.endDate ?? ymd(now);
    const from = Date.parse(`${startDate}T00:00:00Z`);
    const to = Date.parse(`${endDate}T23:59:59Z`);
    if (Number.isNaN(from) || Number.isNaN(to) || from > to)
      throw new ApiError('request.invalid', 'startDate and endDate must be real days, the start not after the end.', { field: 'startDate', reason: 'format' });
    const team = ctx.platform.db
      .prepare('SELECT a.created_at, w.main_cents FROM accounts a LEFT JOIN wallets w ON w.account_id = a.id WHERE a.parent_id = ?')
      .all(agent.id) as { created_at: number; main_cents: number | null }[];
    const days = Math.max(1, Math.round((to - from) / DAY));
    // Figures derive from the downline's wallets and the period's length: a demo, not bookkeeping.
    const deposits = team.reduce((n, m) => n + (m.main_cents ?? 0), 0) / 100;
    const totalBet = Math.round(((deposits * 3.2 * Math.min(days, 30)) / 30) * 100) / 100;
    const profitLoss = Math.round(totalBet * 0.04 * 100) / 100;
    return {
      startDate,
      endDate,
      teamSize: team.length,
      activeMembers: Math.ceil(team.length * 0.6),
      newMembers: team.filter((m) => m.created_at >= from && m.created_at <= to).length,
      totalDeposit: Math.round(deposits * 100) / 100,
      totalBet,
      profitLoss,
      commission: Math.round(profitLoss * 0.3 * 100) / 100,
    };
  },

  agentDailySalaryContract: (input, ctx) => {
    const c = contract(ctx, holder(ctx, input.userName), 'salary');
    return { status: c.status, contracts: c.tiers as { level: number; minBet: number; activeMembers: number; salary: number }[] };
  },

  agentDividendContract: (input, ctx) => {
    const c = contract(ctx, holder(ctx, input.userName), 'dividend');
    return { status: c.status, contracts: c.tiers as { level: number; minLoss: number; activeMembers: number; ratio: number }[] };
  },
};
