// Game catalogue calls (game spec section 7): the game list with every filter
// of section 4 (also the search), the lobby variant, hot and new games, vendor
// types, category menus and the winners board. Anyone may call them.
import type { GameListPage, GamePage, GameType } from '../../platform/generated/api.ts';
import { RawJson, type CallContext, type Handlers } from '../context.ts';
import { CATEGORY_ORDER } from '../db/seed-games.ts';
import { ApiError } from '../services/api-error.ts';
import { pageCount, type GameFilter } from '../services/game-catalogue.ts';
import { gameIconUrl, vendorIconUrl } from '../urls.ts';
import { CURRENCY } from '../services/cashier-catalogue.ts';

/** The merchant a query names (merchant, merchantCode, merchant_code) must be the header's. */
export function sameMerchant(ctx: CallContext, named: string | undefined): void {
  if (named !== undefined && named !== ctx.merchant.code) {
    throw new ApiError(
      'request.merchant',
      `The query names merchant "${named.slice(0, 32)}" but the X-Merchant-Code header says "${ctx.merchant.code}"; drop the parameter or make them equal.`,
    );
  }
}

/** One page as JSON text: the games' JSON is made once per game (see services/game-catalogue.ts). */
function gamePage(ctx: CallContext, filter: GameFilter, pageNo: number, pageSize: number): RawJson<GamePage> {
  const { rows, total } = ctx.platform.games.page(ctx.brand, filter, pageNo, pageSize);
  const games = ctx.platform.games.itemsJson(ctx.merchant.code, ctx.origin, rows);
  return new RawJson(`{"games":[${games}],"pageNum":${pageNo},"pageSize":${pageSize},"totalPages":${pageCount(total, pageSize)},"totalCount":${total}}`);
}

const byCategory = (a: string, b: string) => CATEGORY_ORDER.indexOf(a as never) - CATEGORY_ORDER.indexOf(b as never);

export const gameHandlers: Pick<Handlers, 'gameList' | 'gameVendorTypes' | 'lobbyGameList' | 'hotGames' | 'newGames' | 'gameMenus' | 'winnerBoard'> = {
  gameList: (input, ctx) => {
    sameMerchant(ctx, input.merchant);
    const { gameType, vassalage, gameClassify, gameName, minBet, minLine, isNew } = input;
    return gamePage(
      ctx,
      { gameType, vassalage, gameClassify, gameName, minBet, minLine, isNew },
      input.pageNo ?? 1,
      input.pageSize ?? ctx.brand.constants.gameListPageSize,
    );
  },

  lobbyGameList: (input, ctx) => {
    sameMerchant(ctx, input.merchant);
    return gamePage(ctx, { gameType: input.gameType }, input.pageNo ?? 1, input.pageSize ?? ctx.brand.constants.lobbyPageSize);
  },

  newGames: (input, ctx) => gamePage(ctx, { gameType: input.gameType, isNew: '1' }, input.pageNo ?? 1, input.pageSize ?? ctx.brand.constants.homeListPageSize),

  hotGames: (input, ctx) => {
    sameMerchant(ctx, input.merchantCode);
    const pageNo = input.pageNo ?? 1;
    const pageSize = input.pageSize ?? ctx.brand.constants.hotListPageSize;
    const { rows, total } = ctx.platform.games.page(ctx.brand, { gameType: input.gameType, hot: true }, pageNo, pageSize);
    const list = ctx.platform.games.itemsJson(ctx.merchant.code, ctx.origin, rows);
    return new RawJson<GameListPage>(`{"list":[${list}],"pageNum":${pageNo},"totalPages":${pageCount(total, pageSize)},"totalCount":${total}}`);
  },

  gameVendorTypes: (input, ctx) => {
    sameMerchant(ctx, input.merchant_code);
    const rows = ctx.platform.db
      .prepare(
        `SELECT v.vassalage, v.game_type, v.display_name, v.freeplay, v.maintenance, COUNT(g.node_id) AS n
           FROM vendors v LEFT JOIN games g ON g.merchant = v.merchant AND g.vassalage = v.vassalage AND g.game_type = v.game_type
          WHERE v.merchant = ? GROUP BY v.vassalage, v.game_type ORDER BY v.sort`,
      )
      .all(ctx.merchant.code) as { vassalage: string; game_type: GameType; display_name: string; freeplay: number; maintenance: number; n: number }[];
    const types = [...new Set(rows.map((r) => r.game_type))].sort(byCategory);
    return {
      groups: types.map((key) => ({
        key,
        vendors: rows
          .filter((r) => r.game_type === key)
          .map((r) => ({
            vassalage: r.vassalage,
            displayName: r.display_name,
            gameType: r.game_type,
            freeplay: r.freeplay ? 1 : 0,
            iconUrl: vendorIconUrl(ctx.origin, r.vassalage),
            gameCount: r.n,
            maintenance: r.maintenance ? 1 : 0,
          })),
      })),
      sorting: types.map((gameCategory) => ({
        gameCategory,
        vendorNames: rows.filter((r) => r.game_type === gameCategory).map((r) => ({ vassalage: r.vassalage, accountTypeName: r.display_name })),
      })),
    };
  },

  gameMenus: (_input, ctx) => {
    const rows = ctx.platform.db
      .prepare('SELECT game_type, COUNT(*) AS games, COUNT(DISTINCT vassalage) AS vendors FROM games WHERE merchant = ? GROUP BY game_type')
      .all(ctx.merchant.code) as { game_type: GameType; games: number; vendors: number }[];
    return rows
      .sort((a, b) => byCategory(a.game_type, b.game_type))
      .map((r, i) => ({ gameType: r.game_type, gameCount: r.games, vendorCount: r.vendors, sort: i + 1 }));
  },

  winnerBoard: (input, ctx) => {
    const limit = input.limitNum ?? ctx.brand.constants.winnersLimit;
    const biggestWanted = Math.min(ctx.brand.constants.winnersBiggestCount, limit);
    const typed = input.gameCategory && input.gameCategory !== 'ALL';
    const base = `SELECT w.id, w.node_id, w.customer_name, w.win_cents, w.won_at, g.name, g.vassalage, g.game_type
                    FROM winners w JOIN games g ON g.merchant = w.merchant AND g.node_id = w.node_id
                   WHERE w.merchant = ?${typed ? ' AND g.game_type = ?' : ''}`;
    const params = typed ? [ctx.merchant.code, input.gameCategory!] : [ctx.merchant.code];
    type Row = { id: number; node_id: number; customer_name: string; win_cents: number; won_at: number; name: string; vassalage: string; game_type: GameType };
    const biggest = ctx.platform.db.prepare(`${base} ORDER BY w.win_cents DESC, w.id LIMIT ?`).all(...params, biggestWanted) as Row[];
    const taken = new Set(biggest.map((r) => r.id));
    const latest = (ctx.platform.db.prepare(`${base} ORDER BY w.won_at DESC, w.id`).all(...params) as Row[])
      .filter((r) => !taken.has(r.id))
      .slice(0, limit - biggest.length);
    return {
      list: [...biggest, ...latest].map((r) => ({
        recordId: r.id,
        nodeId: r.node_id,
        iconUrl: gameIconUrl(ctx.origin, ctx.merchant.code, r.node_id),
        customerName: r.customer_name,
        winAmount: r.win_cents / 100,
        currency: CURRENCY,
        gameName: r.name,
        vassalage: r.vassalage,
        gameType: r.game_type,
        wonAt: r.won_at,
      })),
      biggestCount: biggest.length,
    };
  },
};
