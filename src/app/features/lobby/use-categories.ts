// Categories in the platform's order with their vendors (game vendor types, one
// call per visit), after the sports split.
import { useBrand } from '../../state/brand.ts';
import { useRemote, type Remote } from '../../state/remote.ts';
import { loadCategories } from './catalogue-api.ts';
import type { Category } from './logic/game-types.ts';

export function useCategories(enabled = true): Remote<Category[]> {
  const brand = useBrand();
  return useRemote(() => loadCategories(brand.games), [], { enabled });
}
