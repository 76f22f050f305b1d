// What the content feature offers the shell (src/app/feature-entries.ts).
// Everything is lazy: only this file and content-atoms.ts are in the first
// bundle; each page, section, overlay and side-menu slot is its own chunk.
import { entry, type FeatureEntries } from '../../feature-entries.ts';
import { downloadPanelOpenAtom, helpPopupOpenAtom, iosGuideOpenAtom, unreadCounterWantedAtom } from '../notices/atoms.ts';

const entries: FeatureEntries = {
  pages: {
    event: entry(() => import('../banners/EventPage.tsx')),
    activity: entry(() => import('./PromotionsPage.tsx')),
    activityDetail: entry(() => import('./PromotionDetailPage.tsx')),
    leaderBoard: entry(() => import('./LeaderBoardPage.tsx')),
    applyReward: entry(() => import('./ApplyRewardPage.tsx')),
    notice: entry(() => import('../notices/NoticesPage.tsx')),
    noticeDetail: entry(() => import('../notices/NoticeDetailPage.tsx')),
    download: entry(() => import('../downloads/DownloadPage.tsx')),
  },
  sections: {
    banners: entry(() => import('../banners/BannersSection.tsx')),
    noticeBar: entry(() => import('../notices/NoticeBar.tsx')),
    promotions: entry(() => import('./PromotionsStrip.tsx')),
    tournaments: entry(() => import('./TournamentsSection.tsx')),
    help: entry(() => import('../help/HelpSection.tsx')),
    footer: entry(() => import('../help/FooterSection.tsx')),
  },
  overlays: [
    // Always on, and tiny: the customer-service button, plus home's download bar and notice popups when due.
    { id: 'content.layers', component: entry(() => import('../customer-service/CsLayer.tsx')) },
    { id: 'content.unread', component: entry(() => import('../unread/UnreadCounter.tsx')), when: unreadCounterWantedAtom },
    { id: 'content.help', component: entry(() => import('../help/HelpPopup.tsx')), when: helpPopupOpenAtom },
    { id: 'content.download', component: entry(() => import('../downloads/DownloadPopup.tsx')), when: downloadPanelOpenAtom },
    { id: 'content.iosGuide', component: entry(() => import('../downloads/IosGuide.tsx')), when: iosGuideOpenAtom },
  ],
  sideMenu: {
    promotions: entry(() => import('./SideMenuPromotions.tsx')),
    vip: entry(() => import('../member/SideMenuVip.tsx')),
  },
};

export default entries;
