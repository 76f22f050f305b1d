// What the account feature offers the shell: the four account popups, and the
// layers that run the session's life (terms gate, logout, ended session,
// referral panel, member-info upkeep). Everything loads on demand; only this
// file and terms-state.ts ride along with every page.
import { lazy } from 'react';
import type { FeatureEntries } from '../../feature-entries.ts';
import { atom } from '../../state/jotai.ts';
import { sessionEndedAtom } from '../../state/session.ts';
import { logoutRequestedAtom, referralOpenAtom } from '../../state/ui.ts';
import { termsGateShownAtom } from './terms-state.ts';

const sessionEndedShownAtom = atom((get) => get(sessionEndedAtom) !== null);

const entries: FeatureEntries = {
  popups: {
    login: lazy(() => import('./LoginPopup.tsx')),
    register: lazy(() => import('./RegisterPopup.tsx')),
    forget: lazy(() => import('./ForgotPopup.tsx')),
    changePsw: lazy(() => import('./ChangePasswordPopup.tsx')),
  },
  overlays: [
    { id: 'account-session', component: lazy(() => import('./SessionWatch.tsx')) },
    { id: 'account-terms', component: lazy(() => import('./TermsGate.tsx')), when: termsGateShownAtom },
    { id: 'account-logout', component: lazy(() => import('./LogoutFlow.tsx')), when: logoutRequestedAtom },
    { id: 'account-session-ended', component: lazy(() => import('./SessionEnded.tsx')), when: sessionEndedShownAtom },
    { id: 'account-referral', component: lazy(() => import('./ReferralPanel.tsx')), when: referralOpenAtom },
  ],
};

export default entries;
