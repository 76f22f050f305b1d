// The i18next instance an island renders with. The page's boot data carries the
// prebuilt language's strings, so init is synchronous (initAsync: false, resources
// given) on the build's server and in the browser alike, and the first render
// equals the HTML. Any other language comes through the compact backend
// (compact-backend.ts) when the player picks it.
import i18next, { type i18n, type ThirdPartyModule } from 'i18next';
import type { Catalog } from './catalog-types.ts';
import { compactBackend } from './compact-backend.ts';
import { valueFormatter } from './value-formatter.ts';

export const DEFAULT_NS = 'common';

/**
 * The site's language codes as i18next's codes. i18next rewrites a code with a
 * region to Intl's canonical form, and Intl writes Filipino `fil`: `tl-ph` would
 * be `fil-ph` to it, looked up where no strings are, and fetched from a file
 * that does not exist. The codes here are already the ones the files, brand.json
 * and the number shapes use (lower case, as lowerCaseLng gives the others), so
 * i18next keeps them as they are. A module's init runs before init's first
 * changeLanguage.
 */
const siteLanguageCodes: ThirdPartyModule = {
  type: '3rdParty',
  init(instance) {
    instance.services.languageUtils.formatLanguageCode = (code: string) => code.toLowerCase();
  },
};

export function createI18n(lng: string, strings: Catalog): i18n {
  const instance = i18next.createInstance();
  instance
    .use(siteLanguageCodes)
    .use(compactBackend)
    .use(valueFormatter)
    .init({
      lng,
      resources: { [lng]: strings },
      // Every namespace, so a language picked later loads whole (one file, compact-backend.ts).
      ns: Object.keys(strings).length ? Object.keys(strings) : [DEFAULT_NS],
      defaultNS: DEFAULT_NS,
      fallbackNS: DEFAULT_NS,
      // Each language's file already has English under any key it lacks (catalog.ts catalogFor).
      fallbackLng: false,
      // The codes are lower case (zh-cn, pt-br), as the files and brand.json write them.
      lowerCaseLng: true,
      load: 'currentOnly',
      partialBundledLanguages: true,
      initAsync: false,
      // React escapes what it renders; values go through valueFormatter (digits, isolation).
      interpolation: { escapeValue: false, alwaysFormat: true },
      // A key nowhere shows its default value, else nothing: never a raw key on screen.
      parseMissingKeyHandler: (_key: string, defaultValue?: string) => defaultValue ?? '',
      react: { useSuspense: false },
    });
  return instance;
}

/** One instance per boot: in the browser there is one; during the build, one per brand, shared by its pages. */
const byBoot = new WeakMap<object, i18n>();

export function i18nFor(boot: { lng: string; strings: Catalog }): i18n {
  let instance = byBoot.get(boot);
  if (!instance) byBoot.set(boot, (instance = createI18n(boot.lng, boot.strings)));
  return instance;
}

/**
 * Loads a language's strings (once) and switches to it; the page re-renders, no
 * reload. Rejects, leaving the page in its language, when the strings cannot be
 * had: i18next would switch anyway and show every string empty.
 */
export async function switchLanguage(instance: i18n, lng: string): Promise<void> {
  // reloadResources, not loadLanguages: i18next does not ask again for a language whose load failed.
  if (!instance.hasResourceBundle(lng, DEFAULT_NS)) await instance.reloadResources([lng]);
  if (!instance.hasResourceBundle(lng, DEFAULT_NS)) throw new Error(`i18n: the strings of "${lng}" could not be loaded`);
  await instance.changeLanguage(lng);
}
