// The lobby's list calls (game spec section 7), mapped from the list state
// machine's queries.
import type { GameItem, GameListPage, GamePage } from '../../../platform/generated/api.ts';
import { platform } from '../../state/platform.ts';
import type { ListQuery, PageAnswer } from './logic/list-machine.ts';

const fromPage = (p: GamePage): PageAnswer => ({ games: p.games, pageNum: p.pageNum, totalPages: p.totalPages, totalCount: p.totalCount });
const fromListPage = (p: GameListPage): PageAnswer => ({ games: p.list, pageNum: p.pageNum, totalPages: p.totalPages, totalCount: p.totalCount });

const orUndefined = <T,>(v: T | '' | undefined): T | undefined => (v === '' ? undefined : v);

/** One page for the provider panel, search and the hot block. */
export async function fetchPanelPage(q: ListQuery): Promise<PageAnswer> {
  const { filter } = q;
  switch (q.dataType) {
    case 'HOT':
      // The hot call filters by type only; the page's own type (BINGO, JL, ...) is mapped by the platform.
      return fromListPage(await platform().hotGames({ clientType: 2, platform: 'html5', gameType: filter.scope, pageNo: q.page, pageSize: q.pageSize }));
    case 'FAV':
      return fromListPage(await platform().favouriteGames({ pageNo: q.page, pageSize: q.pageSize, gameType: filter.scope, vendor: filter.vassalage }));
    case 'RECENT':
      return fromListPage(await platform().recentGames({ clientType: 2, page: q.page, pageSize: q.pageSize, gameType: filter.scope, vendor: filter.vassalage }));
    case 'ALL':
    case 'SEARCH':
      return fromPage(
        await platform().gameList({
          platform: 'html5',
          gameName: orUndefined(filter.gameName.trim()),
          gameType: filter.gameType,
          vassalage: filter.vassalage,
          gameClassify: filter.gameClassify,
          isNew: filter.isNew,
          ...(filter.minBet !== undefined ? { minBet: filter.minBet } : {}),
          ...(filter.minLine !== undefined ? { minLine: filter.minLine } : {}),
          pageNo: q.page,
          pageSize: q.pageSize,
        }),
      );
  }
}

/** One page for the game list centre: the lobby query variant for its category tabs. */
export async function fetchLobbyPage(q: ListQuery): Promise<PageAnswer> {
  if (q.dataType !== 'ALL') return fetchPanelPage(q);
  // The lobby variant knows types only; split categories (e-sports, cockfight) and vendor pages use the full list call.
  if (q.filter.vassalage || q.filter.gameClassify) return fetchPanelPage(q);
  return fromPage(await platform().lobbyGameList({ clientType: 2, gameType: q.filter.scope, pageNo: q.page, pageSize: q.pageSize }));
}
