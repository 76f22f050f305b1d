// Popup order, one rule for the whole site. The terms gate comes first; then
// whatever the player opened (an account form, a game's popup, the help popup, the download
// panel or the iOS guide, the referral panel, the side menu, the language picker, the logout
// confirmation, an ended session's message). Dialogs the site opens on its own
// (the notice popups, the login slider; the app-download bar) wait until none of those is open,
// and the modal ones take turns in the order they asked instead of stacking.
// Features ask here through `useDialogTurn` / `useNothingOpen`; none of them
// knows the others.
import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from './jotai.ts';
import { sessionEndedAtom } from './session.ts';
import { termsGateShownAtom } from './terms.ts';
import {
  downloadPanelOpenAtom,
  gamePopupAtom,
  helpPopupOpenAtom,
  iosGuideAtom,
  languagePickerOpenAtom,
  logoutRequestedAtom,
  popupAtom,
  referralOpenAtom,
  sideMenuOpenAtom,
} from './ui.ts';

/** A dialog the site opens on its own, which takes turns with the others. */
export type DeferredDialog = 'noticePopups' | 'loginSlider';

/** The terms gate, or a dialog or form the player opened, is open. */
export const gateOrFormOpenAtom = atom(
  (get) =>
    get(termsGateShownAtom) ||
    get(popupAtom) !== null ||
    get(gamePopupAtom) !== null ||
    get(helpPopupOpenAtom) ||
    get(downloadPanelOpenAtom) ||
    get(iosGuideAtom) !== null ||
    get(referralOpenAtom) ||
    get(languagePickerOpenAtom) ||
    get(sideMenuOpenAtom) ||
    get(logoutRequestedAtom) ||
    get(sessionEndedAtom) !== null,
);

/** Deferred dialogs that have something to show, in the order they asked. */
export const waitingDialogsAtom = atom<readonly DeferredDialog[]>([]);

/** A deferred dialog asks for its turn; asking again keeps its place. */
export const askTurnAtom = atom(null, (get, set, id: DeferredDialog) => {
  if (!get(waitingDialogsAtom).includes(id)) set(waitingDialogsAtom, [...get(waitingDialogsAtom), id]);
});

/** A deferred dialog is done (closed, or has nothing left to show): the next one may open. */
export const endTurnAtom = atom(null, (get, set, id: DeferredDialog) => {
  set(
    waitingDialogsAtom,
    get(waitingDialogsAtom).filter((d) => d !== id),
  );
});

/** The deferred dialog that may show now: the first to ask, once no gate or form is open. */
export const dialogTurnAtom = atom((get) => (get(gateOrFormOpenAtom) ? null : (get(waitingDialogsAtom)[0] ?? null)));

/** While `wanted`, `id` waits in line; true when it is its turn to show. */
export function useDialogTurn(id: DeferredDialog, wanted: boolean): boolean {
  const ask = useSetAtom(askTurnAtom);
  const end = useSetAtom(endTurnAtom);
  useEffect(() => {
    if (!wanted) return;
    ask(id);
    return () => end(id);
  }, [id, wanted, ask, end]);
  return useAtomValue(dialogTurnAtom) === id && wanted;
}

/** For what the site shows on its own without a backdrop (the download bar): no gate or form is open. */
export function useNothingOpen(): boolean {
  return !useAtomValue(gateOrFormOpenAtom);
}
