// The lobby's list calls (game spec section 7), mapped from the list state
// machine's queries. React-free: the build's content snapshot asks the same
// requests for the first page of every prebuilt game list.
import type { GameListPage, GamePage } from '../../../platform/generated/api.ts';
import type { DataRequest } from '../../../platform/snapshot.ts';
import type { BrandConfig } from '../../../config/generated/brand.ts';
import { type Category, initialFilter, sentClassify } from './logic/game-types.ts';
import type { ListQuery, PageAnswer } from './logic/list-machine.ts';

type ListCall = 'hotGames' | 'favouriteGames' | 'recentGames' | 'gameList' | 'lobbyGameList';

/** A page request and how to read its answer as a list page. */
export type PageCall = { [K in ListCall]: DataRequest<K> & { answer: (value: never) => PageAnswer } }[ListCall];

const fromPage = (p: GamePage): PageAnswer => ({ games: p.games, pageNum: p.pageNum, totalPages: p.totalPages, totalCount: p.totalCount });
const fromListPage = (p: GameListPage): PageAnswer => ({ games: p.list, pageNum: p.pageNum, totalPages: p.totalPages, totalCount: p.totalCount });

const orUndefined = <T>(v: T | '' | undefined): T | undefined => (v === '' ? undefined : v);

/** One page for the provider panel, search and the hot block. */
export function panelPageCall(q: ListQuery): PageCall {
  const { filter } = q;
  switch (q.dataType) {
    case 'HOT':
      // The hot call filters by type only; the page's own type (BINGO, JL, ...) is mapped by the platform.
      return {
        call: 'hotGames',
        request: { clientType: 2, platform: 'html5', gameType: filter.scope, pageNo: q.page, pageSize: q.pageSize },
        answer: fromListPage,
      };
    case 'FAV':
      return {
        call: 'favouriteGames',
        request: { pageNo: q.page, pageSize: q.pageSize, gameType: filter.scope, vendor: filter.vassalage },
        answer: fromListPage,
      };
    case 'RECENT':
      return {
        call: 'recentGames',
        request: { clientType: 2, page: q.page, pageSize: q.pageSize, gameType: filter.scope, vendor: filter.vassalage },
        answer: fromListPage,
      };
    case 'ALL':
    case 'SEARCH':
      return {
        call: 'gameList',
        request: {
          platform: 'html5',
          gameName: orUndefined(filter.gameName.trim()),
          gameType: filter.gameType,
          vassalage: filter.vassalage,
          gameClassify: sentClassify(filter),
          isNew: filter.isNew,
          ...(filter.minBet !== undefined ? { minBet: filter.minBet } : {}),
          ...(filter.minLine !== undefined ? { minLine: filter.minLine } : {}),
          pageNo: q.page,
          pageSize: q.pageSize,
        },
        answer: fromPage,
      };
  }
}

/** One page for the game list centre: the lobby query variant for its category tabs. */
export function lobbyPageCall(q: ListQuery): PageCall {
  // The lobby variant knows types only; split categories (e-sports, cockfight), SPORTS after the split and vendor pages use the full list call.
  if (q.dataType !== 'ALL' || q.filter.vassalage || q.filter.gameClassify || q.filter.baseClassify) return panelPageCall(q);
  return { call: 'lobbyGameList', request: { clientType: 2, gameType: q.filter.scope, pageNo: q.page, pageSize: q.pageSize }, answer: fromPage };
}

/** A home category row's first page (game spec section 2): its category's start, every vendor of a split category. */
export function categoryRowRequest(category: Category, games: BrandConfig['games'], pageSize: number): DataRequest<'gameList'> {
  const { filter } = initialFilter(category.key, games, () => category.vendors[0]?.vassalage);
  // Split categories list every vendor of theirs (the platform maps ESPORTS and COCKFIGHT), not only the first.
  const split = category.key === 'ESPORTS' || category.key === 'COCKFIGHT';
  return {
    call: 'gameList',
    request: {
      platform: 'html5',
      gameType: split ? (category.key as 'ESPORTS' | 'COCKFIGHT') : filter.gameType,
      vassalage: split ? '' : filter.vassalage,
      gameClassify: sentClassify(filter),
      pageNo: 1,
      pageSize,
    },
  };
}
