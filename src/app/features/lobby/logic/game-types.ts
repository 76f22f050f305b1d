// Game types, categories and the list filter a page starts from (game spec
// sections 2 to 4). Pure functions: the pages, the game centre and the unit
// tests share them, so the rules live in one place.
import type { BrandConfig } from '../../../../config/generated/brand.ts';
import type { GameTypeFilter, Vendor } from '../../../../platform/generated/api.ts';
import type { ValueOf } from '../../../../platform/calls.ts';

type Games = BrandConfig['games'];

/** The list's data source (game spec section 3, select types; section 4 dataType). */
export type DataType = 'ALL' | 'HOT' | 'FAV' | 'RECENT' | 'SEARCH';
export const DATA_TYPES: readonly DataType[] = ['ALL', 'HOT', 'FAV', 'RECENT', 'SEARCH'];

/** The filter fields of game spec section 4 (gameType, vassalage, gameClassify, minBet, minLine, gameName). */
export interface ListFilter {
  /** Game type sent to the game list call; '' for no type filter. */
  gameType: GameTypeFilter;
  /** The page's own type (BINGO, JL, ESPORTS, ...) for the hot, favourite and recent calls, which map it themselves. */
  scope: GameTypeFilter;
  vassalage: string;
  gameClassify: string;
  /** '1' = new games only (the NEW page). */
  isNew: '' | '1';
  minBet?: number;
  minLine?: number;
  gameName: string;
  /**
   * Sent as gameClassify while the player has chosen neither a classification
   * nor a vendor. The SPORTS page sets SPORTBOOK after the sports split (game
   * spec section 4), so its "All" list holds what its vendor bar offers and not
   * the e-sport and cockfight games, which the platform classifies ESPORTS and
   * COCKFIGHT (the game list call has no vendor exclusion).
   */
  baseClassify?: string;
}

/** The gameClassify a list call sends for `filter`: the player's choice, else the page's base (see ListFilter.baseClassify). */
export function sentClassify(filter: Pick<ListFilter, 'gameClassify' | 'vassalage' | 'baseClassify'>): string {
  return filter.gameClassify || (filter.vassalage ? '' : (filter.baseClassify ?? ''));
}

export const EMPTY_FILTER: ListFilter = { gameType: '', scope: '', vassalage: '', gameClassify: '', isNew: '', gameName: '' };

/** What a page starts with: its filter, its data type and which vendors its vendor selector offers. */
export interface PageStart {
  filter: ListFilter;
  dataType: DataType;
  /** Vendor codes the selector is limited to (in-house, e-sport, cockfight pages); undefined = the type's vendors. */
  vendorScope?: readonly string[];
}

const PLATFORM_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export type PlatformGameType = (typeof PLATFORM_TYPES)[number];

export function isPlatformType(t: string): t is PlatformGameType {
  return (PLATFORM_TYPES as readonly string[]).includes(t);
}

/**
 * The initial mapping by game type (game spec section 4): BINGO is RNG with
 * classify BG; INHOUSE is RNG from the in-house vendors; JACKPOT is RNG with
 * classify JP; ESPORTS and COCKFIGHT are SPORTS with their first vendor; NEW is
 * classify `new`; ALL and HOT have no type filter. JL and RTG are vendor pages
 * (that vendor's games of every type). `firstVendorOf` names the first vendor the
 * platform lists for a split category, when known.
 */
