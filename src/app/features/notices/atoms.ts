// The content feature's own shell-level switches. entries.ts imports this file
// eagerly (overlay conditions), so it holds atoms only: no components, no calls.
import { brandAtom } from '../../state/brand.ts';
import { atom } from '../../state/jotai.ts';
import { loggedInAtom } from '../../state/session.ts';
import { downloadBarAtom, popupAtom } from '../../state/ui.ts';

/** The help popup (game spec section 2, Help centre: "A help popup lists entries as HTML"). */
export const helpPopupOpenAtom = atom(false);

/** The download panel as a popup (opened from the notice bar's download button). */
export const downloadPanelOpenAtom = atom(false);

/** The iOS add-to-home-screen guide; `restoreBar` is the download bar's state before it opened. */
export const iosGuideAtom = atom<{ restoreBar: boolean } | null>(null);

/**
 * The download bar is wanted: the shell default (visible, account spec section 4),
 * the brand's `downloads.downloadBar`, and at least one app link. Whether the site
 * runs as an installed app and which route is open are checked by the bar itself.
 */
export const downloadBarWantedAtom = atom((get) => {
  const brand = get(brandAtom);
  return Boolean(get(downloadBarAtom) && brand?.downloads.downloadBar && (brand.downloads.Android || brand.downloads.IOS));
});

/** Bumped whenever something changed a count (a notice marked read), so the unread badge refreshes at once. */
export const unreadRefreshAtom = atom(0);

/** The unread counter runs only with a session (game spec section 4: counts need one). */
export const unreadCounterWantedAtom = loggedInAtom;

export const iosGuideOpenAtom = atom((get) => get(iosGuideAtom) !== null);

/** Any of the content feature's popups is open. */
export const contentPopupOpenAtom = atom((get) => get(helpPopupOpenAtom) || get(downloadPanelOpenAtom) || get(iosGuideAtom) !== null);

/** The notice popups wait while another popup (an account form, one of ours) is open: one dialog at a time. */
export const noticePopupsAllowedAtom = atom((get) => !get(contentPopupOpenAtom) && get(popupAtom) === null);
