// Every stylesheet of the app ends up in one joined stylesheet (src/build/page-stylesheet.ts), so a class two
// features both style gets both rule sets, in the order the build happens to join them: the reward form's
// `.lk-field__input` once gave the login and register fields a second border. A class is styled by the one
// feature (or ui/, or the shell) whose markup it names; another may style it only inside a class of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../../src/config/schema-files.ts';

const APP = join(ROOT, 'src', 'app');

/** Who owns a stylesheet: its feature's name, or the top folder of src/app it is in. */
const ownerOf = (file: string) => {
  const [top, name] = relative(APP, file).split(sep);
  return top === 'features' ? name! : top!;
};

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return cssFiles(path);
    return e.name.endsWith('.css') ? [path] : [];
  });
}

/** The classes a stylesheet styles at its top level: each selector that starts with a class, by that class. */
function leadingClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // The text before each `{` that opens a rule (at-rules such as @media only wrap rules and are skipped).
  for (const m of text.matchAll(/(?:^|[{};])\s*([^{};@]+?)\s*\{/g)) {
    for (const selector of m[1]!.split(',')) {
      const lead = /^\.((?:[\w-]|\\.)+)/.exec(selector.trim());
      if (lead) classes.add(lead[1]!);
    }
  }
  return classes;
}

/** Classes styled at the top level by more than one owner, with the owners. */
function sharedClasses(sheets: { owner: string; css: string }[]): Record<string, string[]> {
  const owners = new Map<string, Set<string>>();
  for (const { owner, css } of sheets) for (const c of leadingClasses(css)) owners.set(c, (owners.get(c) ?? new Set()).add(owner));
  return Object.fromEntries([...owners].filter(([, o]) => o.size > 1).map(([c, o]) => [c, [...o].sort()]));
}

describe('the app stylesheets', () => {
  test('no class is styled at the top level by two features (or a feature and ui/ or the shell)', () => {
    const sheets = cssFiles(APP).map((file) => ({ owner: ownerOf(file), css: readFileSync(file, 'utf8') }));
    expect(sheets.length).toBeGreaterThan(5);
    expect(sharedClasses(sheets)).toEqual({});
  });

  test('the check finds a class two owners style, and not one styled inside another class', () => {
    const found = sharedClasses([
      { owner: 'account', css: '.lk-field__input { border: 0; }\n@media (min-width: 600px) { .lk-a, .lk-b:hover { color: red } }' },
      { owner: 'promotions', css: '/* .lk-a { } */ .lk-field__input { border: 1px solid; }\n.lk-apply .lk-b { color: blue }' },
    ]);
    expect(found).toEqual({ 'lk-field__input': ['account', 'promotions'] });
  });
});
