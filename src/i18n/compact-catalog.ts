// A language's strings as a brand's site ships them (locales/<lng>.json): the
// values alone, in the order of one key list every language of a build shares,
// itself one file (locales/keys.<hash>.json). The keys are the same in every
// language and about a fifth of a catalog's bytes: written once rather than once
// per language, they leave a site of 25 languages about 180 KB lighter, and a
// player who switches twice downloads them once.
import type { Catalog } from './catalog-types.ts';
import { flatten } from './flatten.ts';

/** What locales/<lng>.json holds. */
export interface CompactCatalog {
  /** File name of the key list the values follow, in the same folder. */
  keys: string;
  /** One value per key; null where this language has none (a plural form only other languages use). */
  values: (string | null)[];
}

/** Joins a namespace and a key path; a key never holds it. */
const NS = ':';

function flat(catalog: Catalog): Map<string, string> {
  const out = new Map<string, string>();
  for (const [ns, strings] of Object.entries(catalog))
    for (const [key, value] of flatten(strings)) {
      if (key.includes(NS)) throw new Error(`Translation key "${ns}${NS}${key}" has a "${NS}": it would not survive the key list.`);
      out.set(`${ns}${NS}${key}`, value as string);
    }
  return out;
}

/** Every key of any of `catalogs`, as "namespace:path.to.key", sorted: the same list for the same languages. */
export function keyList(catalogs: Catalog[]): string[] {
  return [...new Set(catalogs.flatMap((c) => [...flat(c).keys()]))].sort();
}

export function compactCatalog(catalog: Catalog, keys: readonly string[], keysFile: string): CompactCatalog {
  const values = flat(catalog);
  const known = new Set(keys);
  const missing = [...values.keys()].find((k) => !known.has(k));
  if (missing) throw new Error(`Translation key "${missing}" is not in the key list ${keysFile}.`);
  return { keys: keysFile, values: keys.map((k) => values.get(k) ?? null) };
}

/**
 * A compact file's strings by namespace, each namespace's keys flat
 * ("menu.home"), as i18next reads them (it finds a flat key as readily as a
 * nested one).
 */
export function namespacesOf(compact: CompactCatalog, keys: readonly string[]): Record<string, Record<string, string>> {
  if (keys.length !== compact.values.length)
    throw new Error(`Language file and key list ${compact.keys} do not match (${compact.values.length} values, ${keys.length} keys).`);
  const out: Record<string, Record<string, string>> = {};
  keys.forEach((key, i) => {
    const value = compact.values[i];
    if (value === null || value === undefined) return;
    const at = key.indexOf(NS);
    (out[key.slice(0, at)] ??= {})[key.slice(at + 1)] = value;
  });
  return out;
}
