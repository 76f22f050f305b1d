// What the content feature offers the shell (src/app/feature-entries.ts).
// Everything is lazy: only this file and content-atoms.ts are in the first
// bundle; each page, section, overlay and side-menu slot is its own chunk.
import { entry, type FeatureEntries } from '../../feature-entries.ts';
import { downloadPanelOpenAtom, helpPopupOpenAtom, iosGuideOpenAtom, unreadCounterWantedAtom } from './content-atoms.ts';

const entries: FeatureEntries = {
  pages: {
    event: entry(() => import('./banners/EventPage.tsx')),
    activity: entry(() => import('./promotions/PromotionsPage.tsx')),
    activityDetail: entry(() => import('./promotions/PromotionDetailPage.tsx')),
    leaderBoard: entry(() => import('./promotions/LeaderBoardPage.tsx')),
    applyReward: entry(() => import('./rewards/ApplyRewardPage.tsx')),
    notice: entry(() => import('./notices/NoticesPage.tsx')),
    noticeDetail: entry(() => import('./notices/NoticeDetailPage.tsx')),
    download: entry(() => import('./download/DownloadPage.tsx')),
  },
  sections: {
    banners: entry(() => import('./banners/BannersSection.tsx')),
    noticeBar: entry(() => import('./notices/NoticeBar.tsx')),
    promotions: entry(() => import('./promotions/PromotionsStrip.tsx')),
    tournaments: entry(() => import('./promotions/TournamentsSection.tsx')),
    help: entry(() => import('./help/HelpSection.tsx')),
    footer: entry(() => import('./help/FooterSection.tsx')),
  },
  overlays: [
    // Always on, and tiny: the customer-service button, plus home's download bar and notice popups when due.
    { id: 'content.layers', component: entry(() => import('./ContentLayers.tsx')) },
    { id: 'content.unread', component: entry(() => import('./unread/UnreadCounter.tsx')), when: unreadCounterWantedAtom },
    { id: 'content.help', component: entry(() => import('./help/HelpPopup.tsx')), when: helpPopupOpenAtom },
    { id: 'content.download', component: entry(() => import('./download/DownloadPopup.tsx')), when: downloadPanelOpenAtom },
    { id: 'content.iosGuide', component: entry(() => import('./download/IosGuide.tsx')), when: iosGuideOpenAtom },
  ],
  sideMenu: {
    promotions: entry(() => import('./promotions/SideMenuPromotions.tsx')),
    vip: entry(() => import('./vip/VipProgress.tsx')),
  },
};

export default entries;
