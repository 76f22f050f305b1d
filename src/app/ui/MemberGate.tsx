// What a member page shows before its content: a placeholder until hydration,
// a login prompt for visitors, the trial refusal for accounts that are not real
// ('Please login an actual account to use this function'), and 'Non-agents
// cannot log in' on agent pages (account spec sections 6 and 8).
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from './Link.tsx';
import type { PageProps } from '../feature-entries.ts';
import { useSetAtom } from '../state/jotai.ts';
import { popupAtom } from '../state/ui.ts';
import { Icon, type IconName } from './Icon.tsx';
import { Skeleton } from './Skeleton.tsx';
import { useViewer } from '../state/viewer.ts';
import './member-gate.css';

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
        <GuestActions agent={need === 'agent'} />
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

/** A visitor's way in: log in, or register (not on agent pages, where only an agent's login helps). */
export function GuestActions({ agent = false }: { agent?: boolean }) {
  const { t } = useTranslation('member');
  const openPopup = useSetAtom(popupAtom);
  return (
    <div className="lk-member__gate-actions">
      <button type="button" className="lk-btn" onClick={() => openPopup('login')} data-action="login">
        {t(agent ? 'gate.agentLogin' : 'gate.login')}
      </button>
      {!agent && (
        <button type="button" className="lk-btn lk-btn--ghost" onClick={() => openPopup('register')} data-action="register">
          {t('gate.register')}
        </button>
      )}
    </div>
  );
}

interface Frame {
  /** Names the page (data-page). */
  page?: string;
  className?: string;
  need: 'real' | 'agent';
  icon?: IconName;
}

/** A member page that needs an account: the page frame, with the gate in front of its content. */
export function GatedPage({ page, className = '', children, ...gate }: Frame & { children: ReactNode }) {
  return (
    <div className={`lk-page lk-member${className && ` ${className}`}`} data-page={page}>
      <MemberGate {...gate}>{children}</MemberGate>
    </div>
  );
}

/** A member page whose whole content is behind the gate, as the page a route renders. */
export function gatedPage(Content: ComponentType, frame: Frame): ComponentType<PageProps> {
  return function MemberPage() {
    return (
      <GatedPage {...frame}>
        <Content />
      </GatedPage>
    );
  };
}
