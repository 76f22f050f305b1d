// A namespace's strings in a brand's default language, as the translators' files
// hold them (English fills any key a translation lacks), so browser tests find
// controls by role and accessible name on every demo brand, whatever its language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { ROOT } from '../../src/config/schema-files.ts';

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
