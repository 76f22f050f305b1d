// The home-screen icons every brand's site publishes under /icons/: what
// browsers need to install a web app (192 and 512 px, a maskable variant) and
// what iOS puts on the home screen (the 180 px Apple touch icon). The build
// draws each from the brand's mark unless the brand folder holds a finished one
// (brands/<id>/assets/<file>); validation checks those against this list.

export type IconPurpose = 'any' | 'maskable' | 'apple-touch';

export interface AppIcon {
  /** File name, the same in brands/<id>/assets/ (a finished icon) and dist/<id>/icons/. */
  file: string;
  /** Width and height in pixels. */
  size: number;
  purpose: IconPurpose;
  /** What the icon is for, in the validation report's words. */
  role: string;
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any', role: 'the home-screen icon' },
  { file: 'icon-512.png', size: 512, purpose: 'any', role: 'the install dialog and splash-screen icon' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable', role: 'the maskable home-screen icon (Android crops it to its own shape)' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple-touch', role: 'the iOS home-screen icon' },
];

/** Where the site serves them: /icons/<file>. */
export const ICONS_PATH = '/icons';

/**
 * A maskable icon's safe zone is the central circle of 80% of its width
 * (W3C manifest spec, "icon masks"). The mark is drawn as a square inside that
 * circle: side 0.8 / sqrt(2) of the icon, about 0.56.
 */
export const MASKABLE_MARK_SHARE = 0.56;

/** iOS rounds the corners itself and shows transparency as black, so the Apple icon is opaque with a margin. */
export const APPLE_MARK_SHARE = 0.8;
