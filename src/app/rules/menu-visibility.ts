// Which menu entries a brand's flags and a viewer allow: the bottom menu
// (account spec section 2), the side menu (game spec section 2) and the member
// centre's account menu, one rule for all three. A white-label flag hides its
// entry from logged-in players; visitors see every entry ("Visitors see all
// items"), the agent entry included: a visitor who taps it reaches /m/agent,
// which offers the agent login (account spec section 6: member and agent logins
// are separate). Logged in, the agent entry is for agents only (types other than
// 0, 4 and 40); the download entry shows only outside an installed app and with
// app links.
import type { BottomMenuItem, BrandConfig } from '../../config/generated/brand.ts';

type Flag = keyof BrandConfig['flags'];
export type SideItem = BrandConfig['layout']['sideMenu'][number];

/** The member centre's entries (its insides are "not shown": src/app/features/member/README.md). */
export type MemberEntry =
  | 'deposit'
  | 'withdraw'
  | 'saferPlay'
  | 'rewardCenter'
  | 'promotions'
  | 'messages'
  | 'agent'
  | 'referral'
  | 'changePassword'
  | 'settings'
  | 'help'
  | 'service'
  | 'language'
  | 'logout';

export interface MenuViewer {
  loggedIn: boolean;
  agent: boolean;
  /** Running as an installed app (native shell or home-screen web app). */
  installed: boolean;
}

/** The flag that switches an entry, wherever it appears. */
const ENTRY_FLAGS: Partial<Record<SideItem | MemberEntry, Flag>> = {
  rebate: 'REBATE3',
  rewardCenter: 'REWCEN3',
  vip: 'VIPBENEFIT3',
  mission: 'MISSION3',
  referral: 'REFERRAL3',
  signIn: 'SIGNIN3',
  rescueFund: 'RESCUEFUND3',
  promoCode: 'PROMOCODE3',
};

function flagAllows(entry: SideItem | MemberEntry, brand: BrandConfig, viewer: MenuViewer): boolean {
  const flag = ENTRY_FLAGS[entry];
  return !flag || !viewer.loggedIn || brand.flags[flag];
}

/** The bottom menu's own `visibleWhen`: its flags apply to everyone, its VIP-benefit and mission conditions to logged-in players. */
export function bottomItemVisible(item: BottomMenuItem, brand: BrandConfig, viewer: MenuViewer): boolean {
  const when = item.visibleWhen;
  if (!when) return true;
  if (when.flags?.some((f) => !brand.flags[f])) return false;
  if (!viewer.loggedIn) return true;
  if (when.vipBenefit && !brand.flags.VIPBENEFIT3) return false;
  if (when.missionAvailable && !brand.flags.MISSION3) return false;
  return true;
}

export function sideItemVisible(item: SideItem, brand: BrandConfig, viewer: MenuViewer): boolean {
  if (item === 'agent') return viewer.agent || !viewer.loggedIn;
  if (item === 'download') return !viewer.installed && Boolean(brand.downloads.Android || brand.downloads.IOS);
  return flagAllows(item, brand, viewer);
}

/** `guest`: a visitor or a guest session (type 4), which has no messages (account spec section 6). */
export function memberEntryVisible(entry: MemberEntry, brand: BrandConfig, viewer: MenuViewer & { guest: boolean }): boolean {
  switch (entry) {
    case 'deposit':
    case 'withdraw':
    case 'saferPlay':
    case 'changePassword':
    case 'logout':
      return viewer.loggedIn;
    case 'messages':
      return viewer.loggedIn && !viewer.guest;
    case 'agent':
      return viewer.agent;
    default:
      return flagAllows(entry, brand, viewer);
  }
}
