// Favourite toggle rules (game spec section 4): logged out opens the login
// popup; adding is skipped when the game already is a favourite; removing drops
// it from both lists (the id set and the favourite games list) at once.
import type { GameItem } from '../../../../platform/generated/api.ts';

export interface Favourites {
  /** nodeId of every favourite; null until loaded for this session. */
  ids: ReadonlySet<number> | null;
  /** The favourite games list (favourites fetch), newest first; null until loaded. */
  games: readonly GameItem[] | null;
}

export const NO_FAVOURITES: Favourites = { ids: null, games: null };

export type ToggleDecision = { kind: 'login' } | { kind: 'skip' } | { kind: 'add' } | { kind: 'remove' };

export function isFavourite(favs: Favourites, nodeId: number): boolean {
  return Boolean(favs.ids?.has(nodeId) || favs.games?.some((g) => g.nodeId === nodeId));
}

/** What a tap on the star does. `want` is the action the tap asks for (the star's current state decides it). */
export function decideToggle(
  loggedIn: boolean,
  favs: Favourites,
  nodeId: number,
  want: 'add' | 'remove' = isFavourite(favs, nodeId) ? 'remove' : 'add',
): ToggleDecision {
  if (!loggedIn) return { kind: 'login' };
  const already = isFavourite(favs, nodeId);
  if (want === 'add') return already ? { kind: 'skip' } : { kind: 'add' };
  return { kind: 'remove' };
}

export function applyAdd(favs: Favourites, game: GameItem): Favourites {
  if (isFavourite(favs, game.nodeId)) return favs;
  const ids = new Set(favs.ids ?? []);
  ids.add(game.nodeId);
  return { ids, games: favs.games ? [game, ...favs.games] : favs.games };
}

export function applyRemove(favs: Favourites, nodeId: number): Favourites {
  const ids = new Set(favs.ids ?? []);
  ids.delete(nodeId);
  return { ids: favs.ids ? ids : favs.ids, games: favs.games ? favs.games.filter((g) => g.nodeId !== nodeId) : favs.games };
}
