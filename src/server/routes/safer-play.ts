// Safer play (issue 37): the player's limits, reality check and breaks, each
// refused while the brand has its tool off (brand `saferPlay.tools`). The rules
// live in services/safer-play.ts; deposits and stakes are checked there too.
import { sessionOf, type Handlers } from '../context.ts';
import { transaction } from '../db/open-database.ts';
import { ApiError } from '../services/api-error.ts';
import { verifyPassword } from '../services/passwords.ts';
import {
  activeBreak,
  BREAK_KIND_OF,
  breakEnd,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  limitView,
  realityMinutes,
  requireTool,
  setLimit,
  toolOfKind,
} from '../services/safer-play.ts';

export const saferPlayHandlers: Pick<Handlers, 'saferPlay' | 'setLimit' | 'setRealityCheck' | 'takeBreak'> = {
  saferPlay: (_input, ctx) => {
    const { db } = ctx.platform;
    const session = sessionOf(ctx);
    const id = session.account.id;
    const now = ctx.platform.now();
    const sp = ctx.brand.saferPlay;
    const { created_at: startedAt } = db.prepare('SELECT created_at FROM sessions WHERE token_hash = ?').get(session.tokenHash) as { created_at: number };
    const played = db
      .prepare('SELECT COALESCE(SUM(stake_cents), 0) AS staked, COALESCE(SUM(win_cents), 0) AS won FROM game_rounds WHERE account_id = ? AND at >= ?')
      .get(id, startedAt) as { staked: number; won: number };
    const limits = transaction(db, () =>
      LIMIT_KINDS.filter((k) => sp.tools[toolOfKind(k)]).flatMap((kind) => LIMIT_PERIODS.map((period) => limitView(db, id, kind, period, now))),
    );
    return {
      tools: { ...sp.tools },
      raiseDelayHours: sp.raiseDelayHours,
      limits,
      realityCheck: { intervalMinutes: sp.tools.realityCheck ? realityMinutes(db, ctx.brand, id) : 0, choices: [...sp.realityCheck.choices] },
      session: { startedAt, staked: played.staked, won: played.won, net: played.won - played.staked },
      timeOutPeriods: sp.tools.timeOut ? [...sp.timeOutPeriods] : [],
      selfExclusionPeriods: sp.tools.selfExclusion ? [...sp.selfExclusionPeriods] : [],
      regulator: {
        name: sp.regulator.name,
        text: sp.regulator.text[ctx.language] ?? sp.regulator.text[ctx.brand.languages.default] ?? sp.regulator.text.en ?? '',
        links: sp.regulator.links.map((l) => ({ ...l })),
      },
    };
  },

  setLimit: (input, ctx) => {
    requireTool(ctx.brand, toolOfKind(input.kind));
    const { db } = ctx.platform;
    return transaction(db, () => setLimit(db, ctx.brand, sessionOf(ctx).account.id, input.kind, input.period, input.amount, ctx.platform.now()));
  },

  setRealityCheck: (input, ctx) => {
    requireTool(ctx.brand, 'realityCheck');
    const choices = ctx.brand.saferPlay.realityCheck.choices;
    if (!choices.includes(input.intervalMinutes))
      throw new ApiError('field.invalid', `Field "intervalMinutes": choose one of ${choices.join(', ')}.`, { field: 'intervalMinutes', reason: 'format' });
    ctx.platform.db
      .prepare(
        'INSERT INTO safer_settings (account_id, reality_minutes) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET reality_minutes = excluded.reality_minutes',
      )
      .run(sessionOf(ctx).account.id, input.intervalMinutes);
    return { intervalMinutes: input.intervalMinutes };
  },

  takeBreak: async (input, ctx) => {
    requireTool(ctx.brand, input.kind);
    const sp = ctx.brand.saferPlay;
    const offered: readonly string[] = input.kind === 'timeOut' ? sp.timeOutPeriods : sp.selfExclusionPeriods;
    if (BREAK_KIND_OF[input.period] !== input.kind || !offered.includes(input.period))
      throw new ApiError('field.invalid', `Field "period": a ${input.kind} here lasts one of ${offered.join(', ')}.`, { field: 'period', reason: 'format' });
    const { platform } = ctx;
    const session = sessionOf(ctx);
    const account = session.account;
    if (!account.password_hash)
      throw new ApiError('password.old_wrong', 'This account has no login password; set one first.', { field: 'password', reason: 'mismatch' });
    const r = platform.limiter.hit(`old-password:${account.id}`, 10, 3600_000);
    if (!r.ok)
      throw new ApiError('rate.limited', `Too many wrong passwords; try again in ${Math.ceil(r.retryAfterMs / 60_000)} min.`, { retryAfterMs: r.retryAfterMs });
    if (!(await verifyPassword(input.password, account.password_hash)))
      throw new ApiError('password.old_wrong', undefined, { field: 'password', reason: 'mismatch' });
    return transaction(platform.db, () => {
      const now = platform.now();
      const until = breakEnd(input.period, now);
      // A break already running that ends later stays as it is: nothing here shortens one.
      const running = activeBreak(platform.db, account.id, now);
      if (!running || running.until < until)
        platform.db.prepare('INSERT INTO breaks (account_id, kind, until, created_at) VALUES (?, ?, ?, ?)').run(account.id, input.kind, until, now);
      platform.sessions.revokeOthers(account.id);
      const found = activeBreak(platform.db, account.id, now)!;
      return { kind: found.kind, until: found.until };
    });
  },
};
