// A brand may override interface strings in brands/<id>/locales/<lng>/<ns>.json.
// An override must name a real language, namespace and key, or it would silently
// do nothing, must keep the English string's placeholders, and must be sound
// i18next (i18n/syntax.ts). A key may be an English key's plural form (`_zero`
// included) or context form (`key_<context>`, which a `$t(key, {"context": …})`
// nesting or the code's own context option picks).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { flatten, LOCALES_DIR, namespaces, placeholders, PLURAL_SUFFIX, readStrings, SOURCE_LANGUAGE, syntaxRules } from '../i18n/catalog.ts';
import { syntaxProblems } from '../i18n/syntax.ts';
import type { BrandConfig } from './generated/brand.ts';
import { closest, type Problem } from './problems.ts';
import { displayPath } from './schema-files.ts';

/** The English string an override key stands for: the key itself, its plural group, or the key its context form extends. */
function englishFor(source: Map<string, unknown>, key: string): unknown {
  const plural = PLURAL_SUFFIX.test(key);
  const base = key.replace(PLURAL_SUFFIX, '');
  const context = base.lastIndexOf('_');
  const candidates = [key, ...(plural ? [`${base}_other`, base] : []), ...(context > 0 ? [base.slice(0, context), `${base.slice(0, context)}_other`] : [])];
  for (const k of candidates) if (source.has(k)) return source.get(k);
  return undefined;
}

/** Placeholders to compare: a plural form may leave {{count}} out ("No games" for 0). */
function comparable(text: string, plural: boolean): string {
  return placeholders(text)
    .filter((p) => !plural || p !== 'count')
    .join();
}

export function checkLocaleOverrides(brandDir: string, config: BrandConfig): Problem[] {
  const root = join(brandDir, 'locales');
  if (!existsSync(root)) return [];
  const problems: Problem[] = [];
  const known = namespaces();
  for (const lng of readdirSync(root)) {
    for (const name of readdirSync(join(root, lng))) {
      const path = join(root, lng, name);
      const file = displayPath(path);
      const add = (pointer: string, found: string, expected: string, fix: string) => problems.push({ file, pointer, found, expected, fix });
      if (!(config.languages.supported as string[]).includes(lng)) {
        add(
          '',
          `strings for "${lng}", which the brand does not offer`,
          `a folder per supported language (${config.languages.supported.join(', ')})`,
          `Add "${lng}" to /languages/supported in brand.json, or remove the folder.`,
        );
        continue;
      }
      const ns = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !known.includes(ns)) {
        add('', `a file "${name}"`, `a namespace file: ${known.map((n) => `${n}.json`).join(', ')}`, 'Rename the file after the namespace it overrides.');
        continue;
      }
      let strings: Map<string, unknown>;
      try {
        strings = flatten(readStrings(path));
      } catch (e) {
        add('', `invalid JSON (${(e as Error).message})`, 'a JSON object of strings', 'Fix the syntax.');
        continue;
      }
      const source = flatten(readStrings(join(LOCALES_DIR, SOURCE_LANGUAGE, name)));
      // A nesting may name the brand's own keys (a context form it adds) as well as English ones.
      const rules = syntaxRules(ns, (id) => id.startsWith(`${ns}:`) && strings.has(id.slice(ns.length + 1)));
      for (const [key, value] of strings) {
        const pointer = `/${key.split('.').join('/')}`;
        const english = englishFor(source, key);
        const plural = PLURAL_SUFFIX.test(key);
        if (english === undefined) {
          const guess = closest(key, [...source.keys()]);
          add(
            pointer,
            `the key "${key}", which ${ns}.json does not have`,
            'a key of the English file',
            guess ? `Did you mean "${guess}"? See src/i18n/locales/en/${name}.` : `Correct the key; see src/i18n/locales/en/${name}.`,
          );
        } else if (typeof value !== 'string') {
          add(pointer, `a ${typeof value}`, 'a string', 'Write the translation as a string.');
        } else if (syntaxProblems(value, rules).length) {
          for (const problem of syntaxProblems(value, rules))
            add(pointer, problem, 'a string i18next reads as written', 'Correct the syntax; src/i18n/README.md shows each feature with an example.');
        } else if (comparable(value, plural) !== comparable(String(english), plural)) {
          add(
            pointer,
            `placeholders [${placeholders(value).join(', ')}]`,
            `the English placeholders [${placeholders(String(english)).join(', ')}]`,
            'Keep every {{placeholder}} of the English string, spelled the same.',
          );
        }
      }
    }
  }
  return problems;
}
