// The game list filter state machine, exactly as game spec section 4 states it.
import { describe, expect, test } from 'vitest';
import { EMPTY_FILTER, initialFilter, type DataType } from '../../src/app/features/lobby/logic/game-types.ts';
import type { Constants } from '../../src/config/generated/brand.ts';
import {
  initialListState,
  listPageSizes,
  reduce,
  revalidate,
  start,
  withoutGame,
  type ListState,
  type Step,
} from '../../src/app/features/lobby/logic/list-machine.ts';
import { game, GAMES_CONFIG } from './lobby-fixtures.ts';

const SIZES: Record<DataType, number> = { ALL: 24, SEARCH: 24, HOT: 24, FAV: 200, RECENT: 24 };
const page = (pageNum: number, totalPages: number, ids: number[], totalCount = 60) => ({ games: ids.map((id) => game(id)), pageNum, totalPages, totalCount });
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

function loaded(step: Step, answer: ReturnType<typeof page>): Step {
  const fetch = step.effects.find((e) => e.type === 'fetch');
  if (fetch?.type !== 'fetch') throw new Error('no fetch to answer');
  return reduce(step.state, { type: 'loaded', request: fetch.request, answer });
}

function firstLoaded(): ListState {
  const s = initialListState({ ...EMPTY_FILTER, gameType: 'RNG', scope: 'RNG' }, 'ALL', SIZES);
  return loaded(start(s, true), page(1, 3, range(1, 24))).state;
}

