// The category page of a game type (game spec section 2 routes; src/app/routes.ts).
import { GAME_LIST_PAGES } from '../../routes.ts';

export function categoryPath(key: string): string {
  if (key === 'HOME') return '/m/gameCenter';
  return GAME_LIST_PAGES.find((p) => p.category === key)?.path ?? '/m/gameCenter';
}

/** A category page filtered by a vendor (the vendor lists' links). */
export function vendorPath(category: string, vassalage: string): string {
  return `${categoryPath(category)}?vassalage=${encodeURIComponent(vassalage)}`;
}
