// Game types (game spec sections 2 to 4): the initial mapping by game type, the
// query on top of it, the sports split, vendor selection, and small rules.
import { describe, expect, test } from 'vitest';
import { classifiesFor, parseDataType, searchVendors, showsVendorSelect, vendorsFor, withQuery } from '../../src/app/features/lobby/logic/filters.ts';
import { initialFilter, onlyCategories, splitSports } from '../../src/app/features/lobby/logic/game-types.ts';
import { lobbyPageCall, panelPageCall } from '../../src/app/features/lobby/list-requests.ts';
import { initialListState } from '../../src/app/features/lobby/logic/list-machine.ts';
import { canFavourite, isLargeTile, largeTiles } from '../../src/app/features/lobby/logic/tiles.ts';
import { GAMES_CONFIG, vendor } from './lobby-fixtures.ts';

describe('initial mapping by game type (section 4)', () => {
  test('BINGO becomes RNG with classify BG', () => {
    expect(initialFilter('BINGO', GAMES_CONFIG).filter).toMatchObject({ gameType: 'RNG', gameClassify: 'BG', vassalage: '' });
  });
  test('INHOUSE becomes RNG with the in-house vendors', () => {
    const s = initialFilter('INHOUSE', GAMES_CONFIG);
    expect(s.filter).toMatchObject({ gameType: 'RNG', vassalage: 'INHOUSE', gameClassify: '' });
    expect(s.vendorScope).toEqual(['INHOUSE']);
  });
  test('JACKPOT becomes RNG with classify JP', () => {
    expect(initialFilter('JACKPOT', GAMES_CONFIG).filter).toMatchObject({ gameType: 'RNG', gameClassify: 'JP' });
  });
  test("ESPORTS and COCKFIGHT become SPORTS with the first vendor (the platform's first when known)", () => {
    expect(initialFilter('ESPORTS', GAMES_CONFIG).filter).toMatchObject({ gameType: 'SPORTS', vassalage: 'AV', scope: 'ESPORTS' });
    expect(initialFilter('COCKFIGHT', GAMES_CONFIG).filter).toMatchObject({ gameType: 'SPORTS', vassalage: 'SV3', scope: 'COCKFIGHT' });
    expect(initialFilter('ESPORTS', GAMES_CONFIG, (k) => (k === 'ESPORTS' ? 'IMES' : undefined)).filter.vassalage).toBe('IMES');
    expect(initialFilter('COCKFIGHT', GAMES_CONFIG).vendorScope).toEqual(GAMES_CONFIG.cockfightVendors);
  });
  test('NEW becomes classify new', () => {
    expect(initialFilter('NEW', GAMES_CONFIG).filter).toMatchObject({ gameType: '', gameClassify: 'new', isNew: '1' });
  });
  test('ALL and HOT have no type filter; HOT lists the hot games, FAV the favourites', () => {
    expect(initialFilter('ALL', GAMES_CONFIG)).toMatchObject({ filter: { gameType: '', vassalage: '', gameClassify: '' }, dataType: 'ALL' });
    expect(initialFilter('HOT', GAMES_CONFIG)).toMatchObject({ filter: { gameType: '', vassalage: '', gameClassify: '' }, dataType: 'HOT' });
    expect(initialFilter('FAV', GAMES_CONFIG).dataType).toBe('FAV');
  });
  test('platform types pass through; JL and RTG are vendor pages', () => {
    expect(initialFilter('LIVE', GAMES_CONFIG).filter).toMatchObject({ gameType: 'LIVE', scope: 'LIVE' });
    expect(initialFilter('JL', GAMES_CONFIG).filter).toMatchObject({ gameType: '', vassalage: 'JL' });
    expect(initialFilter('RTG', GAMES_CONFIG).filter).toMatchObject({ gameType: '', vassalage: 'RTG' });
  });
  test('the brand config decides the vendor lists', () => {
    expect(initialFilter('ESPORTS', { ...GAMES_CONFIG, esportVendors: ['XE'] }).filter.vassalage).toBe('XE');
    expect(initialFilter('INHOUSE', { ...GAMES_CONFIG, inHouseVendors: ['HOUSE1', 'HOUSE2'] }).filter.vassalage).toBe('HOUSE1');
  });
});

