// The game list filter state machine of game spec section 4, as a pure reducer:
// every event gives the next state and the effects to run (a page fetch, the
// login prompt). The hook in ../use-game-list.ts runs the effects; the unit
// tests drive the reducer directly.
//
//   - Any filter change resets the list and the page to 1 and reloads.
//   - Load more asks for the next page and appends, while the current page is
//     below totalPages.
//   - noData is true when a result is empty.
//   - Favourites or recent while logged out open the login prompt and change nothing.
import type { Constants } from '../../../../config/generated/brand.ts';
import type { GameItem } from '../../../../platform/generated/api.ts';
import type { DataType, ListFilter } from './game-types.ts';

export interface ListState {
  filter: ListFilter;
  dataType: DataType;
  /** Items per request for each data type (brand constants, game spec section 9). */
  pageSizes: Readonly<Record<DataType, number>>;
  /** The last page loaded; 0 before the first answer. */
  currentPage: number;
  totalPages: number;
  totalCount: number;
  games: GameItem[];
  hasMore: boolean;
  noData: boolean;
  /** The first page is loading: the list shows a skeleton. */
  skeleton: boolean;
  /** A request is in flight. */
  loading: boolean;
  /** Sequence number of the request in flight; an answer to an older one is ignored. */
  request: number;
  /** Code of the last failure, cleared by the next load. */
  error?: string;
  /** The page the last request asked for (1 for a first load or a revalidation), so a retry asks for it again. */
  askedPage?: number;
}

