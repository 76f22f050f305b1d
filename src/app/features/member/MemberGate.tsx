// What a member page shows before its content: a placeholder until hydration,
// a login prompt for visitors, the trial refusal for accounts that are not real
// ('Please login an actual account to use this function'), and 'Non-agents
// cannot log in' on agent pages (account spec sections 6 and 8).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSetAtom } from '../../state/jotai.ts';
import { popupAtom } from '../../state/ui.ts';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useViewer } from '../../state/viewer.ts';

export function MemberGate({ need, children, icon = 'user' }: { need: 'real' | 'agent'; children: ReactNode; icon?: IconName }) {
  const { t } = useTranslation('member');
  const viewer = useViewer();
  const openPopup = useSetAtom(popupAtom);
  if (!viewer.hydrated)
    return (
      <div className="lk-member__gate" aria-busy="true">
        <Skeleton height={140} />
      </div>
    );
  if (!viewer.loggedIn) {
    return (
      <div className="lk-member__gate" data-gate="guest">
        <Icon name={need === 'agent' ? 'agent' : icon} size={44} />
        <p>{t(need === 'agent' ? 'gate.agentGuest' : 'gate.guest')}</p>
        <div className="lk-member__gate-actions">
          <button type="button" className="lk-btn" onClick={() => openPopup('login')} data-action="login">
            {t(need === 'agent' ? 'gate.agentLogin' : 'gate.login')}
          </button>
          {need !== 'agent' && (
            <button type="button" className="lk-btn lk-btn--ghost" onClick={() => openPopup('register')} data-action="register">
              {t('gate.register')}
            </button>
          )}
        </div>
      </div>
    );
  }
  if (viewer.trial) {
    return (
      <div className="lk-member__gate" data-gate="trial">
        <Icon name="lock" size={44} />
        <p role="alert">{t('account:message.trialRefused')}</p>
        <button type="button" className="lk-btn" onClick={() => openPopup('login')} data-action="login">
          {t('gate.login')}
        </button>
      </div>
    );
  }
  if (need === 'agent' && !viewer.agent) {
    return (
      <div className="lk-member__gate" data-gate="not-agent">
        <Icon name="agent" size={44} />
        <p role="alert">{t('account:message.nonAgent')}</p>
        <Link to="/m/member/home" className="lk-btn lk-btn--ghost">
          {t('common:title.memberHome')}
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