describe('query parameters (section 2: vassalage, gameClassify, dataType)', () => {
  test('override the start when well-formed', () => {
    const s = withQuery(initialFilter('RNG', GAMES_CONFIG), new URLSearchParams('vassalage=pg&gameClassify=FeatureBuy&dataType=hot'));
    expect(s.filter).toMatchObject({ gameType: 'RNG', vassalage: 'PG', gameClassify: 'FeatureBuy' });
    expect(s.dataType).toBe('HOT');
  });
  test('malformed values are ignored, and a vendor outside a scoped page is refused', () => {
    const s = withQuery(initialFilter('RNG', GAMES_CONFIG), new URLSearchParams('vassalage=<x>&gameClassify=a b&dataType=nope'));
    expect(s.filter).toMatchObject({ vassalage: '', gameClassify: '' });
    expect(s.dataType).toBe('ALL');
    expect(withQuery(initialFilter('ESPORTS', GAMES_CONFIG), new URLSearchParams('vassalage=PG')).filter.vassalage).toBe('AV');
    expect(withQuery(initialFilter('ESPORTS', GAMES_CONFIG), new URLSearchParams('vassalage=TF')).filter.vassalage).toBe('TF');
  });
  test('dataType spellings', () => {
    expect(parseDataType('FAV')).toBe('FAV');
    expect(parseDataType('favorite')).toBe('FAV');
    expect(parseDataType('recent')).toBe('RECENT');
    expect(parseDataType('')).toBeUndefined();
  });
});

