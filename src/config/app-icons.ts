// The home-screen icons every brand's site publishes under /icons/: what
// browsers need to install a web app (192 and 512 px, a maskable variant) and
// what iOS puts on the home screen (the 180 px Apple touch icon). The build
// draws each from the brand's mark (src/build/pwa/icons.ts) unless the brand
// folder holds a finished one (brands/<id>/assets/<file>); validation checks
// those against this list (check-app-icons.ts). Here, below web-app/ and the
// build, because validation needs it too.

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
