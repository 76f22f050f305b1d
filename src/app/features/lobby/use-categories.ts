// Categories in the platform's order with their vendors (game vendor types, from
// the app's one data cache), after the sports split.
import { categoriesRequest } from '../../../platform/public-requests.ts';
import type { ValueOf } from '../../../platform/calls.ts';
import type { BrandConfig } from '../../../config/generated/brand.ts';
import { useBrand } from '../../state/brand.ts';
import { usePlatformData } from '../../state/platform-data.ts';
import type { Remote } from '../../state/remote.ts';
import { splitSports, type Category } from './logic/game-types.ts';

/** `sorting` is the category order; groups missing from it keep their own order after it. */
export function categoriesOf(v: ValueOf<'gameVendorTypes'>, games: BrandConfig['games']): Category[] {
  const byKey = new Map(v.groups.map((g) => [g.key, g]));
  const ordered = [
    ...v.sorting.map((s) => byKey.get(s.gameCategory)).filter((g) => g !== undefined),
    ...v.groups.filter((g) => !v.sorting.some((s) => s.gameCategory === g.key)),
  ];
  return splitSports(ordered, games);
}

export function useCategories(enabled = true): Remote<Category[]> {
  const { games } = useBrand();
  return usePlatformData('gameVendorTypes', categoriesRequest.request, { select: (v) => categoriesOf(v, games), enabled });
}