describe('list state machine', () => {
  test('the first load asks for page 1 with the data type page size and shows the skeleton', () => {
    const step = start(initialListState(EMPTY_FILTER, 'ALL', SIZES), false);
    expect(step.state).toMatchObject({ skeleton: true, loading: true, currentPage: 0, games: [] });
    expect(step.effects).toEqual([{ type: 'fetch', request: 1, query: { dataType: 'ALL', filter: EMPTY_FILTER, page: 1, pageSize: 24 } }]);
  });

  test('an answer fills the list, hasMore while below totalPages', () => {
    const s = firstLoaded();
    expect(s).toMatchObject({ currentPage: 1, totalPages: 3, totalCount: 60, hasMore: true, noData: false, skeleton: false, loading: false });
    expect(s.games).toHaveLength(24);
  });

  test.each([
    ['vassalage', { vassalage: 'PG' }],
    ['gameClassify', { gameClassify: 'FeatureBuy' }],
    ['gameType', { gameType: 'FISH' as const }],
    ['minBet', { minBet: 1 }],
    ['minLine', { minLine: 20 }],
    ['gameName', { gameName: 'dragon' }],
    ['dataType', { dataType: 'HOT' as const }],
  ])('any filter change (%s) resets the list and the page to 1 and reloads', (_name, change) => {
    let s = firstLoaded();
    s = reduce(s, { type: 'loadMore' }).state; // a load in flight is abandoned by the change
    const step = reduce(s, { type: 'filter', change, loggedIn: true });
    expect(step.state).toMatchObject({ games: [], currentPage: 0, totalPages: 0, hasMore: false, noData: false, skeleton: true, loading: true });
    expect(step.effects).toHaveLength(1);
    const fetch = step.effects[0]!;
    expect(fetch.type === 'fetch' && fetch.query.page).toBe(1);
    expect(fetch.type === 'fetch' && fetch.request).toBe(s.request + 1);
  });

  test('setting a filter to its current value is not a change', () => {
    const s = firstLoaded();
    expect(reduce(s, { type: 'filter', change: { vassalage: '', dataType: 'ALL' }, loggedIn: true })).toEqual({ state: s, effects: [] });
  });

  test('load more asks for the next page and appends, while the current page is below totalPages', () => {
    let s = firstLoaded();
    let step = reduce(s, { type: 'loadMore' });
    const fetch = step.effects[0]!;
    expect(fetch.type === 'fetch' && fetch.query.page).toBe(2);
    expect(step.state.loading).toBe(true);
    expect(step.state.skeleton).toBe(false); // the loaded games stay on screen
    s = loaded(step, page(2, 3, range(25, 24))).state;
    expect(s.games.map((g) => g.nodeId)).toEqual(range(1, 48));
    expect(s).toMatchObject({ currentPage: 2, hasMore: true });
    step = reduce(s, { type: 'loadMore' });
    s = loaded(step, page(3, 3, range(49, 12))).state;
    expect(s.games).toHaveLength(60);
    expect(s).toMatchObject({ currentPage: 3, hasMore: false });
    // At the last page, load more does nothing.
    expect(reduce(s, { type: 'loadMore' })).toEqual({ state: s, effects: [] });
  });

  test('load more while a page is loading does nothing (no double request)', () => {
    const s = reduce(firstLoaded(), { type: 'loadMore' }).state;
    expect(reduce(s, { type: 'loadMore' }).effects).toEqual([]);
  });

  test('noData is true when a result is empty, and false again after a result with games', () => {
    const s0 = initialListState({ ...EMPTY_FILTER, gameName: 'zzz' }, 'SEARCH', SIZES);
    const empty = loaded(start(s0, true), { games: [], pageNum: 1, totalPages: 0, totalCount: 0 }).state;
    expect(empty).toMatchObject({ noData: true, hasMore: false, skeleton: false });
    const again = loaded(reduce(empty, { type: 'filter', change: { gameName: 'dragon' }, loggedIn: true }), page(1, 1, [1, 2])).state;
    expect(again.noData).toBe(false);
  });

  test('an answer to an older request is ignored', () => {
    const s = firstLoaded();
    const changed = reduce(s, { type: 'filter', change: { vassalage: 'JL' }, loggedIn: true });
    const stale = reduce(changed.state, { type: 'loaded', request: s.request, answer: page(1, 9, [999]) });
    expect(stale.state).toBe(changed.state);
  });

  test.each(['FAV', 'RECENT'] as const)('choosing %s while logged out opens the login prompt and changes nothing', (dataType) => {
    const s = firstLoaded();
    expect(reduce(s, { type: 'filter', change: { dataType }, loggedIn: false })).toEqual({ state: s, effects: [{ type: 'login' }] });
    const ok = reduce(s, { type: 'filter', change: { dataType }, loggedIn: true });
    expect(ok.state.dataType).toBe(dataType);
    const fetch = ok.effects[0]!;
    expect(fetch.type === 'fetch' && fetch.query.pageSize).toBe(SIZES[dataType]);
  });

  test('a favourites list without a session starts empty and calls nothing', () => {
    const step = start(initialListState(EMPTY_FILTER, 'FAV', SIZES), false);
    expect(step.effects).toEqual([]);
    expect(step.state).toMatchObject({ skeleton: false, loading: false, noData: true });
  });

  test('clearing a search resets the list and removes the no-data flag without loading', () => {
    const s0 = initialListState({ ...EMPTY_FILTER, gameName: 'zzz' }, 'SEARCH', SIZES);
    const empty = loaded(start(s0, true), { games: [], pageNum: 1, totalPages: 0, totalCount: 0 }).state;
    const cleared = reduce(empty, { type: 'clear' });
    expect(cleared.effects).toEqual([]);
    expect(cleared.state).toMatchObject({ noData: false, games: [], skeleton: false, loading: false });
    expect(cleared.state.filter.gameName).toBe('');
  });

  test('Retry after "Loading failed" asks again for the page that failed (game spec section 8), whatever it was', () => {
    const fail = (step: Step) => {
      const fetch = step.effects.find((e) => e.type === 'fetch');
      if (fetch?.type !== 'fetch') throw new Error('no fetch to fail');
      return reduce(step.state, { type: 'failed', request: fetch.request, code: 'network.failed' }).state;
    };
    const pageAsked = (step: Step) => step.effects.flatMap((e) => (e.type === 'fetch' ? [e.query.page] : []));
    // The revalidation of a first page on screen (a prebuilt page's, one page in all) failed: Retry asks for page 1
    // again and the games stay until it answers. Load more could not: there is no next page.
    const single = loaded(start(initialListState(EMPTY_FILTER, 'ALL', SIZES), true), page(1, 1, range(1, 5))).state;
    const revalidationFailed = fail(revalidate(single));
    expect(revalidationFailed).toMatchObject({ error: 'network.failed', games: single.games });
    const retried = reduce(revalidationFailed, { type: 'retry', loggedIn: true });
    expect(pageAsked(retried)).toEqual([1]);
    expect(retried.state).toMatchObject({ error: undefined, loading: true, skeleton: false });
    expect(retried.state.games).toHaveLength(5);
    expect(loaded(retried, page(1, 1, range(1, 6))).state).toMatchObject({ error: undefined, currentPage: 1 });
    // A failed first load: page 1 with the skeleton.
    const firstFailed = fail(start(initialListState(EMPTY_FILTER, 'ALL', SIZES), true));
    const again = reduce(firstFailed, { type: 'retry', loggedIn: true });
    expect(pageAsked(again)).toEqual([1]);
    expect(again.state.skeleton).toBe(true);
    // A failed load-more: the next page again.
    const moreFailed = fail(reduce(firstLoaded(), { type: 'loadMore' }));
    expect(pageAsked(reduce(moreFailed, { type: 'retry', loggedIn: true }))).toEqual([2]);
    // Nothing failed, or a request is already on its way: nothing to do.
    expect(reduce(firstLoaded(), { type: 'retry', loggedIn: true }).effects).toEqual([]);
  });

  test('a failed load keeps the games and records the code; a game removed from a list leaves at once', () => {
    const s = firstLoaded();
    const step = reduce(s, { type: 'loadMore' });
    const fetch = step.effects[0]!;
    const failed = reduce(step.state, { type: 'failed', request: fetch.type === 'fetch' ? fetch.request : 0, code: 'network.offline' }).state;
    expect(failed).toMatchObject({ loading: false, error: 'network.offline', currentPage: 1 });
    expect(failed.games).toHaveLength(24);
    const without = withoutGame(failed, 3);
    expect(without.games.map((g) => g.nodeId)).not.toContain(3);
    expect(without.totalCount).toBe(59);
  });

  test('a page start from the mapping flows into the request', () => {
    const start0 = initialFilter('BINGO', GAMES_CONFIG);
    const step = start(initialListState(start0.filter, start0.dataType, SIZES), true);
    const fetch = step.effects[0]!;
    expect(fetch.type === 'fetch' && fetch.query.filter).toMatchObject({ gameType: 'RNG', gameClassify: 'BG', scope: 'BINGO' });
  });
});

describe('list page sizes (game spec section 9)', () => {
  const c = { gameListPageSize: 24, hotListPageSize: 30, favouritesPageSize: 200, hotBlockFavouritesPageSize: 72 } as Constants;

  test('all, search and recent page by the game list size, hot by the hot list size, favourites by the favourites size', () => {
    expect(listPageSizes(c)).toEqual({ ALL: 24, SEARCH: 24, HOT: 30, FAV: 200, RECENT: 24 });
  });

  test('a place with its own favourites size (the hot block) pages favourites by it', () => {
    expect(listPageSizes(c, c.hotBlockFavouritesPageSize)).toEqual({ ALL: 24, SEARCH: 24, HOT: 30, FAV: 72, RECENT: 24 });
  });
});
