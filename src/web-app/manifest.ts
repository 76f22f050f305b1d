// A brand's web app manifest (dist/<id>/manifest.webmanifest) and the values
// its pages' head tags repeat (theme colour, short name): one place, so the
// page and the manifest never disagree.
import type { BrandConfig } from '../config/generated/brand.ts';
import { HOME_PATH } from '../config/site-paths.ts';
import { languageDirection } from '../i18n/languages.ts';
import { APP_ICONS } from '../config/app-icons.ts';
import { ICONS_PATH } from './icons.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';

/** The browser's toolbar and the installed app's title bar: the header colour. */
export function themeColour(config: BrandConfig): string {
  return config.theme.colors.header ?? config.theme.colors.primary;
}

export function shortName(config: BrandConfig): string {
  return config.webApp.shortName ?? config.name;
}

/** The background around the mark on the opaque icons. */
export function iconBackground(config: BrandConfig): string {
  return config.webApp.iconBackground ?? themeColour(config);
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

export function webAppManifest(config: BrandConfig): WebAppManifest {
  const lng = config.languages.default;
  return {
    // The app's identity stays the same whatever start_url becomes later.
    id: '/',
    name: config.name,
    short_name: shortName(config),
    start_url: HOME_PATH,
    scope: '/',
    display: 'standalone',
    background_color: config.theme.colors.background,
    theme_color: themeColour(config),
    lang: lng,
    dir: languageDirection(lng),
    icons: APP_ICONS.filter((i) => i.purpose !== 'apple-touch').map((i) => ({
      src: `${ICONS_PATH}/${i.file}`,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose === 'maskable' ? 'maskable' : 'any',
    })),
  };
}
