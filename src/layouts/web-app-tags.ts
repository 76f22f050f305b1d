// Head tags that make every prebuilt page part of the brand's installable app
// (src/web-app/README.md): where its manifest is (the app links it, see
// MANIFEST_META), the toolbar colour, and what iOS reads instead of a manifest
// for a home-screen web clip (its icon, title and standalone mode).
import type { BrandConfig } from '../config/generated/brand.ts';
import { MANIFEST_META } from '../web-app/constants.ts';
import { APP_ICONS } from '../config/app-icons.ts';
import { ICONS_PATH } from '../web-app/icons.ts';
import { MANIFEST_PATH, shortName, themeColour } from '../web-app/manifest.ts';

export type HeadTag = { tag: 'meta'; name: string; content: string } | { tag: 'link'; rel: string; href: string };

const appleIcon = APP_ICONS.find((i) => i.purpose === 'apple-touch')!;

export function webAppTags(config: BrandConfig): HeadTag[] {
  return [
    { tag: 'meta', name: 'theme-color', content: themeColour(config) },
    { tag: 'meta', name: MANIFEST_META, content: MANIFEST_PATH },
    { tag: 'link', rel: 'apple-touch-icon', href: `${ICONS_PATH}/${appleIcon.file}` },
    { tag: 'meta', name: 'mobile-web-app-capable', content: 'yes' },
    { tag: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes' },
    { tag: 'meta', name: 'apple-mobile-web-app-title', content: shortName(config) },
  ];
}
