// What the unread feature offers the shell (src/app/feature-entries.ts): the
// counter that keeps the badge total current, only while a session exists
// (game spec section 4: the counts need one).
import { entry, type FeatureEntries } from '../../feature-entries.ts';
import { loggedInAtom } from '../../state/session.ts';

const entries: FeatureEntries = {
  overlays: [{ id: 'unread.counter', component: entry(() => import('./UnreadCounter.tsx')), when: loggedInAtom }],
};

export default entries;