export interface PageAnswer {
  games: GameItem[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

export interface ListQuery {
  dataType: DataType;
  filter: ListFilter;
  page: number;
  pageSize: number;
}

export type FilterChange = Partial<ListFilter> & { dataType?: DataType };

export type ListEvent =
  /** Changes filters and/or the data type. */
  | { type: 'filter'; change: FilterChange; loggedIn: boolean }
  /** Loads the first page again with the same filters (Enter on the same search). */
  | { type: 'reload'; loggedIn: boolean }
  | { type: 'loadMore' }
  /** Asks again for the page whose request failed: the first page (kept on screen when it was being revalidated) or the next one. */
  | { type: 'retry'; loggedIn: boolean }
  | { type: 'loaded'; request: number; answer: PageAnswer }
  | { type: 'failed'; request: number; code: string }
  /** Emptied search: the list and the no-data flag reset, nothing is loaded. */
  | { type: 'clear' };

export type ListEffect = { type: 'fetch'; request: number; query: ListQuery } | { type: 'login' };

export interface Step {
  state: ListState;
  effects: ListEffect[];
}

const NEEDS_LOGIN: readonly DataType[] = ['FAV', 'RECENT'];

/**
 * The page size of each list kind (game spec section 2): the game list's for all,
 * search and recent, the hot list's for hot, and `favourites` for favourites (the
 * hot block pages them by its own size).
 */
export function listPageSizes(c: Constants, favourites = c.favouritesPageSize): Record<DataType, number> {
  return { ALL: c.gameListPageSize, SEARCH: c.gameListPageSize, HOT: c.hotListPageSize, FAV: favourites, RECENT: c.gameListPageSize };
}

export function initialListState(filter: ListFilter, dataType: DataType, pageSizes: Record<DataType, number>): ListState {
  return {
    filter,
    dataType,
    pageSizes,
    currentPage: 0,
    totalPages: 0,
    totalCount: 0,
    games: [],
    hasMore: false,
    noData: false,
    skeleton: true,
    loading: false,
    request: 0,
  };
}

/** The first load of a fresh state (or a state whose session changed): page 1, as a filter change would. */
export function start(state: ListState, loggedIn: boolean): Step {
  if (NEEDS_LOGIN.includes(state.dataType) && !loggedIn) {
    // Favourites or recent without a session: the empty state, and no call that would fail.
    return { state: { ...reset(state), skeleton: false, noData: true }, effects: [] };
  }
  return firstPage(state);
}

function reset(state: ListState): ListState {
  return { ...state, currentPage: 0, totalPages: 0, totalCount: 0, games: [], hasMore: false, noData: false, error: undefined };
}

function firstPage(state: ListState): Step {
  const request = state.request + 1;
  const next: ListState = { ...reset(state), skeleton: true, loading: true, request, askedPage: 1 };
  return { state: next, effects: [{ type: 'fetch', request, query: queryOf(next, 1) }] };
}

/** Asks for the first page again while the games on screen stay (a prebuilt or cached first page). */
export function revalidate(state: ListState): Step {
  const request = state.request + 1;
  const next: ListState = { ...state, loading: true, request, error: undefined, askedPage: 1 };
  return { state: next, effects: [{ type: 'fetch', request, query: queryOf(next, 1) }] };
}

function queryOf(state: ListState, page: number): ListQuery {
  return { dataType: state.dataType, filter: state.filter, page, pageSize: state.pageSizes[state.dataType] };
}

function changes(state: ListState, change: FilterChange): boolean {
  if (change.dataType !== undefined && change.dataType !== state.dataType) return true;
  return (Object.keys(change) as (keyof FilterChange)[]).some((k) => k !== 'dataType' && change[k] !== state.filter[k as keyof ListFilter]);
}

export function reduce(state: ListState, event: ListEvent): Step {
  switch (event.type) {
    case 'filter': {
      const dataType = event.change.dataType ?? state.dataType;
      if (NEEDS_LOGIN.includes(dataType) && !event.loggedIn) return { state, effects: [{ type: 'login' }] };
      if (!changes(state, event.change)) return { state, effects: [] };
      const { dataType: _ignored, ...filter } = event.change;
      return firstPage({ ...state, dataType, filter: { ...state.filter, ...filter } });
    }
    case 'reload':
      if (NEEDS_LOGIN.includes(state.dataType) && !event.loggedIn) return { state, effects: [{ type: 'login' }] };
      return firstPage(state);
    case 'loadMore': {
      if (state.loading || state.currentPage < 1 || state.currentPage >= state.totalPages) return { state, effects: [] };
      const request = state.request + 1;
      const next = { ...state, loading: true, request, error: undefined, askedPage: state.currentPage + 1 };
      return { state: next, effects: [{ type: 'fetch', request, query: queryOf(next, state.currentPage + 1) }] };
    }
    case 'retry':
      if (!state.error || state.loading) return { state, effects: [] };
      if ((state.askedPage ?? 1) > 1) return reduce(state, { type: 'loadMore' });
      // The first page failed: with games on screen (its revalidation failed) they stay while it is asked again.
      return state.games.length ? revalidate(state) : reduce(state, { type: 'reload', loggedIn: event.loggedIn });
    case 'loaded': {
      if (event.request !== state.request) return { state, effects: [] };
      const { answer } = event;
      const first = answer.pageNum <= 1;
      const games = first ? answer.games : appendUnique(state.games, answer.games);
      return {
        state: {
          ...state,
          games,
          currentPage: answer.pageNum,
          totalPages: answer.totalPages,
          totalCount: answer.totalCount,
          hasMore: answer.pageNum < answer.totalPages,
          noData: games.length === 0,
          skeleton: false,
          loading: false,
          error: undefined,
        },
        effects: [],
      };
    }
    case 'failed':
      if (event.request !== state.request) return { state, effects: [] };
      return { state: { ...state, loading: false, skeleton: false, error: event.code }, effects: [] };
    case 'clear':
      return {
        state: { ...reset(state), filter: { ...state.filter, gameName: '' }, skeleton: false, loading: false, request: state.request + 1 },
        effects: [],
      };
  }
}

/** Appends a page, skipping games already listed (a list that shifted between two pages). */
function appendUnique(list: GameItem[], page: GameItem[]): GameItem[] {
  const seen = new Set(list.map((g) => g.nodeId));
  return [...list, ...page.filter((g) => !seen.has(g.nodeId))];
}

/** Removes one game from a loaded list at once (a favourite removed while its list shows). */
export function withoutGame(state: ListState, nodeId: number): ListState {
  const games = state.games.filter((g) => g.nodeId !== nodeId);
  if (games.length === state.games.length) return state;
  return { ...state, games, totalCount: Math.max(0, state.totalCount - 1), noData: games.length === 0 && !state.hasMore };
}
