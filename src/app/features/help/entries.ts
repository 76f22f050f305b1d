// The help centre (account spec section 2, game spec section 2): the list at
// /m/help (?tag= opens one entry), the detail at /m/helpDetail?i= or ?tag=, the
// home help section and footer, and the help popup they open.
import { entry, type FeatureEntries } from '../../feature-entries.ts';
import { helpPopupOpenAtom } from '../../state/ui.ts';

const entries: FeatureEntries = {
  prebuilt: () => import('./prebuilt.ts'),
  pages: {
    help: entry(() => import('./HelpPage.tsx')),
    helpDetail: entry(() => import('./HelpDetailPage.tsx')),
  },
  sections: {
    help: entry(() => import('./HelpSection.tsx')),
    footer: entry(() => import('./FooterSection.tsx')),
  },
  overlays: [{ id: 'help.popup', component: entry(() => import('./HelpPopup.tsx')), when: helpPopupOpenAtom }],
};

export default entries;
