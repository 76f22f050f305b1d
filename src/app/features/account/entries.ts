// What the account feature offers the shell: the four account popups, and the
// layers that run the session's life (terms gate, logout, ended session,
// referral panel, member-info upkeep). Everything loads on demand; only this
// file and atoms.ts ride along with every page.
import { entry, type FeatureEntries } from '../../feature-entries.ts';
import { atom } from '../../state/jotai.ts';
import { sessionEndedAtom } from '../../state/session.ts';
import { logoutRequestedAtom, referralOpenAtom } from '../../state/ui.ts';
import { termsGateShownAtom } from '../../state/terms.ts';

const sessionEndedShownAtom = atom((get) => get(sessionEndedAtom) !== null);

const entries: FeatureEntries = {
  popups: {
    login: entry(() => import('./LoginPopup.tsx')),
    register: entry(() => import('./RegisterPopup.tsx')),
    forget: entry(() => import('./ForgotPopup.tsx')),
    changePsw: entry(() => import('./ChangePasswordPopup.tsx')),
  },
  overlays: [
    { id: 'account-session', component: entry(() => import('./SessionWatch.tsx')) },
    { id: 'account-terms', component: entry(() => import('./TermsGate.tsx')), when: termsGateShownAtom },
    { id: 'account-logout', component: entry(() => import('./LogoutFlow.tsx')), when: logoutRequestedAtom },
    { id: 'account-session-ended', component: entry(() => import('./SessionEnded.tsx')), when: sessionEndedShownAtom },
    { id: 'account-referral', component: entry(() => import('./ReferralPanel.tsx')), when: referralOpenAtom },
  ],
};

export default entries;
