// What a game list panel's filters start from and offer (game spec sections 2,
// 4 and 5): the query parameters on top of a page's start, the vendor
// selector's vendors and visibility, the vendor search, the classify chips.
import type { BrandConfig } from '../../../../config/generated/brand.ts';
import type { Vendor } from '../../../../platform/generated/api.ts';
import { DATA_TYPES, type Category, type DataType, type PageStart } from './game-types.ts';

type Games = BrandConfig['games'];

const VENDOR_CODE = /^[A-Z0-9_]{2,20}$/;
const CLASSIFY = /^[A-Za-z0-9_]{1,20}$/;

/** A data type from the query (dataType=FAV, dataType=hot, ...), or undefined. */
export function parseDataType(raw: string | null | undefined): DataType | undefined {
  const v = raw?.trim().toUpperCase();
  if (v === 'FAVORITE' || v === 'FAVOURITE') return 'FAV';
  return (DATA_TYPES as readonly string[]).includes(v ?? '') ? (v as DataType) : undefined;
}

/**
 * The page's start with the query's vassalage, gameClassify and dataType on top
 * (game spec section 2: category pages take them from the query). Values that
 * are not well-formed are ignored, never sent.
 */
export function withQuery(start: PageStart, query: URLSearchParams): PageStart {
  const vassalage = query.get('vassalage')?.trim().toUpperCase() ?? '';
  const classify = query.get('gameClassify')?.trim() ?? '';
  const dataType = parseDataType(query.get('dataType'));
  const filter = { ...start.filter };
  if (VENDOR_CODE.test(vassalage) && (!start.vendorScope || start.vendorScope.includes(vassalage))) filter.vassalage = vassalage;
  if (CLASSIFY.test(classify)) filter.gameClassify = classify;
  return { ...start, filter, dataType: dataType ?? start.dataType };
}

/** The vendor selector is hidden for these page types (game spec section 2; `games.noVendorSelectTypes`). */
export function showsVendorSelect(pageType: string, games: Games): boolean {
  return !games.noVendorSelectTypes.includes(pageType);
}

/** Vendors a page's selector offers: the page category's vendors, limited to its scope. */
export function vendorsFor(categories: readonly Category[], pageType: string, start: PageStart): Vendor[] {
  const type = ['BINGO', 'JACKPOT', 'INHOUSE'].includes(pageType) ? 'RNG' : pageType;
  const all =
    type === 'ALL' || type === '' || type === 'HOT' || type === 'FAV' || type === 'NEW' || type === 'JL' || type === 'RTG'
      ? dedupeVendors(categories.flatMap((c) => c.vendors))
      : (categories.find((c) => c.key === type)?.vendors ?? []);
  return start.vendorScope ? all.filter((v) => start.vendorScope!.includes(v.vassalage)) : all;
}

function dedupeVendors(list: Vendor[]): Vendor[] {
  const seen = new Set<string>();
  return list.filter((v) => !seen.has(v.vassalage) && seen.add(v.vassalage));
}

/** Case-insensitive vendor search on the display name (game spec section 5). */
export function searchVendors<T extends { displayName: string }>(list: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  return needle ? list.filter((v) => v.displayName.toLocaleLowerCase().includes(needle)) : [...list];
}

/**
 * Classifications the filter drawer offers per game type: the values the
 * platform contract documents for GameItem.gameClassify (the documents show no
 * call that lists them).
 */
export const CLASSIFIES: Record<string, readonly string[]> = {
  RNG: ['SLOT', 'FeatureBuy', 'JP', 'BG'],
  FISH: ['FISH'],
  PVP: ['CARD'],
  LIVE: ['BACCARAT', 'ROULETTE', 'SICBO', 'DRAGONTIGER', 'BLACKJACK'],
  SPORTS: ['SPORTBOOK', 'ESPORTS', 'COCKFIGHT'],
  LOTT: ['LOTTERY'],
  ELOTT: ['LOTTERY', 'NUMERO', 'VN'],
  ALL: ['SLOT', 'FeatureBuy', 'JP', 'BG', 'FISH', 'CARD', 'BACCARAT', 'ROULETTE', 'SICBO', 'DRAGONTIGER', 'BLACKJACK', 'SPORTBOOK', 'LOTTERY', 'NUMERO'],
};

export function classifiesFor(pageType: string): readonly string[] {
  if (['BINGO', 'JACKPOT', 'INHOUSE', 'NEW', 'JL', 'RTG'].includes(pageType)) return [];
  if (pageType === 'ESPORTS' || pageType === 'COCKFIGHT') return [];
  return CLASSIFIES[pageType] ?? CLASSIFIES.ALL!;
}
