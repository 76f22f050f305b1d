// Shell state every feature may read or set: which popup is open, the side menu,
// the lobby selection the bottom menu resets, and the defaults of account spec
// section 4 (game category HOME, data type ALL, footer menu hidden, download bar visible).
import type { GameItem } from '../../platform/generated/api.ts';
import { atom } from './jotai.ts';

export type PopupName = 'login' | 'register' | 'forget' | 'changePsw';

/** One atom for all account popups: opening one closes the others (account spec section 4). */
export const popupAtom = atom<PopupName | null>(null);
export const sideMenuOpenAtom = atom(false);
export const languagePickerOpenAtom = atom(false);
/** The referral panel the bottom menu's Invite opens (account spec section 2). */
export const referralOpenAtom = atom(false);
/** The customer-service widget's channel list (game spec section 2). */
export const csWidgetOpenAtom = atom(false);

/**
 * Requests any feature may make of another without importing it: the owning
 * feature watches the atom and acts (the account feature runs the logout flow,
 * its confirmation and wait message; account spec section 4).
 */
export const logoutRequestedAtom = atom(false);
/** Unread announcements + chat + inbox (game spec section 4); kept current by the feature that fetches them, badged by the shell. */
export const unreadTotalAtom = atom(0);
/** Bumped whenever something changed a count (a notice marked read), so the unread badge refreshes at once. */
export const unreadRefreshAtom = atom(0);
/** The help popup (game spec section 2, Help centre: "A help popup lists entries as HTML"); the footer and the home help section open it. */
export const helpPopupOpenAtom = atom(false);
/** The download panel as a popup (the notice bar's download button opens it). */
export const downloadPanelOpenAtom = atom(false);
/** The iOS add-to-home-screen guide; `restoreBar` is the download bar's state before it opened. */
export const iosGuideAtom = atom<{ restoreBar: boolean } | null>(null);
/** The game whose card popup is open (game spec section 2, Game card and popup); here so the popup order sees it. */
export const gamePopupAtom = atom<GameItem | null>(null);
/** The terms gate is shown (account spec section 4 default: shown until agreed). */
export const termsGateAtom = atom(true);

export const gameCategoryAtom = atom('HOME');
export const dataTypeAtom = atom('ALL');
export const vassalageAtom = atom('');
export const footerMenuAtom = atom(false);
export const downloadBarAtom = atom(true);

/** Resets the lobby selection, as the bottom menu's Home does (account spec section 2). */
export const resetLobbyAtom = atom(null, (_get, set) => {
  set(gameCategoryAtom, 'HOME');
  set(dataTypeAtom, 'ALL');
  set(vassalageAtom, '');
});
