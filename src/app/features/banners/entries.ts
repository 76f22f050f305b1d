// What the banners feature offers the shell (src/app/feature-entries.ts): the
// home banner section and the events page, /m/event (game spec section 2).
import { entry, type FeatureEntries } from '../../feature-entries.ts';

const entries: FeatureEntries = {
  prebuilt: () => import('./prebuilt.ts'),
  pages: {
    event: entry(() => import('./EventPage.tsx')),
  },
  sections: {
    banners: entry(() => import('./BannersSection.tsx')),
  },
};

export default entries;
