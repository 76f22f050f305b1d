// Lobby state shared by its pages and sections. Kept tiny: entries.ts imports it
// eagerly (the game popup overlay's condition), so it must not pull in components.
import { atom } from '../../state/jotai.ts';
import { gamePopupAtom } from '../../state/ui.ts';
import { NO_FAVOURITES, type Favourites } from './logic/favourite-rules.ts';

export const gamePopupOpenAtom = atom((get) => get(gamePopupAtom) !== null);

/** The session's favourites, and the token they belong to (a new session starts empty). */
export const favouritesAtom = atom<Favourites & { token?: string }>(NO_FAVOURITES);