export function initialFilter(pageType: string, games: Games, firstVendorOf?: (category: 'ESPORTS' | 'COCKFIGHT') => string | undefined): PageStart {
  const base = { ...EMPTY_FILTER };
  switch (pageType) {
    case 'BINGO':
      return { filter: { ...base, gameType: 'RNG', scope: 'BINGO', gameClassify: 'BG' }, dataType: 'ALL' };
    case 'JACKPOT':
      return { filter: { ...base, gameType: 'RNG', scope: 'JACKPOT', gameClassify: 'JP' }, dataType: 'ALL' };
    case 'INHOUSE':
      return {
        filter: { ...base, gameType: 'RNG', scope: 'INHOUSE', vassalage: games.inHouseVendors[0] ?? '' },
        dataType: 'ALL',
        vendorScope: games.inHouseVendors,
      };
    case 'ESPORTS':
    case 'COCKFIGHT': {
      const list = pageType === 'ESPORTS' ? games.esportVendors : games.cockfightVendors;
      const first = firstVendorOf?.(pageType) ?? list[0] ?? '';
      return { filter: { ...base, gameType: 'SPORTS', scope: pageType, vassalage: first }, dataType: 'ALL', vendorScope: list };
    }
    case 'NEW':
      return { filter: { ...base, scope: 'NEW', gameClassify: 'new', isNew: '1' }, dataType: 'ALL' };
    case 'JL':
    case 'RTG':
      return { filter: { ...base, scope: pageType, vassalage: pageType }, dataType: 'ALL', vendorScope: [pageType] };
    case 'SPORTS': {
      const split = games.esportVendors.length > 0 || games.cockfightVendors.length > 0;
      return { filter: { ...base, gameType: 'SPORTS', scope: 'SPORTS', ...(split ? { baseClassify: 'SPORTBOOK' } : {}) }, dataType: 'ALL' };
    }
    case 'HOT':
      return { filter: base, dataType: 'HOT' };
    case 'FAV':
      return { filter: base, dataType: 'FAV' };
    case 'ALL':
    case '':
      return { filter: base, dataType: 'ALL' };
    default:
      return isPlatformType(pageType) ? { filter: { ...base, gameType: pageType, scope: pageType }, dataType: 'ALL' } : { filter: base, dataType: 'ALL' };
  }
}

export interface Category {
  /** A platform game type, or ESPORTS / COCKFIGHT after the sports split. */
  key: string;
  vendors: Vendor[];
}

/**
 * The sports split (game spec section 4): e-sport and cockfight vendors move out
 * of SPORTS into their own categories placed right after it (e-sports first);
 * SPORTS is dropped when nothing is left in it. Empty split categories are not added.
 */
export function splitSports(groups: readonly { key: string; vendors: Vendor[] }[], games: Pick<Games, 'esportVendors' | 'cockfightVendors'>): Category[] {
  const out: Category[] = [];
  for (const g of groups) {
    if (g.key !== 'SPORTS') {
      out.push({ key: g.key, vendors: g.vendors });
      continue;
    }
    const esports = g.vendors.filter((v) => games.esportVendors.includes(v.vassalage));
    const cockfight = g.vendors.filter((v) => games.cockfightVendors.includes(v.vassalage));
    const rest = g.vendors.filter((v) => !esports.includes(v) && !cockfight.includes(v));
    if (rest.length) out.push({ key: 'SPORTS', vendors: rest });
    if (esports.length) out.push({ key: 'ESPORTS', vendors: esports });
    if (cockfight.length) out.push({ key: 'COCKFIGHT', vendors: cockfight });
  }
  return out;
}

/** The categories of a vendor-types answer: `sorting` is their order; groups missing from it keep their own order after it. */
export function categoriesOf(v: ValueOf<'gameVendorTypes'>, games: Pick<Games, 'esportVendors' | 'cockfightVendors'>): Category[] {
  const byKey = new Map(v.groups.map((g) => [g.key, g]));
  const ordered = [
    ...v.sorting.map((s) => byKey.get(s.gameCategory)).filter((g) => g !== undefined),
    ...v.groups.filter((g) => !v.sorting.some((s) => s.gameCategory === g.key)),
  ];
  return splitSports(ordered, games);
}

/** The lottery launcher serves these vendors (game spec section 9; `games.lotteryVendors`). */
export function isLotteryVendor(vendor: string, games: Pick<Games, 'lotteryVendors'>): boolean {
  return games.lotteryVendors.includes(vendor);
}

/** Names an operator may use in `only` for a platform type. */
const ALIASES: Record<string, string> = {
  SLOT: 'RNG',
  SLOTS: 'RNG',
  CASINO: 'LIVE',
  CARDS: 'PVP',
  CARD: 'PVP',
  SPORT: 'SPORTS',
  LOTTERY: 'LOTT',
  ELOTTERY: 'ELOTT',
  ESPORT: 'ESPORTS',
};

/** The home categories section's `only` option: platform types or the common names of ALIASES. */
export function onlyCategories(categories: readonly Category[], only: readonly string[] | undefined): Category[] {
  if (!only?.length) return [...categories];
  const wanted = new Set(only.map((o) => ALIASES[o.toUpperCase()] ?? o.toUpperCase()));
  return categories.filter((c) => wanted.has(c.key));
}
