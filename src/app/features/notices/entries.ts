// What the notices feature offers the shell (src/app/feature-entries.ts): the
// home notice bar, /m/notice and /m/noticeDetail, and the notice popups on home.
// Only this file and atoms.ts are in the first bundle.
import { entry, type FeatureEntries } from '../../feature-entries.ts';

const entries: FeatureEntries = {
  prebuilt: () => import('./prebuilt.ts'),
  pages: {
    notice: entry(() => import('./NoticesPage.tsx')),
    noticeDetail: entry(() => import('./NoticeDetailPage.tsx')),
  },
  sections: {
    noticeBar: entry(() => import('./NoticeBar.tsx')),
  },
  overlays: [{ id: 'notices.popups', component: entry(() => import('./NoticePopupsSlot.tsx')) }],
};

export default entries;
