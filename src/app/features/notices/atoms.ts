// The notices feature's atoms. entries.ts imports this file eagerly, so it
// holds atoms only: no components, no calls.
import { atom } from '../../state/jotai.ts';
import { downloadPanelOpenAtom, helpPopupOpenAtom, iosGuideAtom, popupAtom } from '../../state/ui.ts';

/** The notice popups wait while another dialog (an account form, the help popup, the download panel or guide) is open: one dialog at a time. */
export const noticePopupsAllowedAtom = atom(
  (get) => get(popupAtom) === null && !get(helpPopupOpenAtom) && !get(downloadPanelOpenAtom) && get(iosGuideAtom) === null,
);
