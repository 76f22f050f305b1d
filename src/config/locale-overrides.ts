// A brand may override interface strings in brands/<id>/locales/<lng>/<ns>.json.
// An override must name a real language, namespace and key, or it would silently
// do nothing, and must keep the English string's placeholders.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { flatten, LOCALES_DIR, namespaces, placeholders, PLURAL_SUFFIX, readStrings, SOURCE_LANGUAGE } from '../i18n/catalog.ts';
import type { BrandConfig } from './generated/brand.ts';
import { closest, type Problem } from './problems.ts';
import { displayPath } from './schema-files.ts';

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
      for (const [key, value] of strings) {
        const pointer = `/${key.split('.').join('/')}`;
        const english = source.get(key) ?? source.get(key.replace(PLURAL_SUFFIX, '_other'));
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
        } else if (placeholders(value).join() !== placeholders(String(english)).join()) {
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
