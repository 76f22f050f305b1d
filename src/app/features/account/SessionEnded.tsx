// A session the platform ended without the player asking (account spec section
// 8: 'The account has been logged out, please log in again'): the platform
// wrapper has already cleared it; this says so and offers the login.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useAtom, useSetAtom } from '../../state/jotai.ts';
import { sessionEndedAtom } from '../../state/session.ts';
import { popupAtom } from '../../state/ui.ts';
import { Popup } from '../../ui/Popup.tsx';
import './account.css';

export default function SessionEnded() {
  const { t } = useTranslation('account');
  const [reason, setReason] = useAtom(sessionEndedAtom);
  const setPopup = useSetAtom(popupAtom);
  const close = () => setReason(null);
  return (
    <Popup title={t('sessionEnded.title')} onClose={close} variant="center" layer={40}>
      <p className="lk-dialog__text" role="alert" data-reason={reason ?? ''}>
        {t(reason === 'session.required' ? 'message.notLoggedIn' : 'message.loggedOut')}
      </p>
      <div className="lk-dialog__actions">
        <button type="button" className="lk-btn lk-btn--ghost" onClick={close}>
          {t('common:action.close')}
        </button>
        <button
          type="button"
          className="lk-btn"
          onClick={() => {
            close();
            setPopup('login');
          }}
          data-action="login-again"
        >
          {t('login.submit')}
        </button>
      </div>
    </Popup>
  );
}
