// npm run i18n:status [-- <lng>]: how complete each language is, against English.
// A plural key (`key_one`, `key_other` in English) needs exactly the CLDR plural
// forms of each language (Arabic six, Russian four, Thai one). Fails when any key
// is missing or extra, a translation's {{placeholders}} differ from English, or
// a string's i18next syntax is broken (src/i18n/syntax.ts: an unbalanced {{ }},
// a $t( nesting that does not close or nests an unknown key, an unknown format).
// Then each brand's string overrides (brands/<id>/locales/): a key English does
// not have (with the nearest key that exists), placeholders that differ, and a
// language the brand does not offer; any such problem fails it too.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { flatten, LOCALES_DIR, namespaces, placeholders, PLURAL_SUFFIX, readStrings, SOURCE_LANGUAGE, syntaxRules } from '../src/i18n/catalog.ts';
import { syntaxProblems } from '../src/i18n/syntax.ts';
import { LANGUAGES, pluralCategories } from '../src/i18n/languages.ts';
import { loadBrands } from '../src/config/load-brands.ts';
import { formatProblems } from '../src/config/problems.ts';
import { displayPath } from '../src/config/schema-files.ts';

interface Report {
  lng: string;
  total: number;
  done: number;
  missing: string[];
  extra: string[];
  mismatched: string[];
  /** Strings i18next cannot read as written. */
  broken: string[];
  untranslated: string[];
}

/** English keys as the keys a language needs: plural groups expand to that language's categories. */
function expectedKeys(english: Map<string, unknown>, lng: string): Map<string, string> {
  const out = new Map<string, string>(); // key -> English text it translates
  const categories = pluralCategories(lng);
  for (const [key, text] of english) {
    const m = PLURAL_SUFFIX.exec(key);
    if (!m || m[1]) {
      out.set(key, String(text));
      continue;
    }
    const base = key.slice(0, m.index);
    const other = String(english.get(`${base}_other`) ?? text);
    for (const c of categories) out.set(`${base}_${c}`, String(english.get(`${base}_${c}`) ?? other));
  }
  // `_zero` is optional in i18next for every language (used for a count of 0 when present).
  return out;
}

export function languageStatus(lng: string): Report {
  const report: Report = { lng, total: 0, done: 0, missing: [], extra: [], mismatched: [], broken: [], untranslated: [] };
  for (const ns of namespaces()) {
    const english = flatten(readStrings(join(LOCALES_DIR, SOURCE_LANGUAGE, `${ns}.json`)));
    const file = join(LOCALES_DIR, lng, `${ns}.json`);
    const strings = existsSync(file) ? flatten(readStrings(file)) : new Map<string, unknown>();
    const expected = expectedKeys(english, lng);
    const rules = syntaxRules(ns);
    for (const [key, value] of strings)
      if (typeof value === 'string') for (const problem of syntaxProblems(value, rules)) report.broken.push(`${ns}:${key}: ${problem}`);
    for (const [key, source] of expected) {
      report.total++;
      const value = strings.get(key);
      const id = `${ns}:${key}`;
      if (typeof value !== 'string' || value === '') {
        report.missing.push(id);
        continue;
      }
      const want = placeholders(source).filter((p) => p !== 'count' || !PLURAL_SUFFIX.test(key));
      const have = placeholders(value).filter((p) => p !== 'count' || !PLURAL_SUFFIX.test(key));
      if ([...new Set(want)].join() !== [...new Set(have)].join())
        report.mismatched.push(`${id}: {{${[...new Set(have)].join('}}, {{')}}} instead of {{${[...new Set(want)].join('}}, {{')}}}`);
      else report.done++;
      if (lng !== SOURCE_LANGUAGE && value === source && /[a-z]{3,}/i.test(source) && !/^[A-Z0-9_ .+-]+$/.test(source)) report.untranslated.push(id);
    }
    for (const key of strings.keys()) {
      const zero = PLURAL_SUFFIX.exec(key)?.[2] === 'zero' && expected.has(key.replace(PLURAL_SUFFIX, '_other'));
      if (!expected.has(key) && !zero) report.extra.push(`${ns}:${key}`);
    }
  }
  return report;
}

const only = process.argv[2];
const reports = (only ? [only] : LANGUAGES).map(languageStatus);
console.log('language  complete   keys  missing  extra  placeholders  syntax  same as English');
for (const r of reports) {
  const pct = r.total ? Math.floor((r.done / r.total) * 1000) / 10 : 100;
  console.log(
    `${r.lng.padEnd(8)} ${`${pct.toFixed(1)}%`.padStart(8)} ${String(r.total).padStart(6)} ${String(r.missing.length).padStart(8)} ${String(r.extra.length).padStart(6)} ${String(r.mismatched.length).padStart(13)} ${String(r.broken.length).padStart(7)} ${String(r.untranslated.length).padStart(16)}`,
  );
}
const detail = (title: string, list: string[]) =>
  list.length &&
  console.log(
    `  ${title}:\n${list
      .slice(0, 40)
      .map((k) => `    ${k}`)
      .join('\n')}${list.length > 40 ? `\n    ... ${list.length - 40} more` : ''}`,
  );
let failed = false;
for (const r of reports) {
  if (!r.missing.length && !r.extra.length && !r.mismatched.length && !r.broken.length) continue;
  failed = true;
  console.log(`\n${r.lng}:`);
  detail('missing', r.missing);
  detail('extra (not in English)', r.extra);
  detail('placeholders differ from English', r.mismatched);
  detail('i18next syntax broken', r.broken);
}
if (only) detail('\nsame text as English (check they need no translation)', reports[0]!.untranslated);

// Brand overrides: the problems validation finds in the brands' locale folders.
const brands = loadBrands();
const overrides = brands.flatMap((b) => {
  const folder = `${displayPath(join(b.dir, 'locales'))}/`;
  return b.problems.filter((p) => p.file.startsWith(folder));
});
const withOverrides = brands.filter((b) => existsSync(join(b.dir, 'locales'))).map((b) => b.id);
console.log(
  `\nbrand overrides: ${withOverrides.length ? withOverrides.join(', ') : 'none'}${withOverrides.length ? `, ${overrides.length} problem${overrides.length === 1 ? '' : 's'}` : ''}`,
);
if (overrides.length) console.log(formatProblems(overrides));

console.log(
  failed
    ? '\nTranslations are incomplete or broken: add the missing keys, remove the extra ones, keep every {{placeholder}}, mend the syntax listed.'
    : overrides.length
      ? '\nBrand overrides have problems: correct each key, placeholder and language listed above.'
      : `\nAll ${reports.length} languages complete.`,
);
process.exit(failed || overrides.length ? 1 : 0);
