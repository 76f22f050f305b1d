// The translation files on disk (Node only): src/i18n/locales/<lng>/<ns>.json,
// English the source of truth, and brand overrides in brands/<id>/locales/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOCALES_DIR = fileURLToPath(new URL('./locales', import.meta.url));
export const SOURCE_LANGUAGE = 'en';

import type { Catalog, Strings } from './catalog-types.ts';
import type { SyntaxRules } from './syntax.ts';
import { formatNames } from './value-formatter.ts';

import { flatten } from './flatten.ts';

export { flatten };

export type { Catalog, Strings };

export function namespaces(): string[] {
  return readdirSync(join(LOCALES_DIR, SOURCE_LANGUAGE))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
}

export function languagesOnDisk(): string[] {
  return readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Parsed files by path, kept while the file's mtime stays: a build writes every brand's 25 catalogs from the same files. */
const parsed = new Map<string, { mtimeMs: number; strings: Strings }>();

export function readStrings(path: string): Strings {
  const { mtimeMs } = statSync(path);
  const kept = parsed.get(path);
  if (kept?.mtimeMs === mtimeMs) return kept.strings;
  const strings = JSON.parse(readFileSync(path, 'utf8')) as Strings;
  parsed.set(path, { mtimeMs, strings });
  return strings;
}

/** Catalogs without brand overrides by language, with the parsed files they were merged from. */
const plain = new Map<string, { from: Strings[]; catalog: Catalog }>();

/**
 * One language's catalog as shipped to a brand's site: English first (so a key a
 * translation lacks shows English, never a raw key; `npm run i18n:status` reports
 * it), then the language's own strings, each with the brand's overrides on top.
 * Without overrides it is one object per language while its files stay as they
 * are: a build of many brands holds (and writes, build-input.ts) each language once.
 */
export function catalogFor(lng: string, brandDir?: string): Catalog {
  const layers = lng === SOURCE_LANGUAGE ? [lng] : [SOURCE_LANGUAGE, lng];
  const overrides = brandDir && existsSync(join(brandDir, 'locales')) ? join(brandDir, 'locales') : undefined;
  const nss = namespaces();
  const parts = nss.map((ns) =>
    layers
      .flatMap((layer) => [join(LOCALES_DIR, layer, `${ns}.json`), ...(overrides ? [join(overrides, layer, `${ns}.json`)] : [])])
      .filter((f) => existsSync(f))
      .map(readStrings),
  );
  const from = parts.flat();
  const kept = overrides ? undefined : plain.get(lng);
  if (kept && kept.from.length === from.length && kept.from.every((s, i) => s === from[i])) return kept.catalog;
  const catalog: Catalog = Object.fromEntries(nss.map((ns, i) => [ns, parts[i]!.reduce(merge, {})]));
  if (!overrides) plain.set(lng, { from, catalog });
  return catalog;
}

function merge(base: Strings, over: Strings): Strings {
  const out: Strings = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? merge(b, v) : v;
  }
  return out;
}

/** The {{placeholders}} of a string ({{- raw}} included), sorted, for comparing translations. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{-?\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]!).sort();
}

/** Plural suffixes i18next adds to a key (CLDR categories, and _ordinal_ forms). */
export const PLURAL_SUFFIX = /_(ordinal_)?(zero|one|two|few|many|other)$/;

/**
 * What syntax.ts checks a string of namespace `ns` against: the app's formats,
 * and the English keys a `$t()` may nest (`ns:key`, or a key of `ns`, then of
 * `common`, as i18next looks it up; a plural group by its base key), plus any
 * `also` accepts (a brand's own override keys).
 */
export function syntaxRules(ns: string, also: (id: string) => boolean = () => false): SyntaxRules {
  const known = namespaces();
  const flat = new Map<string, Map<string, unknown>>();
  const english = (n: string) => {
    const kept = flat.get(n);
    if (kept) return kept;
    const keys = known.includes(n) ? flatten(readStrings(join(LOCALES_DIR, SOURCE_LANGUAGE, `${n}.json`))) : new Map<string, unknown>();
    flat.set(n, keys);
    return keys;
  };
  const has = (n: string, key: string) => {
    const keys = english(n);
    return keys.has(key) || keys.has(`${key}_other`) || also(`${n}:${key}`);
  };
  return {
    formats: formatNames(),
    keyExists: (id) => {
      const colon = id.indexOf(':');
      return colon < 0 ? has(ns, id) || has('common', id) : has(id.slice(0, colon), id.slice(colon + 1));
    },
  };
}
