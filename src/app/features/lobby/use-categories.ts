// Categories in the platform's order with their vendors (game vendor types, from
// the app's one data cache), after the sports split.
import { categoriesRequest } from '../../../platform/public-requests.ts';
import { useBrand } from '../../state/brand.ts';
import { usePlatformData } from '../../state/platform-data.ts';
import type { Remote } from '../../state/remote.ts';
import { categoriesOf, type Category } from './logic/game-types.ts';

export function useCategories(enabled = true): Remote<Category[]> {
  const { games } = useBrand();
  return usePlatformData('gameVendorTypes', categoriesRequest.request, { select: (v) => categoriesOf(v, games), enabled });
}
