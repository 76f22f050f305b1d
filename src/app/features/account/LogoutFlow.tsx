// The logout flow (account spec section 4), run when any feature raises
// logoutRequestedAtom: 'Are you sure you want to logout?' with Cancel and
// Confirm; then the please-wait message (at most constants.waitMessageMs), the
// logout call, auto-login off, every piece of session state cleared, /m/home.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigate } from '../../state/location.ts';
import { HOME_PATH } from '../../../config/site-paths.ts';
import { useConstants } from '../../state/brand.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { platform } from '../../state/platform.ts';
import { clearSessionAtom } from '../../state/session.ts';
import { useToasts } from '../../state/toasts.ts';
import { logoutRequestedAtom, popupAtom } from '../../state/ui.ts';
import { Popup } from '../../ui/Popup.tsx';
import { setAutoLogin } from './credentials.ts';
import './account.css';

export default function LogoutFlow() {
  const { t } = useTranslation('account');
  const c = useConstants();
  const toasts = useToasts();
  const navigate = useNavigate();
  const setRequested = useSetAtom(logoutRequestedAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const setPopup = useSetAtom(popupAtom);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const hide = toasts.show(t('message.pleaseWait'), 'loading', c.waitMessageMs);
    try {
      await platform().logout();
    } catch {
      // The session ends here whatever the platform says: the token is dropped below.
    }
    setAutoLogin(false);
    clearSession();
    setPopup(null);
    hide();
    setRequested(false);
    navigate(HOME_PATH);
  };

  if (busy) return null;
  return (
    <Popup title={t('logout.title')} onClose={() => setRequested(false)} variant="center" layer={30}>
      <p className="lk-dialog__text">{t('logout.confirm')}</p>
      <div className="lk-dialog__actions">
        <button type="button" className="lk-btn lk-btn--ghost" onClick={() => setRequested(false)} data-action="cancel">
          {t('common:action.cancel')}
        </button>
        <button type="button" className="lk-btn" onClick={() => void confirm()} data-action="confirm-logout">
          {t('common:action.confirm')}
        </button>
      </div>
    </Popup>
  );
}
