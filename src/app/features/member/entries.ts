// The member area's pages (account spec section 2 routes; their insides are
// "not shown" in the documents, see README.md): member centre, agent centre,
// deposit, withdraw, settings and reward centre. Each loads with its route.
import { lazy } from 'react';
import type { FeatureEntries } from '../../feature-entries.ts';

const entries: FeatureEntries = {
  pages: {
    memberHome: lazy(() => import('./MemberHomePage.tsx')),
    agent: lazy(() => import('./AgentPage.tsx')),
    voucherCenter: lazy(() => import('./DepositPage.tsx')),
    withdraw: lazy(() => import('./WithdrawPage.tsx')),
    set: lazy(() => import('./SettingsPage.tsx')),
    rewardCenter: lazy(() => import('./RewardCentrePage.tsx')),
  },
};

export default entries;
