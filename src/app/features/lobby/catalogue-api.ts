// Vendor types and the lottery mapping (game spec section 7) change rarely: one
// call per visit, shared by every component that needs them.
import type { BrandConfig } from '../../../config/generated/brand.ts';
import { platform } from '../../state/platform.ts';
import { splitSports, type Category } from './logic/game-types.ts';
import type { LotteryMapping } from './logic/launch-rules.ts';

let categories: Promise<Category[]> | undefined;

/** Categories in the platform's order with their vendors, after the sports split. */
export function loadCategories(games: BrandConfig['games']): Promise<Category[]> {
  categories ??= platform()
    .gameVendorTypes({ typeId: 1 })
    .then((v) => {
      const byKey = new Map(v.groups.map((g) => [g.key, g]));
      // `sorting` is the category order; groups missing from it keep their own order after it.
      const ordered = [...v.sorting.map((s) => byKey.get(s.gameCategory)).filter((g) => g !== undefined), ...v.groups.filter((g) => !v.sorting.some((s) => s.gameCategory === g.key))];
      return splitSports(ordered, games);
    })
    .catch((e: unknown) => {
      categories = undefined;
      throw e;
    });
  return categories;
}

let lotteryMapping: Promise<LotteryMapping[] | undefined> | undefined;

/** The lottery vendors' game types (lottery menu), for the prize mode; undefined when unavailable. */
export function loadLotteryMapping(): Promise<LotteryMapping[] | undefined> {
  lotteryMapping ??= platform()
    .lotteryMenu()
    .then((list) => list.map((m) => ({ vendor: m.vendor, gameType: m.gameType })))
    .catch(() => {
      lotteryMapping = undefined;
      return undefined;
    });
  return lotteryMapping;
}

