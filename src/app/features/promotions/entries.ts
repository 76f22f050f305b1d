// What the promotions feature offers the shell (src/app/feature-entries.ts):
// the promotions list and detail, the leaderboard, the reward application, the
// home strip and tournament carousel, and the side menu's first promotions.
// Everything is lazy: each page, section and slot is its own chunk.
import { entry, type FeatureEntries } from '../../feature-entries.ts';

const entries: FeatureEntries = {
  prebuilt: () => import('./prebuilt.ts'),
  pages: {
    activity: entry(() => import('./PromotionsPage.tsx')),
    activityDetail: entry(() => import('./PromotionDetailPage.tsx')),
    leaderBoard: entry(() => import('./LeaderBoardPage.tsx')),
    applyReward: entry(() => import('./ApplyRewardPage.tsx')),
  },
  sections: {
    promotions: entry(() => import('./PromotionsStrip.tsx')),
    tournaments: entry(() => import('./TournamentsSection.tsx')),
  },
  sideMenu: {
    promotions: entry(() => import('./SideMenuPromotions.tsx')),
  },
};

export default entries;
