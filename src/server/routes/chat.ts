// Chat service calls (account spec section 7; all need CBS3): unread count,
// anchors, followed anchors, live models, and the chat page launch.
import { randomBytes } from 'node:crypto';
import { sessionOf, type CallContext, type Handlers } from '../context.ts';
import { anchorAvatarUrl, chatPageUrl } from '../urls.ts';

interface AnchorRow {
  anchor_id: number;
  nickname: string;
  online: number;
  active: number;
  streaming: number;
  followers: number;
  viewers: number;
}

/** An anchor as both anchor lists give it (all anchors, followed anchors). */
function anchor(ctx: CallContext, a: AnchorRow) {
  return {
    anchorId: a.anchor_id,
    nickname: a.nickname,
    avatarUrl: anchorAvatarUrl(ctx.origin, ctx.merchant.code, a.anchor_id),
    online: a.online === 1,
    followers: a.followers,
  };
}

/** Chat page tokens: which account opened which room, and where its back link goes. Ten minutes. */
export const chatRooms = new Map<
  string,
  { merchant: string; accountId: number; anchorId: number | undefined; backUrl: string; title: string; expiresAt: number }
>();

export const chatHandlers: Pick<Handlers, 'chatUnreadCount' | 'chatAnchorList' | 'chatFocusList' | 'liveModels' | 'launchChat'> = {
  chatUnreadCount: (_input, ctx) => ({ unReadCount: sessionOf(ctx).account.chat_unread }),

  chatAnchorList: (input, ctx) => {
    const pageSize = input.pageSize ?? 20;
    const offset = ((input.pageNo ?? 1) - 1) * pageSize;
    const rows = ctx.platform.db
      .prepare('SELECT * FROM anchors WHERE merchant = ? ORDER BY online DESC, followers DESC, anchor_id LIMIT ? OFFSET ?')
      .all(ctx.merchant.code, pageSize, offset) as unknown as AnchorRow[];
    const total = (ctx.platform.db.prepare('SELECT COUNT(*) AS n FROM anchors WHERE merchant = ?').get(ctx.merchant.code) as { n: number }).n;
    return {
      list: rows.map((a) => anchor(ctx, a)),
      totalCount: total,
    };
  },

  chatFocusList: (_input, ctx) => {
    const rows = ctx.platform.db
      .prepare('SELECT a.* FROM anchor_follows f JOIN anchors a ON a.merchant = ? AND a.anchor_id = f.anchor_id WHERE f.account_id = ? ORDER BY a.anchor_id')
      .all(ctx.merchant.code, sessionOf(ctx).account.id) as unknown as AnchorRow[];
    return {
      list: rows.map((a) => anchor(ctx, a)),
    };
  },

  liveModels: (input, ctx) => {
    const clauses = ['merchant = ?'];
    if (input.active !== undefined) clauses.push(`active = ${input.active ? 1 : 0}`);
    if (input.streaming !== undefined) clauses.push(`streaming = ${input.streaming ? 1 : 0}`);
    const rows = ctx.platform.db
      .prepare(`SELECT * FROM anchors WHERE ${clauses.join(' AND ')} ORDER BY viewers DESC, anchor_id`)
      .all(ctx.merchant.code) as unknown as AnchorRow[];
    return {
      list: rows.map((a) => ({
        modelId: a.anchor_id,
        nickname: a.nickname,
        avatarUrl: anchorAvatarUrl(ctx.origin, ctx.merchant.code, a.anchor_id),
        active: a.active === 1,
        streaming: a.streaming === 1,
        viewers: a.viewers,
      })),
    };
  },

  launchChat: (input, ctx) => {
    const token = randomBytes(18).toString('base64url');
    const now = ctx.platform.now();
    for (const [k, room] of chatRooms) if (room.expiresAt < now) chatRooms.delete(k);
    chatRooms.set(token, {
      merchant: ctx.merchant.code,
      accountId: sessionOf(ctx).account.id,
      anchorId: input.anchorId,
      backUrl: input.backUrl,
      title: input.title ?? '',
      expiresAt: now + 10 * 60_000,
    });
    return { chatUrl: chatPageUrl(ctx.origin, token) };
  },
};
