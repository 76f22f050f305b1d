// What the downloads feature offers the shell (src/app/feature-entries.ts):
// /m/download, the download panel as a popup, the iOS add-to-home-screen guide
// and the download bar on home. Only this file and atoms.ts are in the first bundle.
import { entry, type FeatureEntries } from '../../feature-entries.ts';
import { downloadPanelOpenAtom } from '../../state/ui.ts';
import { iosGuideOpenAtom } from './atoms.ts';

const entries: FeatureEntries = {
  pages: {
    download: entry(() => import('./DownloadPage.tsx')),
  },
  overlays: [
    { id: 'downloads.bar', component: entry(() => import('./DownloadBarSlot.tsx')) },
    { id: 'downloads.panel', component: entry(() => import('./DownloadPopup.tsx')), when: downloadPanelOpenAtom },
    { id: 'downloads.iosGuide', component: entry(() => import('./IosGuide.tsx')), when: iosGuideOpenAtom },
  ],
};

export default entries;
