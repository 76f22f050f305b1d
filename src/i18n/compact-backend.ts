// The i18next backend for a language picked after the page loaded: its strings
// are one file, /locales/<lng>.json (all namespaces, brand overrides applied,
// English filling any gap), written against one key list every language of the
// site shares (compact-catalog.ts), fetched with the first language and kept.
// i18next asks once per namespace; the file is fetched once per language.
import type { BackendModule, ReadCallback } from 'i18next';
import { type CompactCatalog, namespacesOf } from './compact-catalog.ts';

type Namespaces = Record<string, Record<string, string>>;

const languages = new Map<string, Promise<Namespaces>>();
/** Key lists by file name: one for every language of a site. */
const keyLists = new Map<string, Promise<string[]>>();

async function fetchJson<T>(path: string): Promise<T> {
  const r = await fetch(path);
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return (await r.json()) as T;
}

/** A failed fetch is forgotten, so the next pick of the language asks again. */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

function languageFile(lng: string): Promise<Namespaces> {
  return once(languages, lng, async () => {
    const file = await fetchJson<CompactCatalog>(`/locales/${lng}.json`);
    return namespacesOf(file, await once(keyLists, file.keys, () => fetchJson<string[]>(`/locales/${file.keys}`)));
  });
}

export const compactBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    languageFile(lng).then(
      (namespaces) => callback(null, namespaces[ns] ?? {}),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};
