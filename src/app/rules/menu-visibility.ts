// Who sees a menu entry (account spec section 2, game spec section 2): flags apply
// to everyone; VIP-benefit and mission conditions to logged-in players only,
// because visitors see every entry.
import type { BottomMenuItem, BrandConfig } from '../../config/generated/brand.ts';

export interface Viewer {
  loggedIn: boolean;
  agent: boolean;
  /** Running as an installed app (native shell or home-screen web app). */
  installed: boolean;
}

export function bottomItemVisible(item: BottomMenuItem, brand: BrandConfig, viewer: Viewer): boolean {
  const when = item.visibleWhen;
  if (!when) return true;
  if (when.flags?.some((f) => !brand.flags[f])) return false;
  if (!viewer.loggedIn) return true;
  if (when.vipBenefit && !brand.flags.VIPBENEFIT3) return false;
  if (when.missionAvailable && !brand.flags.MISSION3) return false;
  return true;
}

export type SideItem = BrandConfig['layout']['sideMenu'][number];

const SIDE_FLAGS: Partial<Record<SideItem, keyof BrandConfig['flags']>> = {
  rebate: 'REBATE3',
  rewardCenter: 'REWCEN3',
  vip: 'VIPBENEFIT3',
  mission: 'MISSION3',
  referral: 'REFERRAL3',
  signIn: 'SIGNIN3',
  rescueFund: 'RESCUEFUND3',
  promoCode: 'PROMOCODE3',
};

export function sideItemVisible(item: SideItem, brand: BrandConfig, viewer: Viewer): boolean {
  if (item === 'agent') return viewer.agent;
  if (item === 'download') return !viewer.installed && Boolean(brand.downloads.Android || brand.downloads.IOS);
  const flag = SIDE_FLAGS[item];
  return !flag || !viewer.loggedIn || brand.flags[flag];
}
