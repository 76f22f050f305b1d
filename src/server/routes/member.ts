// The logged-in player's own data: member info, avatar, feedback, VIP progress,
// inbox count and wallet (both documents' section 7).
import type { CustomerType } from '../../platform/generated/api.ts';
import { sessionOf, type Handlers } from '../context.ts';
import { maskEmail, maskMobile } from '../services/accounts.ts';
import { checkPlainText } from '../services/field-rules.ts';
import { isTrialType } from '../../platform/customer-types.ts';
import { avatarUrl } from '../urls.ts';
import { CURRENCY } from '../services/cashier-catalogue.ts';

const HEAD_ICONS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const money = (cents: number) => Math.round(cents) / 100;

export const memberHandlers: Pick<
  Handlers,
  'memberInfo' | 'headIcon' | 'setHeadIcon' | 'feedback' | 'playerRankProgress' | 'inboxUnreadCount' | 'walletBalance'
> = {
  memberInfo: (_input, ctx) => {
    const a = sessionOf(ctx).account;
    const vip = isTrialType(a.type) ? '' : `VIP ${a.vip_level}`;
    return {
      id: a.id,
      account: a.username,
      nickname: a.nickname,
      type: a.type as CustomerType,
      headIcon: a.head_icon,
      headIconUrl: avatarUrl(ctx.origin, a.head_icon),
      mobile: maskMobile(a.mobile),
      email: maskEmail(a.email),
      vipLabel: vip,
      createdAt: a.created_at,
    };
  },

  headIcon: (_input, ctx) => {
    const icon = sessionOf(ctx).account.head_icon;
    return { headIcon: icon, url: avatarUrl(ctx.origin, icon), choices: HEAD_ICONS.map((id) => ({ id, url: avatarUrl(ctx.origin, id) })) };
  },

  setHeadIcon: (input, ctx) => {
    ctx.platform.db.prepare('UPDATE accounts SET head_icon = ? WHERE id = ?').run(input.headIcon, sessionOf(ctx).account.id);
    return { headIcon: input.headIcon, url: avatarUrl(ctx.origin, input.headIcon) };
  },

  feedback: (input, ctx) => {
    checkPlainText('content', input.content);
    const id = ctx.platform.db
      .prepare('INSERT INTO feedback (account_id, category, content, created_at) VALUES (?, ?, ?, ?)')
      .run(sessionOf(ctx).account.id, input.category, input.content, ctx.platform.now()).lastInsertRowid;
    return { id: Number(id) };
  },

  playerRankProgress: (_input, ctx) => {
    const a = sessionOf(ctx).account;
    const ranks = ctx.platform.db
      .prepare('SELECT level, label_id, label, conditions FROM vip_ranks WHERE merchant = ? ORDER BY level')
      .all(ctx.merchant.code) as { level: number; label_id: string; label: string; conditions: number }[];
    const next = ranks.find((r) => r.level === a.vip_level + 1);
    const current = ranks.find((r) => r.level === a.vip_level);
    const trial = isTrialType(a.type);
    return {
      currentProgress: {
        completedConditions: trial ? 0 : Math.min(a.vip_completed, next?.conditions ?? 0),
        totalExpectedConditions: trial ? 0 : (next?.conditions ?? 0),
      },
      playerRankProgress: {
        labelId: trial ? null : (current?.label_id ?? null),
        label: trial ? '' : (current?.label ?? ''),
        nextLabel: trial ? '' : (next?.label ?? ''),
      },
      ranks: ranks.map((r) => ({ labelId: r.label_id, label: r.label, conditions: r.conditions })),
    };
  },

  inboxUnreadCount: (_input, ctx) =>
    (ctx.platform.db.prepare('SELECT COUNT(*) AS n FROM inbox_messages WHERE account_id = ? AND read = 0').get(sessionOf(ctx).account.id) as { n: number }).n,

  walletBalance: (_input, ctx) => {
    const w = (ctx.platform.db.prepare('SELECT main_cents, bonus_cents FROM wallets WHERE account_id = ?').get(sessionOf(ctx).account.id) as
      | { main_cents: number; bonus_cents: number }
      | undefined) ?? { main_cents: 0, bonus_cents: 0 };
    return { sumBalance: money(w.main_cents + w.bonus_cents), merchantWallet: money(w.main_cents), memberWallet: money(w.bonus_cents), currency: CURRENCY };
  },
};
