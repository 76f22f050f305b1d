// The help centre (account spec section 2, game spec section 2): the list at
// /m/help (?tag= opens one entry) and the detail at /m/helpDetail?i= or ?tag=.
import { lazy } from 'react';
import type { FeatureEntries } from '../../feature-entries.ts';

const entries: FeatureEntries = {
  pages: {
    help: lazy(() => import('./HelpPage.tsx')),
    helpDetail: lazy(() => import('./HelpDetailPage.tsx')),
  },
};

export default entries;
