// Lobby state shared by its pages and sections. Kept tiny: entries.ts imports it
// eagerly (the game popup overlay's condition), so it must not pull in components.
import type { GameItem } from '../../../platform/generated/api.ts';
import { atom } from '../../state/jotai.ts';
import { NO_FAVOURITES, type Favourites } from './logic/favourite-rules.ts';

/** The game whose card popup is open (game spec section 2, Game card and popup). */
export const gamePopupAtom = atom<GameItem | null>(null);
export const gamePopupOpenAtom = atom((get) => get(gamePopupAtom) !== null);

/** The session's favourites, and the token they belong to (a new session starts empty). */
export const favouritesAtom = atom<Favourites & { token?: string }>(NO_FAVOURITES);
