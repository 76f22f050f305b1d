// Where a part of the page stands, so its images load in the order a player
// sees them. The page's largest paint (the first picture of the part that
// leads the page) is asked for at high priority and every other image at low:
// on a phone's slow line the lead image then has the connection to itself
// instead of sharing it with a screenful of tiles. In the prebuilt HTML the
// smaller ones wait until the lead is on screen (build/lead-first.ts); then images
// on the first screen are asked for at once (loading="eager"), the rest as
// they come near (loading="lazy"), and those are left out of the prebuilt HTML
// until the app has taken over (useImageShown). A page's top leads; home says
// it per section (shell/HomePage.tsx), from where its sections' placeholders
// put each one.
import { createContext, useContext } from 'react';
import { LEAD_IMAGE_TIMING, WAITS_FOR_LEAD } from '../lead-image.ts';
import { useHydrated } from '../state/use-hydrated.tsx';

/** CSS px a phone shows before any scrolling: a 375 x 667 phone's screen less the browser's bars. */
export const FIRST_SCREEN_PX = 600;

/** `lead`: the part holds the page's largest paint; `first`: elsewhere on the first screen; `below`: further down. */
export type ScreenPlace = 'lead' | 'first' | 'below';

const Place = createContext<ScreenPlace>('lead');

export const ScreenPlaceProvider = Place.Provider;

export function useScreenPlace(): ScreenPlace {
  return useContext(Place);
}

/**
 * An image's turn: `lead` is the page's largest paint; `beside` another of the lead's own part on the first screen,
 * as large as the lead (a list's next cards), asked for with it: asked for later, one of equal boxes would become the
 * page's largest paint as it painted (a pixel's rounding makes one of them the larger); `now` another on the first
 * screen, smaller than the lead, which waits until the lead is on screen; `near` one further down.
 */
export type ImageTurn = 'lead' | 'beside' | 'now' | 'near';

/**
 * The turn of a part's `index`-th image when its first `onScreen` images are on the first screen (if the part is);
 * `largerFirst`: the part's first picture is larger than its others (the game centre's large first tile).
 */
export function turnOf(place: ScreenPlace, index: number, onScreen: number, largerFirst = false): ImageTurn {
  if (place === 'below' || index >= onScreen) return 'near';
  if (place !== 'lead') return 'now';
  if (index === 0) return 'lead';
  return largerFirst ? 'now' : 'beside';
}

/** The <img> attributes of a turn. */
export function imageLoading(
  turn: ImageTurn,
): { loading: 'eager' | 'lazy'; fetchPriority: 'high' | 'low'; elementtiming?: string } & Partial<typeof WAITS_FOR_LEAD> {
  if (turn === 'lead') return { loading: 'eager', fetchPriority: 'high', elementtiming: LEAD_IMAGE_TIMING };
  return { loading: turn === 'near' ? 'lazy' : 'eager', fetchPriority: 'low', ...(turn === 'now' ? WAITS_FOR_LEAD : {}) };
}

/**
 * Whether an image is in the page yet. One further down (`near`) is left out of the prebuilt HTML and added once
 * the app has taken over, to load as it comes near: a lazy image in the HTML is asked for as soon as the browser has
 * laid the page out if it is within a screen or two, before the page's largest paint, and shares the line with the
 * lead image. Without JavaScript such a picture is not shown; its game's name or promotion's title is.
 */
export function useImageShown(turn: ImageTurn): boolean {
  const hydrated = useHydrated();
  return turn !== 'near' || hydrated;
}
