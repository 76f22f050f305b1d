// The help centre (account spec section 2, game spec section 2): the list at
// /m/help (?tag= opens one entry) and the detail at /m/helpDetail?i= or ?tag=.
import { entry, type FeatureEntries } from '../../feature-entries.ts';

const entries: FeatureEntries = {
  pages: {
    help: entry(() => import('./HelpPage.tsx')),
    helpDetail: entry(() => import('./HelpDetailPage.tsx')),
  },
};

export default entries;
