// Favourite toggle rules (game spec section 4).
import { describe, expect, test } from 'vitest';
import { applyAdd, applyRemove, decideToggle, isFavourite, NO_FAVOURITES, type Favourites } from '../../src/app/features/lobby/logic/favourite-rules.ts';
import { game } from './lobby-fixtures.ts';

const loaded: Favourites = { ids: new Set([1, 2]), games: [game(1), game(2)] };

describe('favourite toggle', () => {
  test('logged out opens the login popup, whatever the tap asks', () => {
    expect(decideToggle(false, loaded, 3)).toEqual({ kind: 'login' });
    expect(decideToggle(false, loaded, 1, 'remove')).toEqual({ kind: 'login' });
  });
  test('adding is skipped when the game already is a favourite', () => {
    expect(decideToggle(true, loaded, 1, 'add')).toEqual({ kind: 'skip' });
    expect(decideToggle(true, { ids: null, games: [game(5)] }, 5, 'add')).toEqual({ kind: 'skip' });
    expect(decideToggle(true, loaded, 3, 'add')).toEqual({ kind: 'add' });
  });
  test('a tap on a favourite removes it, on another game adds it', () => {
    expect(decideToggle(true, loaded, 1)).toEqual({ kind: 'remove' });
    expect(decideToggle(true, loaded, 3)).toEqual({ kind: 'add' });
  });
  test('adding puts the game in both lists, never twice', () => {
    const once = applyAdd(loaded, game(3));
    expect([...once.ids!]).toEqual([1, 2, 3]);
    expect(once.games!.map((g) => g.nodeId)).toEqual([3, 1, 2]);
    expect(applyAdd(once, game(3))).toBe(once);
  });
  test('removing drops it from both lists at once', () => {
    const out = applyRemove(loaded, 1);
    expect(isFavourite(out, 1)).toBe(false);
    expect([...out.ids!]).toEqual([2]);
    expect(out.games!.map((g) => g.nodeId)).toEqual([2]);
  });
  test('before the lists load, an add still marks the game', () => {
    const out = applyAdd(NO_FAVOURITES, game(9));
    expect(isFavourite(out, 9)).toBe(true);
    expect(out.games).toBeNull();
  });
});
