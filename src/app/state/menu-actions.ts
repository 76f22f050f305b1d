// What an entry of the side menu, the member centre's menu or the settings page
// may open besides a route: an account popup, the customer-service widget, the
// language picker, the referral panel, or the logout flow. Each is one of the
// shell's requests in ui.ts; the feature that owns it watches the atom and acts.
import { useSetAtom } from './jotai.ts';
import { csWidgetOpenAtom, languagePickerOpenAtom, logoutRequestedAtom, popupAtom, referralOpenAtom, type PopupName } from './ui.ts';

export interface MenuActions {
  popup: (name: PopupName) => void;
  service: () => void;
  language: () => void;
  referral: () => void;
  logout: () => void;
}

export function useMenuActions(): MenuActions {
  const popup = useSetAtom(popupAtom);
  const service = useSetAtom(csWidgetOpenAtom);
  const language = useSetAtom(languagePickerOpenAtom);
  const referral = useSetAtom(referralOpenAtom);
  const logout = useSetAtom(logoutRequestedAtom);
  return {
    popup,
    service: () => service(true),
    language: () => language(true),
    referral: () => referral(true),
    logout: () => logout(true),
  };
}
