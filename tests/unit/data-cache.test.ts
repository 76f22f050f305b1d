// The data cache's bound and its refresh of what is on screen
// (src/app/state/data-cache.ts, src/README.md "The data layer"): keys made as
// the app makes them (language | token | call:request), a long search session
// driven through it as the search page drives it.
import { describe, expect, it } from 'vitest';
import { DataCache, MAX_CACHED_ANSWERS } from '../../src/app/state/data-cache.ts';
import { dataKey } from '../../src/platform/snapshot.ts';

const searchKey = (gameName: string, pageNo: number) => `en||${dataKey('gameList', { platform: 'html5', gameName, gameType: 'SLOT', pageNo, pageSize: 20 })}`;
const homeKeys = [
  `en||${dataKey('announcements', { types: 'B,PR', platform: 'M' })}`,
  `en||${dataKey('hotGames', { clientType: 2 })}`,
  `en||${dataKey('winnerBoard', {})}`,
];

describe('DataCache', () => {
  it('keeps a long search session within its bound, dropping the least recently used answers, never one on screen', () => {
    const cache = new DataCache();
    // The home sections stay on screen under the search (each shows its answer).
    const hides = homeKeys.map((key) => {
      cache.set(key, { value: { key }, at: 0 });
      return cache.show(key, () => undefined);
    });
    let largest = 0;
    let hideResults: (() => void) | undefined;
    // 600 searches as typed, each with a first page and two pages loaded more: 1,800 answers, 9 x the bound.
    for (let n = 0; n < 600; n++) {
      const term = `game ${n}`;
      hideResults?.();
      for (let page = 1; page <= 3; page++) cache.set(searchKey(term, page), { value: { term, page }, at: Date.now() });
      hideResults = cache.show(searchKey(term, 1), () => undefined);
      largest = Math.max(largest, cache.size);
    }
    expect(largest).toBe(MAX_CACHED_ANSWERS);
    expect(cache.size).toBe(MAX_CACHED_ANSWERS);
    // What is on screen stayed, though the home answers were the oldest of all.
    for (const key of homeKeys) expect(cache.get(key)?.value).toEqual({ key });
    expect(cache.get(searchKey('game 599', 1))?.value).toEqual({ term: 'game 599', page: 1 });
    // The most recent searches are kept, the first ones went first.
    expect(cache.get(searchKey('game 599', 3))).toBeDefined();
    expect(cache.get(searchKey('game 0', 1))).toBeUndefined();
    expect(cache.get(searchKey('game 500', 1))).toBeUndefined();
    const oldestKept = Math.min(
      ...cache
        .keys()
        .filter((k) => k.includes('gameName'))
        .map((k) => Number(/game (\d+)/.exec(k)![1])),
    );
    expect(oldestKept).toBe(600 - Math.ceil((MAX_CACHED_ANSWERS - homeKeys.length) / 3));
    for (const hide of hides) hide();
  });

  it('a read marks an answer as used: it outlives answers written after it', () => {
    const cache = new DataCache(3);
    cache.set('a', { value: 1, at: 1 });
    cache.set('b', { value: 2, at: 1 });
    cache.set('c', { value: 3, at: 1 });
    cache.get('a');
    cache.set('d', { value: 4, at: 1 });
    expect(cache.keys()).toEqual(['c', 'a', 'd']);
  });

  it('answers on screen may take it past its bound; it comes back within once they leave the screen', () => {
    const cache = new DataCache(2);
    // As in a view: shown from its first render, the answer arriving after.
    const hides = ['a', 'b', 'c'].map((key) => {
      const hide = cache.show(key, () => undefined);
      cache.set(key, { value: key, at: 1 });
      return hide;
    });
    expect(cache.size).toBe(3);
    for (const hide of hides) hide();
    expect(cache.keys()).toEqual(['b', 'c']);
  });

  it('invalidating a call returns the keys on screen to ask again, drops the rest, and hands the new answer to every view', () => {
    const cache = new DataCache();
    const list = `en|token|${dataKey('announcements', { types: 'PR', platform: 'M' })}`;
    const other = `en|token|${dataKey('announcements', { types: 'N', platform: 'M' })}`;
    const wallet = `en|token|${dataKey('walletBalance', {})}`;
    for (const key of [list, other, wallet]) cache.set(key, { value: 'old', at: Date.now() });
    const heard: unknown[] = [];
    const hideA = cache.show(list, (v) => heard.push(['a', v]));
    const hideB = cache.show(list, (v) => heard.push(['b', v]));
    cache.pending.set(list, Promise.resolve('asked before the change'));

    expect(cache.invalidate((k) => k.includes('|announcements:'))).toEqual([list]);
    // Off screen: gone. On screen: still shown until the new answer comes. Another call: untouched.
    expect(cache.get(other)).toBeUndefined();
    expect(cache.get(list)?.value).toBe('old');
    expect(cache.get(wallet)?.value).toBe('old');
    expect(cache.pending.has(list)).toBe(false);

    cache.refreshed(list, 'new');
    expect(cache.get(list)?.value).toBe('new');
    expect(heard).toEqual([
      ['a', 'new'],
      ['b', 'new'],
    ]);
    hideA();
    hideB();
    expect(cache.isShown(list)).toBe(false);
    expect(cache.invalidate((k) => k.includes('|announcements:'))).toEqual([]);
    expect(cache.get(list)).toBeUndefined();
  });
});
