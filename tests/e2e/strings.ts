// A namespace's strings in a brand's default language, as the translators' files
// hold them (English fills any key a translation lacks), so browser tests find
// controls by role and accessible name on every demo brand, whatever its language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { ROOT } from '../../src/config/schema-files.ts';
import { formatNumber } from '../../src/i18n/numbers.ts';
import { sentenceValue } from '../../src/i18n/value-formatter.ts';

type Strings = { [key: string]: string | Strings };

const read = (lng: string, ns: string): Strings => JSON.parse(readFileSync(join(ROOT, 'src', 'i18n', 'locales', lng, `${ns}.json`), 'utf8')) as Strings;

function merged(base: Strings, over: Strings): Strings {
  const out: Strings = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = typeof v === 'object' && typeof base[k] === 'object' ? merged(base[k] as Strings, v) : v;
  return out;
}

/** The strings of namespace `ns` for `brand`'s default language, shaped as `en`'s file is (the type of `shape`). */
export function brandStrings<T>(brand: BrandConfig, ns: string, shape: T): T {
  const lng = brand.languages.default;
  return (lng === 'en' ? shape : merged(shape as Strings, read(lng, ns))) as T;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A translator's template as a pattern of the whole text: each `{{placeholder}}` stands for any text, the rest is literal. */
export function templatePattern(template: string): RegExp {
  return new RegExp(
    `^${template
      .split(/\{\{[^}]*\}\}/)
      .map(escaped)
      .join('.+?')}$`,
  );
}

/**
 * A translator's template with its `{{placeholders}}` filled. Given the brand,
 * each value is written as the app's i18next formatter writes it in the brand's
 * language (value-formatter.ts: a number in the language's digits, a string
 * bidi-isolated, `{{n, number}}` fully formatted), so a name or message with a
 * value in it is matched exactly; without it, as plain text.
 */
export function filled(template: string, values: Record<string, string | number>, brand?: BrandConfig): string {
  return template.replace(/\{\{-?\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format: string | undefined) => {
    if (!(name in values)) return whole;
    const value = values[name]!;
    if (!brand) return String(value);
    const lng = brand.languages.default;
    return String(format === 'number' ? formatNumber(Number(value), lng) : sentenceValue(value, lng));
  });
}

/** A pattern that finds `text` anywhere, literally. */
export const literally = (text: string) => new RegExp(escaped(text));

/** A pattern that matches any one of `texts`, whole and literally (a name that changes with the state it names). */
export const oneOf = (...texts: string[]) => new RegExp(`^(${texts.map(escaped).join('|')})$`);
