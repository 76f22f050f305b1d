// Where every brand's site publishes its home-screen icons, and how the build
// draws them from the brand's mark. Which icons there are, their files and
// sizes, is one list in src/config/app-icons.ts (APP_ICONS): validation checks
// a brand's finished icons against it, so it sits below this folder.

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