describe('sports split (section 4)', () => {
  const groups = [
    { key: 'RNG', vendors: [vendor('PG', 'RNG')] },
    { key: 'SPORTS', vendors: [vendor('SBO'), vendor('AV'), vendor('SV3'), vendor('IMES'), vendor('DS88')] },
    { key: 'FISH', vendors: [vendor('JL', 'FISH')] },
  ];
  test('e-sports and cockfight vendors move into their own categories right after SPORTS', () => {
    const out = splitSports(groups, GAMES_CONFIG);
    expect(out.map((c) => c.key)).toEqual(['RNG', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH']);
    expect(out[1]!.vendors.map((v) => v.vassalage)).toEqual(['SBO']);
    expect(out[2]!.vendors.map((v) => v.vassalage)).toEqual(['AV', 'IMES']);
    expect(out[3]!.vendors.map((v) => v.vassalage)).toEqual(['SV3', 'DS88']);
  });
  test('SPORTS is dropped when empty; empty split categories are not added', () => {
    const out = splitSports(
      [
        { key: 'SPORTS', vendors: [vendor('AV'), vendor('TF')] },
        { key: 'LIVE', vendors: [] },
      ],
      GAMES_CONFIG,
    );
    expect(out.map((c) => c.key)).toEqual(['ESPORTS', 'LIVE']);
    expect(splitSports([{ key: 'SPORTS', vendors: [vendor('SBO')] }], GAMES_CONFIG).map((c) => c.key)).toEqual(['SPORTS']);
  });
  test("the page vendor selector offers its category's vendors within the page scope", () => {
    const cats = splitSports(groups, GAMES_CONFIG);
    expect(vendorsFor(cats, 'ESPORTS', initialFilter('ESPORTS', GAMES_CONFIG)).map((v) => v.vassalage)).toEqual(['AV', 'IMES']);
    expect(vendorsFor(cats, 'RNG', initialFilter('RNG', GAMES_CONFIG)).map((v) => v.vassalage)).toEqual(['PG']);
    expect(vendorsFor(cats, 'ALL', initialFilter('ALL', GAMES_CONFIG))).toHaveLength(7);
  });
  test('game spec section 4, sports split: the SPORTS page\'s "All" asks for the sportsbook only, as its vendor bar offers', () => {
    const start = initialFilter('SPORTS', GAMES_CONFIG);
    const query = (filter = start.filter) => ({ filter, dataType: 'ALL' as const, page: 1, pageSize: 24 });
    const all = panelPageCall(query());
    expect(all.request).toMatchObject({ gameType: 'SPORTS', vassalage: '', gameClassify: 'SPORTBOOK' });
    // The game centre's SPORTS tab takes the same list call (the lobby variant cannot say it).
    expect(lobbyPageCall(query()).call).toBe('gameList');
    // A vendor or a classification the player picks is asked as picked.
    expect(panelPageCall(query({ ...start.filter, vassalage: 'SBO' })).request).toMatchObject({ vassalage: 'SBO', gameClassify: '' });
    expect(panelPageCall(query({ ...start.filter, gameClassify: 'ESPORTS' })).request).toMatchObject({ gameClassify: 'ESPORTS' });
    // With no e-sport or cockfight vendors there is nothing to split off.
    const none = initialFilter('SPORTS', { ...GAMES_CONFIG, esportVendors: [], cockfightVendors: [] });
    expect(panelPageCall(query(none.filter)).request).toMatchObject({ gameClassify: '' });
    expect(initialListState(start.filter, 'ALL', { ALL: 24, SEARCH: 24, HOT: 24, FAV: 24, RECENT: 24 }).filter.baseClassify).toBe('SPORTBOOK');
  });
  test('home `only` accepts platform types and common names', () => {
    const cats = splitSports(groups, GAMES_CONFIG);
    expect(onlyCategories(cats, ['SLOTS', 'esports']).map((c) => c.key)).toEqual(['RNG', 'ESPORTS']);
    expect(onlyCategories(cats, undefined)).toHaveLength(5);
  });
});

describe('small rules', () => {
  test('the vendor selector hides for BINGO, JL, INHOUSE, RTG, JACKPOT and NEW', () => {
    for (const t of ['BINGO', 'JL', 'INHOUSE', 'RTG', 'JACKPOT', 'NEW']) expect(showsVendorSelect(t, GAMES_CONFIG)).toBe(false);
    for (const t of ['RNG', 'LIVE', 'ESPORTS', 'ALL', 'HOT']) expect(showsVendorSelect(t, GAMES_CONFIG)).toBe(true);
  });
  test('vendor search is case-insensitive on the display name', () => {
    const list = [vendor('PG', 'RNG', 'PG Soft'), vendor('PP', 'RNG', 'Pragmatic Play'), vendor('JL', 'RNG', 'JILI')];
    expect(searchVendors(list, 'pLaY').map((v) => v.vassalage)).toEqual(['PP']);
    expect(searchVendors(list, ' jili ').map((v) => v.vassalage)).toEqual(['JL']);
    expect(searchVendors(list, '')).toHaveLength(3);
  });
  test('lottery games have no favourite icon', () => {
    expect(canFavourite('LOTT')).toBe(false);
    expect(canFavourite('ELOTT')).toBe(false);
    expect(canFavourite('RNG')).toBe(true);
  });
  test('every seventh home tile is large', () => {
    expect([0, 1, 6, 7, 13, 14].map((i) => isLargeTile(i, 7))).toEqual([true, false, false, true, false, true]);
  });
  test('classify chips per type; none on pages that fix the classify', () => {
    expect(classifiesFor('RNG')).toContain('FeatureBuy');
    expect(classifiesFor('BINGO')).toEqual([]);
  });
});

describe('home tile pattern', () => {
  test('every seventh tile is large when the list fills the grid without holes', () => {
    expect([...largeTiles(21, 7)]).toEqual([0, 7, 14]);
    expect([...largeTiles(30, 7)]).toEqual([0, 7, 14, 21, 28]);
  });
  test('a large tile at the end of what is loaded stays small instead of leaving a hole', () => {
    expect([...largeTiles(16, 7)]).toEqual([0, 7]);
    expect([...largeTiles(1, 7)]).toEqual([]);
    expect([...largeTiles(3, 7)]).toEqual([0]);
  });
});
