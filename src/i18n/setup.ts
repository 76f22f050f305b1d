// i18next for the islands. The page's boot data carries the prebuilt language's
// strings, so the first render is synchronous and matches the HTML; any other
// language is one JSON file per language (`/locales/<lng>.json`, all namespaces,
// English already filled in where a translation is missing), fetched on demand
// with the key list its values follow (compact-catalog.ts), fetched once.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from './catalog-types.ts';
import { type CompactCatalog, expandCatalog } from './compact-catalog.ts';
import { ValueFormatter } from './value-formatter.ts';

export const DEFAULT_NS = 'common';

export function createI18n(lng: string, strings: Catalog): I18n {
  // Every placeholder goes through ValueFormatter (alwaysFormat): numbers in the language's digits, names isolated.
  const instance = i18next.createInstance().use(ValueFormatter);
  void instance.use(initReactI18next).init({
    lng,
    resources: {},
    ns: Object.keys(strings),
    defaultNS: DEFAULT_NS,
    fallbackNS: DEFAULT_NS,
    initAsync: false,
    interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes
    returnNull: false,
    react: { useSuspense: false },
    // A key the build could not resolve: say so in development, never show it raw.
    saveMissing: import.meta.env?.DEV ?? false,
    missingKeyHandler: (lngs, ns, key) => console.warn(`i18n: missing ${ns}:${key} for ${lngs.join(',')}`),
    parseMissingKeyHandler: () => '',
  });
  addCatalog(instance, lng, strings);
  return instance;
}

/**
 * Files a language's strings where i18next looks for them: under its own form of
 * the code (zh-cn as zh-CN, pt-br as pt-BR, tl-ph as fil-PH), not the brand's.
 */
function addCatalog(i18n: I18n, lng: string, catalog: Catalog) {
  const code = storeCode(i18n, lng);
  for (const [ns, strings] of Object.entries(catalog)) i18n.addResourceBundle(code, ns, strings, true, true);
}

const storeCode = (i18n: I18n, lng: string) => i18n.services.languageUtils.formatLanguageCode(lng);

const loading = new Map<string, Promise<void>>();
/** Key lists by file name (compact-catalog.ts): one for every language of a site, fetched once. */
const keyLists = new Map<string, Promise<string[]>>();

async function fetchJson<T>(path: string): Promise<T> {
  const r = await fetch(path);
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return (await r.json()) as T;
}

function keysOf(file: string): Promise<string[]> {
  let keys = keyLists.get(file);
  if (!keys) {
    keys = fetchJson<string[]>(`/locales/${file}`);
    keys.catch(() => keyLists.delete(file));
    keyLists.set(file, keys);
  }
  return keys;
}

/** Fetches a language's strings once and switches to it; the page re-renders, no reload. */
export function switchLanguage(i18n: I18n, lng: string): Promise<void> {
  if (i18n.hasResourceBundle(storeCode(i18n, lng), DEFAULT_NS)) return i18n.changeLanguage(lng).then(() => undefined);
  let pending = loading.get(lng);
  if (!pending) {
    pending = fetchJson<CompactCatalog>(`/locales/${lng}.json`)
      .then(async (file) => addCatalog(i18n, lng, expandCatalog(file, await keysOf(file.keys))))
      .finally(() => loading.delete(lng));
    loading.set(lng, pending);
  }
  return pending.then(() => i18n.changeLanguage(lng)).then(() => undefined);
}

/** A `common` string straight from a catalog (build time: the page title), without an i18next instance. */
export function titleOf(boot: { strings: Catalog }, key: string): string {
  let node: unknown = boot.strings[DEFAULT_NS];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}

/** Text direction for a language; ar, fa and ur are right to left. */
export function dirOf(i18n: I18n, lng: string): 'ltr' | 'rtl' {
  return i18n.dir(lng) === 'rtl' ? 'rtl' : 'ltr';
}
