// What the banners feature offers the shell (src/app/feature-entries.ts): the
// home banner section, the events page, /m/event, and the login popup slider
// on home (game spec section 2).
import { entry, type FeatureEntries } from '../../feature-entries.ts';
import { loginSliderWantedAtom } from './atoms.ts';

const entries: FeatureEntries = {
  prebuilt: () => import('./prebuilt.ts'),
  pages: {
    event: entry(() => import('./EventPage.tsx')),
  },
  sections: {
    banners: entry(() => import('./BannersSection.tsx')),
  },
  overlays: [{ id: 'banners.loginSlider', component: entry(() => import('./LoginSliderSlot.tsx')), when: loginSliderWantedAtom }],
};

export default entries;
