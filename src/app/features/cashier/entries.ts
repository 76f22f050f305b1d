// The cashier (issue 37; account spec section 2 routes, their insides "not
// shown"): deposit, withdraw, and the player's records, each loading with its
// route. README.md maps each rule to its module.
import { entry, type FeatureEntries } from '../../feature-entries.ts';

const entries: FeatureEntries = {
  pages: {
    voucherCenter: entry(() => import('./DepositPage.tsx')),
  },
};

export default entries;
