// Prize mode, play type and what a launch does (game spec sections 4 and 9).
import { describe, expect, test } from 'vitest';
import { offersFreePlay, planLaunch, playTypeFor, prizeModeFor } from '../../src/app/features/lobby/logic/launch-rules.ts';
import { game, GAMES_CONFIG } from './lobby-fixtures.ts';

describe('prize mode', () => {
  test('electronic lottery when the mapping has an ELOTT entry for TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeFor('LOTT', [{ vendor: 'TCG_LOTTO_VN', gameType: 'ELOTT' }], 'Elott')).toBe('Elott');
    expect(prizeModeFor('TCG_LOTTO_VN', [{ vendor: 'LOTT', gameType: 'ELOTT' }], 'Lott')).toBe('Elott');
  });
  test('plain lottery otherwise', () => {
    expect(
      prizeModeFor(
        'LOTT',
        [
          { vendor: 'LOTT', gameType: 'LOTT' },
          { vendor: 'TCG_LOTTO_VN', gameType: 'LOTT' },
          { vendor: 'OTHER', gameType: 'ELOTT' },
        ],
        'Elott',
      ),
    ).toBe('Lott');
    expect(prizeModeFor('LOTT', [], 'ZY')).toBe('ZY');
  });
  test('TCG_SEA has its own prize mode; no mapping falls back to the configured default', () => {
    expect(prizeModeFor('TCG_SEA', [{ vendor: 'TCG_LOTTO_VN', gameType: 'ELOTT' }], 'Elott')).toBe('SEA');
    expect(prizeModeFor('LOTT', undefined, 'Elott')).toBe('Elott');
    expect(prizeModeFor('LOTT', undefined, 'Lott')).toBe('Lott');
  });
});

describe('play type', () => {
  test('ent when lottoMode contains Entertainment, else trad', () => {
    expect(playTypeFor('Tradition,Entertainment')).toBe('ent');
    expect(playTypeFor('Entertainment')).toBe('ent');
    expect(playTypeFor('Tradition')).toBe('trad');
    expect(playTypeFor('')).toBe('trad');
    expect(playTypeFor(undefined)).toBe('trad');
  });
});

describe('launch plan', () => {
  const opts = { loggedIn: true, freePlay: false, games: GAMES_CONFIG };
  test('no session opens login', () => {
    expect(planLaunch(game(1), { ...opts, loggedIn: false })).toEqual({ kind: 'login' });
  });
  test('free play without a session asks for a trial session first, when the game offers it', () => {
    expect(planLaunch(game(1, { supportPlay: 0 }), { ...opts, loggedIn: false, freePlay: true })).toEqual({ kind: 'trial' });
    expect(planLaunch(game(1, { supportPlay: 1 }), { ...opts, loggedIn: false, freePlay: true })).toEqual({ kind: 'login' });
  });
  test('maintenance games say so', () => {
    expect(planLaunch(game(1, { maintenance: 1 }), opts)).toEqual({ kind: 'maintenance' });
  });
  test('lottery vendors use the lottery launcher with their play type; others the v3 launcher', () => {
    expect(planLaunch(game(1, { vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'mien_bac', lottoMode: 'Tradition,Entertainment' }), opts)).toEqual({
      kind: 'lottery',
      vendor: 'TCG_LOTTO_VN',
      gameCode: 'mien_bac',
      playType: 'ent',
    });
    expect(planLaunch(game(1), opts)).toEqual({ kind: 'game', freePlay: false });
    expect(planLaunch(game(1, { supportPlay: 0 }), { ...opts, freePlay: true })).toEqual({ kind: 'game', freePlay: true });
    // A game without free trial never launches in free play.
    expect(planLaunch(game(1, { supportPlay: 1 }), { ...opts, freePlay: true })).toEqual({ kind: 'game', freePlay: false });
  });
  test('free play is offered when supportPlay is 0 (list) or freeplay is 1 (vendor)', () => {
    expect(offersFreePlay({ supportPlay: 0 })).toBe(true);
    expect(offersFreePlay({ supportPlay: 1, freeplay: 1 })).toBe(true);
    expect(offersFreePlay({ supportPlay: 1, freeplay: 0 })).toBe(false);
  });
});
