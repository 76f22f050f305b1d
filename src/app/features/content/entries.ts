// What the content feature offers the shell (src/app/feature-entries.ts).
// Everything is lazy: only this file and content-atoms.ts are in the first
// bundle; each page, section, overlay and side-menu slot is its own chunk.
import { lazy } from 'react';
import type { FeatureEntries } from '../../feature-entries.ts';
import { downloadPanelOpenAtom, helpPopupOpenAtom, iosGuideOpenAtom, unreadCounterWantedAtom } from './content-atoms.ts';

const entries: FeatureEntries = {
  pages: {
    event: lazy(() => import('./banners/EventPage.tsx')),
    activity: lazy(() => import('./promotions/PromotionsPage.tsx')),
    activityDetail: lazy(() => import('./promotions/PromotionDetailPage.tsx')),
    leaderBoard: lazy(() => import('./promotions/LeaderBoardPage.tsx')),
    applyReward: lazy(() => import('./rewards/ApplyRewardPage.tsx')),
    notice: lazy(() => import('./notices/NoticesPage.tsx')),
    noticeDetail: lazy(() => import('./notices/NoticeDetailPage.tsx')),
    download: lazy(() => import('./download/DownloadPage.tsx')),
  },
  sections: {
    banners: lazy(() => import('./banners/BannersSection.tsx')),
    noticeBar: lazy(() => import('./notices/NoticeBar.tsx')),
    promotions: lazy(() => import('./promotions/PromotionsStrip.tsx')),
    tournaments: lazy(() => import('./promotions/TournamentsSection.tsx')),
    help: lazy(() => import('./help/HelpSection.tsx')),
    footer: lazy(() => import('./help/FooterSection.tsx')),
  },
  overlays: [
    // Always on, and tiny: the customer-service button, plus home's download bar and notice popups when due.
    { id: 'content.layers', component: lazy(() => import('./ContentLayers.tsx')) },
    { id: 'content.unread', component: lazy(() => import('./unread/UnreadCounter.tsx')), when: unreadCounterWantedAtom },
    { id: 'content.help', component: lazy(() => import('./help/HelpPopup.tsx')), when: helpPopupOpenAtom },
    { id: 'content.download', component: lazy(() => import('./download/DownloadPopup.tsx')), when: downloadPanelOpenAtom },
    { id: 'content.iosGuide', component: lazy(() => import('./download/IosGuide.tsx')), when: iosGuideOpenAtom },
  ],
  sideMenu: {
    promotions: lazy(() => import('./promotions/SideMenuPromotions.tsx')),
    vip: lazy(() => import('./vip/VipProgress.tsx')),
  },
};

export default entries;
