// Seed texts per language: one JSON file per language in seed-content/, all with
// the keys of en.json (tests/unit/platform-seed-content.test.ts checks). Adding a
// language is adding a file; brands that support a language without a file get
// English for it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../../config/generated/brand.ts';
import type en from './seed-content/en.json';

export type SeedContent = typeof en;
export type Translations<T> = Record<string, T>;

export const CONTENT_DIR = new URL('./seed-content/', import.meta.url).pathname;

let cache: Map<string, SeedContent> | undefined;

export function seedLanguages(): Map<string, SeedContent> {
  cache ??= new Map(
    readdirSync(CONTENT_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(CONTENT_DIR, f), 'utf8')) as SeedContent]),
  );
  return cache;
}

/** Fills {{brand}} and {{ageLimit}} in every string of `value`. */
function fill<T>(value: T, brand: BrandConfig): T {
  if (typeof value === 'string') return value.replaceAll('{{brand}}', brand.name).replaceAll('{{ageLimit}}', String(brand.ageLimit)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, brand)])) as T;
  return value;
}

/** `{ en: pick(en), th: pick(th), ... }` for every language that has seed text. */
export function translations<T>(brand: BrandConfig, pickText: (content: SeedContent) => T): Translations<T> {
  return Object.fromEntries([...seedLanguages()].map(([lang, content]) => [lang, fill(pickText(content), brand)]));
}

/** The text in `lang` when the brand supports it and there is text for it, else the brand's default, else English. */
export function localise<T>(i18n: Translations<T>, lang: string, brand: BrandConfig): { lang: string; text: T } {
  for (const candidate of [brand.languages.supported.includes(lang as never) ? lang : undefined, brand.languages.default, 'en']) {
    if (candidate && i18n[candidate] !== undefined) return { lang: candidate, text: i18n[candidate]! };
  }
  const [first] = Object.entries(i18n);
  return { lang: first![0], text: first![1] };
}
