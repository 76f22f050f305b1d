// Whether a part of the page is on a phone's first screen, so its images load
// at once (loading="eager"); everything further down loads as it comes near
// (loading="lazy") and leaves the network to what the player sees first. A
// page's top is; home says it per section (shell/HomePage.tsx), from where its
// sections' placeholders put each one.
import { createContext, useContext } from 'react';

/** CSS px a phone shows before any scrolling: a 375 x 667 phone's screen less the browser's bars. */
export const FIRST_SCREEN_PX = 600;

const FirstScreen = createContext(true);

export const FirstScreenProvider = FirstScreen.Provider;

export function useOnFirstScreen(): boolean {
  return useContext(FirstScreen);
}
