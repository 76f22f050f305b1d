// Safer play (issue 37): the safer-play page (limits, the reality-check
// interval, time-out and self-exclusion, the regulator's texts) and the reality
// check, a popup over any page while a player is logged in. README.md maps each
// rule to its module.
import { entry, type FeatureEntries } from '../../feature-entries.ts';
import { loggedInAtom } from '../../state/session.ts';

const entries: FeatureEntries = {
  pages: {
    saferPlay: entry(() => import('./SaferPlayPage.tsx')),
  },
  overlays: [{ id: 'safer-play.reality-check', component: entry(() => import('./RealityCheck.tsx')), when: loggedInAtom }],
};

export default entries;
