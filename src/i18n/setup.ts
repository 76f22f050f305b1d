// The translator for the islands. The page's boot data carries the prebuilt language's
// strings, so the first render is synchronous and matches the HTML; any other
// language is one JSON file per language (`/locales/<lng>.json`, all namespaces,
// English already filled in where a translation is missing), fetched on demand
// with the key list its values follow (compact-catalog.ts), fetched once.
import type { Catalog } from './catalog-types.ts';
import { type CompactCatalog, expandCatalog } from './compact-catalog.ts';
import { DEFAULT_NS, stringAt, Translator } from './translator.ts';

export function createI18n(lng: string, strings: Catalog): Translator {
  const i18n = new Translator(lng);
  i18n.addCatalog(lng, strings);
  return i18n;
}

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
export function switchLanguage(i18n: Translator, lng: string): Promise<void> {
  if (i18n.hasLanguage(lng)) return i18n.changeLanguage(lng);
  let pending = loading.get(lng);
  if (!pending) {
    pending = fetchJson<CompactCatalog>(`/locales/${lng}.json`)
      .then(async (file) => i18n.addCatalog(lng, expandCatalog(file, await keysOf(file.keys))))
      .finally(() => loading.delete(lng));
    loading.set(lng, pending);
  }
  return pending.then(() => i18n.changeLanguage(lng));
}

/** A `common` string straight from a catalog (build time: the page title), without a translator. */
export function titleOf(boot: { strings: Catalog }, key: string): string {
  return stringAt(boot.strings[DEFAULT_NS], key) ?? '';
}
