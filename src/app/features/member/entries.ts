// The member area's pages (account spec section 2 routes; their insides are
// "not shown" in the documents, see README.md): member centre, agent centre,
// withdraw, settings and reward centre (deposit is the cashier feature's), each loading with its route;
// and the VIP progress under the side menu's VIP entry.
import { entry, type FeatureEntries } from '../../feature-entries.ts';

const entries: FeatureEntries = {
  pages: {
    memberHome: entry(() => import('./MemberHomePage.tsx')),
    agent: entry(() => import('./AgentPage.tsx')),
    withdraw: entry(() => import('./WithdrawPage.tsx')),
    set: entry(() => import('./SettingsPage.tsx')),
    rewardCenter: entry(() => import('./RewardCentrePage.tsx')),
  },
  sideMenu: {
    vip: entry(() => import('./SideMenuVip.tsx')),
  },
};

export default entries;
