// A player's own game lists and game launch (game spec sections 4 and 7):
// recent games, favourites, and the v3 launcher, which answers with the URL of
// the platform's demo game page.
import { randomBytes } from 'node:crypto';
import { sessionOf, type CallContext, type Handlers } from '../context.ts';
import { ApiError } from '../services/api-error.ts';
import { gameItem, pageCount, type GameRow } from '../services/game-catalogue.ts';
import { isTrialType } from '../../platform/customer-types.ts';
import type { Launch } from '../platform.ts';
import { playPageUrl } from '../urls.ts';

/** Recent games kept per account. */
const RECENT_KEEP = 100;
const LAUNCH_TTL_MS = 10 * 60_000;

function gameOf(ctx: CallContext, nodeId: number, vendor?: string, gameId?: string): GameRow {
  const game = ctx.platform.games.one(ctx.merchant.code, nodeId);
  if (!game) throw new ApiError('game.not_found', `No game has nodeId ${nodeId}.`);
  if (vendor && vendor !== game.vassalage) throw new ApiError('game.not_found', `Game ${nodeId} is from vendor ${game.vassalage}, not ${vendor}.`);
  if (gameId && gameId !== game.game_id) throw new ApiError('game.not_found', `Game ${nodeId} has gameId ${game.game_id}, not ${gameId.slice(0, 64)}.`);
  return game;
}

function remember(ctx: CallContext, accountId: number, nodeId: number): number {
  const now = ctx.platform.now();
  const db = ctx.platform.db;
  db.prepare(
    'INSERT INTO recent_games (account_id, node_id, played_at) VALUES (?, ?, ?) ON CONFLICT (account_id, node_id) DO UPDATE SET played_at = excluded.played_at',
  ).run(accountId, nodeId, now);
  db.prepare(
    'DELETE FROM recent_games WHERE account_id = ? AND node_id NOT IN (SELECT node_id FROM recent_games WHERE account_id = ? ORDER BY played_at DESC LIMIT ?)',
  ).run(accountId, accountId, RECENT_KEEP);
  return now;
}

/** Keeps a launch for its demo page (expired ones are dropped first) and returns the page's token. */
export function rememberLaunch(ctx: CallContext, launch: Omit<Launch, 'merchant' | 'expiresAt'>): string {
  const now = ctx.platform.now();
  for (const [k, l] of ctx.platform.launches) if (l.expiresAt < now) ctx.platform.launches.delete(k);
  const token = randomBytes(18).toString('base64url');
  ctx.platform.launches.set(token, { ...launch, merchant: ctx.merchant.code, expiresAt: now + LAUNCH_TTL_MS });
  return token;
}

export const playerGameHandlers: Pick<
  Handlers,
  'recentGames' | 'addRecentGame' | 'favouriteGames' | 'favouriteIds' | 'addFavourite' | 'removeFavourite' | 'launchGame'
> = {
  recentGames: (input, ctx) => {
    const pageNo = input.page ?? 1;
    const pageSize = input.pageSize ?? ctx.brand.constants.gameListPageSize;
    const { rows, total } = ctx.platform.games.listOf(
      'recent_games',
      ctx.brand,
      sessionOf(ctx).account.id,
      { gameType: input.gameType, vassalage: input.vendor },
      pageNo,
      pageSize,
    );
    return { list: rows.map((r) => gameItem(r, ctx.origin, ctx.merchant.code)), pageNum: pageNo, totalPages: pageCount(total, pageSize), totalCount: total };
  },

  addRecentGame: (input, ctx) => {
    gameOf(ctx, input.nodeId);
    return { nodeId: input.nodeId, playedAt: remember(ctx, sessionOf(ctx).account.id, input.nodeId) };
  },

  favouriteGames: (input, ctx) => {
    const pageNo = input.pageNo ?? 1;
    const pageSize = input.pageSize ?? ctx.brand.constants.favouritesPageSize;
    const { rows, total } = ctx.platform.games.listOf(
      'favourites',
      ctx.brand,
      sessionOf(ctx).account.id,
      { gameType: input.gameType, vassalage: input.vendor },
      pageNo,
      pageSize,
    );
    return { list: rows.map((r) => gameItem(r, ctx.origin, ctx.merchant.code)), pageNum: pageNo, totalPages: pageCount(total, pageSize), totalCount: total };
  },

  favouriteIds: (_input, ctx) => ({
    nodeIds: (
      ctx.platform.db.prepare('SELECT node_id FROM favourites WHERE account_id = ? ORDER BY created_at DESC, node_id').all(sessionOf(ctx).account.id) as {
        node_id: number;
      }[]
    ).map((r) => r.node_id),
  }),

  addFavourite: (input, ctx) => {
    gameOf(ctx, input.nodeId, input.vendor);
    ctx.platform.db
      .prepare('INSERT OR IGNORE INTO favourites (account_id, node_id, created_at) VALUES (?, ?, ?)')
      .run(sessionOf(ctx).account.id, input.nodeId, ctx.platform.now());
    return { nodeId: input.nodeId, favourite: true as const };
  },

  removeFavourite: (input, ctx) => {
    if (input.vendor) gameOf(ctx, input.nodeId, input.vendor);
    ctx.platform.db.prepare('DELETE FROM favourites WHERE account_id = ? AND node_id = ?').run(sessionOf(ctx).account.id, input.nodeId);
    return { nodeId: input.nodeId, favourite: false as const };
  },

  launchGame: (input, ctx) => {
    const { account } = sessionOf(ctx);
    const game = gameOf(ctx, input.nodeId, input.vendor, input.gameId);
    if (game.maintenance) throw new ApiError('game.maintenance');
    let freePlay = input.freePlay ?? false;
    // A trial session plays free-trial games in free play and nothing else (account spec section 6).
    if (isTrialType(account.type)) {
      if (game.support_play !== 0) throw new ApiError('account.trial_refused');
      freePlay = true;
    }
    if (freePlay && game.support_play !== 0) throw new ApiError('game.free_play_unavailable');
    if (freePlay && !ctx.brand.flags.FREEPLAY3) throw new ApiError('feature.disabled', 'This site has free play (FREEPLAY3) switched off.');
    const token = rememberLaunch(ctx, { accountId: account.id, nodeId: game.node_id, freePlay });
    remember(ctx, account.id, game.node_id);
    return { url: playPageUrl(ctx.origin, token), nodeId: game.node_id, freePlay };
  },
};
