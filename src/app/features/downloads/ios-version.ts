// Which iOS add-to-home-screen tips apply (game spec section 2 and account spec
// section 9: "iOS tips for versions from 12 below 12.2, or up to 11"). Safari
// on those versions lacks what the app links need, so the guide shows itself.

export type IosGuideVariant = 'ios12' | 'ios11';

export interface IosVersion {
  major: number;
  minor: number;
}

/** The iOS version in a user agent (iPhone, iPad, iPod), or undefined elsewhere. */
export function iosVersion(userAgent: string): IosVersion | undefined {
  if (!/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return undefined;
  const m = /\bOS (\d+)[_.](\d+)/.exec(userAgent);
  if (!m) return undefined;
  return { major: Number(m[1]), minor: Number(m[2]) };
}

/** 'ios12' for 12.0 and 12.1, 'ios11' for 11 and lower, undefined otherwise. */
export function iosGuideVariant(version: IosVersion | undefined): IosGuideVariant | undefined {
  if (!version) return undefined;
  if (version.major === 12 && version.minor < 2) return 'ios12';
  if (version.major <= 11) return 'ios11';
  return undefined;
}

/**
 * Whether installing the site is up to the player: iOS and iPadOS browsers add
 * to the home screen only by hand (Share, Add to Home Screen), so the guide
 * helps there. Chrome, Edge and Samsung Internet offer installation themselves
 * from the site's manifest; the guide is not shown to them. iPadOS reports a Mac
 * user agent, told apart by its touch screen.
 */
export function installsByHand(userAgent: string, maxTouchPoints: number): boolean {
  return iosVersion(userAgent) !== undefined || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}
