// The referral panel the bottom menu's Invite opens (account spec section 2;
// its content is "not shown"). A real account gets its invite link (the
// registration page with its member id as recommender), a QR code of it, copy
// and share; visitors are asked to log in, free-play accounts are refused.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useConstants } from '../../state/brand.ts';
import { useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { refreshMemberInfo } from '../../state/member-info.ts';
import { memberInfoAtom } from '../../state/session.ts';
import { useToasts } from '../../state/toasts.ts';
import { popupAtom, referralOpenAtom } from '../../state/ui.ts';
import { useViewer } from '../../state/viewer.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Popup } from '../../ui/Popup.tsx';
import { REFERRAL_PARAM } from './credentials.ts';
import './account.css';

export default function ReferralPanel() {
  const { t } = useTranslation('account');
  const c = useConstants();
  const toasts = useToasts();
  const setOpen = useSetAtom(referralOpenAtom);
  const setPopup = useSetAtom(popupAtom);
  const { loggedIn, real, trial } = useViewer();
  const member = useAtomValue(memberInfoAtom);
  const [qr, setQr] = useState<string>();
  const link = real && member ? `${window.location.origin}/m/register?${REFERRAL_PARAM}=${encodeURIComponent(String(member.id))}` : '';
  const close = () => setOpen(false);

  useEffect(() => {
    if (real && !member) void refreshMemberInfo();
  }, [real, member]);

  useEffect(() => {
    if (!link) return;
    let live = true;
    // The QR encoder loads only when a link is shown.
    void import('qrcode')
      .then((q) => q.toDataURL(link, { margin: 1, width: 220 }))
      .then(
        (url) => live && setQr(url),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [link]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toasts.show(t('referral.copied'), 'success', c.copySuccessToastMs);
    } catch {
      toasts.show(t('referral.copyFailed'), 'error', c.toastMs);
    }
  };
  const share = () => void navigator.share?.({ title: t('referral.title'), text: t('referral.shareText'), url: link }).catch(() => undefined);
  const login = () => {
    close();
    setPopup('login');
  };

  return (
    <Popup title={t('referral.title')} onClose={close} className="lk-account lk-referral">
      {!real ? (
        <div className="lk-referral__guest">
          <Icon name="invite" size={40} />
          <p role={trial ? 'alert' : undefined}>{t(loggedIn ? 'message.trialRefused' : 'referral.loginFirst')}</p>
          <button type="button" className="lk-btn lk-btn--block" onClick={login}>
            {t('login.submit')}
          </button>
        </div>
      ) : (
        <div className="lk-referral__body">
          <p>{t('referral.intro')}</p>
          <div className="lk-referral__qr">
            {qr ? <img src={qr} alt={t('referral.qr')} width={220} height={220} /> : <span className="lk-skeleton" style={{ width: 220, height: 220 }} />}
          </div>
          <label className="lk-field__label" htmlFor="lk-referral-link">
            {t('referral.link')}
          </label>
          <input id="lk-referral-link" className="lk-referral__link" value={link} readOnly dir="ltr" onFocus={(e) => e.target.select()} />
          <div className="lk-dialog__actions">
            <button type="button" className="lk-btn" onClick={() => void copy()} disabled={!link} data-action="copy">
              {t('referral.copy')}
            </button>
            {typeof navigator.share === 'function' && (
              <button type="button" className="lk-btn lk-btn--ghost" onClick={share} disabled={!link}>
                {t('referral.share')}
              </button>
            )}
          </div>
        </div>
      )}
    </Popup>
  );
}
