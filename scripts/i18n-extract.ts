// npm run i18n:extract: compares the keys the code uses (found by i18next-cli)
// with the English files, and lists hard-coded interface strings.
//   used but not defined   -> error (the page would show English fallback or nothing)
//   defined but unused     -> error, so translators don't translate dead text (a key
//                             built at runtime hides from the finder: write keys out in t())
//   hard-coded strings     -> error (they would never be translated)
// Writes nothing.
import { findKeys, runLinter } from 'i18next-cli';
import { join } from 'node:path';
import { flatten, LOCALES_DIR, namespaces, PLURAL_SUFFIX, readStrings, SOURCE_LANGUAGE } from '../src/i18n/catalog.ts';
import config from '../src/i18n/toolkit-config.ts';

const quiet = { info: () => {}, warn: () => {}, error: (m: unknown) => console.error(m) };

const defined = new Set<string>();
for (const ns of namespaces()) {
  for (const key of flatten(readStrings(join(LOCALES_DIR, SOURCE_LANGUAGE, `${ns}.json`))).keys()) defined.add(`${ns}:${key.replace(PLURAL_SUFFIX, '')}`);
}

const { allKeys } = await findKeys(config, quiet);
const used = new Set<string>();
for (const k of allKeys.values()) used.add(`${k.ns ?? 'common'}:${k.key.replace(PLURAL_SUFFIX, '')}`);

const preserved = (config.extract.preservePatterns ?? []).map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
const undefinedKeys = [...used].filter((k) => !defined.has(k)).sort();
const unused = [...defined].filter((k) => !used.has(k) && !preserved.some((re) => re.test(k))).sort();

const lint = await runLinter(config);
const hardcoded = Object.entries(lint.files ?? {}).flatMap(([file, issues]) =>
  (issues as { line: number; text: string; message?: string }[]).map((i) => `${file}:${i.line}  ${JSON.stringify(i.text)}`),
);

console.log(`${used.size} keys used in code, ${defined.size} defined in English.`);
const list = (title: string, items: string[]) => items.length && console.log(`\n${title} (${items.length}):\n${items.map((i) => `  ${i}`).join('\n')}`);
list('Used in code but not defined in src/i18n/locales/en', undefinedKeys);
list('Defined but not used (remove them, or add their family to preservePatterns if built at runtime)', unused);
list('Hard-coded interface strings (wrap them in t())', hardcoded);
const failed = undefinedKeys.length > 0 || unused.length > 0 || hardcoded.length > 0;
console.log(failed ? '\ni18n:extract found problems.' : '\nNo missing, unused or hard-coded strings.');
process.exit(failed ? 1 : 0);
