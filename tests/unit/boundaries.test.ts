// The import rules of src/README.md ("Layers and imports"), read from the code
// itself: every import, export-from, dynamic import, import type and
// import.meta.glob of every file under src/, parsed with a real TypeScript
// parser (Vite's, the one the build uses). The top-level folders' rules are
// read from the README's table as written (layer-table.ts). A broken rule names
// the file and line, the import, the rule and how to fix it.
import { globSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { type Import, layerProblems, parseLayerTable, tableCycles } from './layer-table.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const README = readFileSync(join(ROOT, 'src', 'README.md'), 'utf8');

type Node = { type?: string; start?: number; [key: string]: unknown };

function literal(node: unknown): string | undefined {
  const n = node as Node | null;
  if (n?.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n?.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0) return (n.quasis as { value: { cooked: string } }[])[0]?.value.cooked;
  return undefined;
}

function isMetaGlob(callee: Node): boolean {
  const object = callee.object as Node | undefined;
  return (
    callee.type === 'MemberExpression' &&
    object?.type === 'MetaProperty' &&
    (object.meta as Node).name === 'import' &&
    (callee.property as Node).name === 'glob'
  );
}

/** Every module specifier in a TypeScript or TSX source, with its offset. */
function specifiers(code: string, lang: 'ts' | 'tsx'): { spec: string; at: number; glob: boolean }[] {
  const found: { spec: string; at: number; glob: boolean }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    const at = n.start ?? 0;
    switch (n.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
      case 'ImportExpression':
      case 'TSImportType': {
        const spec = literal(n.source);
        if (spec !== undefined) found.push({ spec, at, glob: false });
        break;
      }
      case 'CallExpression':
        if (isMetaGlob(n.callee as Node)) {
          const first = (n.arguments as Node[])[0];
          const patterns = first?.type === 'ArrayExpression' ? (first.elements as Node[]) : [first];
          for (const p of patterns) {
            const spec = literal(p);
            if (spec !== undefined) found.push({ spec, at, glob: true });
          }
        }
        break;
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code, { lang }));
  return found;
}

/** An .astro file's imports are in its frontmatter, between the first two `---` lines. */
function sourceOf(file: string): { code: string; lang: 'ts' | 'tsx'; offset: number } {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.astro')) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    return { code: match?.[1] ?? '', lang: 'ts', offset: match ? text.indexOf(match[1]!) : 0 };
  }
  return { code: text, lang: file.endsWith('.tsx') ? 'tsx' : 'ts', offset: 0 };
}

function readImports(): Import[] {
  const files = globSync('src/**/*.{ts,tsx,mts,mjs,js,astro}', { cwd: ROOT });
  const imports: Import[] = [];
  for (const rel of files) {
    const file = join(ROOT, rel);
    const { code, lang, offset } = sourceOf(file);
    const whole = readFileSync(file, 'utf8');
    for (const { spec, at, glob } of specifiers(code, lang)) {
      const line = whole.slice(0, offset + at).split('\n').length;
      if (!spec.startsWith('.')) {
        imports.push({ from: rel, line, spec });
        continue;
      }
      // A glob imports every file it matches; one that matches nothing is an import of its folder.
      const targets = glob ? globSync(spec.replace(/^\.\//, ''), { cwd: dirname(file) }).map((t) => join(dirname(file), t)) : [];
      for (const target of targets.length ? targets : [resolve(dirname(file), spec)]) imports.push({ from: rel, line, spec, target: relative(ROOT, target) });
    }
  }
  return imports;
}

const imports = readImports();

const under = (path: string | undefined, folder: string) => path !== undefined && (path === folder || path.startsWith(`${folder}/`));
const featureOf = (path: string | undefined) => /^src\/app\/features\/([^/]+)\//.exec(path ?? '')?.[1];
const where = (i: Import) => `${i.from}:${i.line} imports '${i.spec}'${i.target && i.target !== i.spec ? ` (${i.target})` : ''}`;

/** The imports that break a rule, as lines that say where, what, the rule and the fix. */
function broken(rule: string, fix: string, test: (i: Import) => boolean): string[] {
  return imports.filter(test).map((i) => `${where(i)}: ${rule}. ${fix}`);
}

describe('import boundaries (src/README.md, Layers and imports)', () => {
  it('reads the imports of every source file under src/', () => {
    // A parser that silently found nothing would pass every rule below.
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.some((i) => i.from === 'src/app/shell/registry.ts' && i.target?.endsWith('/entries.ts'))).toBe(true);
  });

  it('a feature never imports another feature', () => {
    const problems = broken(
      'a feature never imports another feature',
      'Move what both need down to src/app/rules (plain rules) or src/app/state (atoms, data, hooks), or let the shell compose them through entries.ts',
      (i) => featureOf(i.from) !== undefined && featureOf(i.target) !== undefined && featureOf(i.from) !== featureOf(i.target),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('a feature never imports the shell', () => {
    const problems = broken(
      'a feature never imports src/app/shell (the shell composes features, not the other way round)',
      'Move what the feature needs from the shell down to src/app/state or src/app/rules',
      (i) => under(i.from, 'src/app/features') && under(i.target, 'src/app/shell'),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('jotai is imported only by src/app/state/jotai.ts', () => {
    const problems = broken(
      'only src/app/state/jotai.ts imports jotai (one store, one way to persist)',
      "Import atom, the hooks and persistentAtom from '.../state/jotai.ts' instead",
      (i) => (i.spec === 'jotai' || i.spec.startsWith('jotai/')) && i.from !== 'src/app/state/jotai.ts',
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('React Router is imported only by src/app/state/location.ts', () => {
    const problems = broken(
      'only src/app/state/location.ts imports react-router-dom or react-router (one adapter for the location, history and links)',
      "Import the router, its hooks and its Link from '.../state/location.ts' (links through ui/Link.tsx) instead",
      (i) => /^react-router(-dom)?(\/|$)/.test(i.spec) && i.from !== 'src/app/state/location.ts',
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('nothing under src/ imports scripts/', () => {
    const problems = broken(
      'src/ never imports scripts/ (scripts run the code in src/, not the other way round)',
      'Move the shared code into src/ and let the script import it from there',
      (i) => under(i.target, 'scripts'),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('scripts/ holds only the entry point of each npm command and the benches', () => {
    // Product logic lives under src/ (the build pipeline in src/build/); a script only reads its arguments and calls it.
    const commands = Object.values((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
    const entryPoints = new Set(commands.flatMap((c) => [...c.matchAll(/\bscripts\/([\w-]+\.ts)\b/g)].map((m) => m[1]!)));
    const bench = (name: string) => /^bench(-[a-z]+)?\.ts$/.test(name) || name === 'measure-js.ts';
    const files = readdirSync(join(ROOT, 'scripts'));
    expect(entryPoints.size).toBeGreaterThan(5);
    expect(
      files.filter((f) => !entryPoints.has(f) && !bench(f)),
      'files in scripts/ that are neither an npm command (package.json "scripts") nor a bench: move their logic under src/ (src/build/ for the build)',
    ).toEqual([]);
  });

  it('the app layers import downwards only: rules < state < ui < features < shell', () => {
    const layerRules: { from: string; may: string; not: string[]; react?: boolean }[] = [
      {
        from: 'src/app/rules',
        may: 'plain rules: no React, no state, no widgets',
        not: ['src/app/state', 'src/app/ui', 'src/app/features', 'src/app/shell'],
        react: true,
      },
      { from: 'src/app/state', may: 'state and data: no widgets', not: ['src/app/ui', 'src/app/features', 'src/app/shell'] },
      { from: 'src/app/ui', may: 'shared widgets', not: ['src/app/features', 'src/app/shell'] },
    ];
    const problems = layerRules.flatMap((r) =>
      broken(
        `${r.from} holds ${r.may}; it never imports ${r.not.join(', ')}${r.react ? ', React or jotai' : ''}`,
        'Move the import target down a layer, or the importing code up one',
        (i) =>
          under(i.from, r.from) &&
          (r.not.some((n) => under(i.target, n)) ||
            Boolean(r.react && (/^(react|react-dom|react-i18next|jotai)(\/|$)/.test(i.spec) || i.target === 'src/i18n/use-translation.tsx'))),
      ),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('each top-level folder of src/ imports only what its "may import" cell names', () => {
    const table = parseLayerTable(README);
    const onDisk = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(
      onDisk.filter((f) => !table.has(f)),
      'folders of src/ with no row in the layer table of src/README.md',
    ).toEqual([]);
    expect(
      [...table.keys()].filter((f) => !onDisk.includes(f)),
      'rows of the layer table naming no folder of src/',
    ).toEqual([]);
    for (const [folder, may] of table)
      expect(
        may.filter((m) => !table.has(m)),
        `${folder}/ may import folders the table does not list`,
      ).toEqual([]);
    expect(tableCycles(table), 'the layer table allows an import cycle').toEqual([]);
    const between = imports.filter((i) => i.target?.startsWith('src/') && i.from.split('/')[1] !== i.target.split('/')[1]);
    // The figures for the record: how many imports the table was checked against.
    console.info(
      `layer table: ${table.size} folders (${[...table].map(([f, m]) => `${f}/ -> ${m.join(', ') || 'nothing'}`).join('; ')}); ` +
        `${imports.length} imports read, ${between.length} between folders checked against it`,
    );
    expect(between.length).toBeGreaterThan(100);
    const problems = layerProblems(table, imports);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('the layer check itself', () => {
  const table = parseLayerTable(README);

  it("fails on an import that its folder's cell does not name", () => {
    const forbidden: Import = { from: 'src/config/load-brands.ts', line: 3, spec: '../app/routes.ts', target: 'src/app/routes.ts' };
    const problems = layerProblems(table, [...imports, forbidden]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("src/config/load-brands.ts:3 imports '../app/routes.ts'");
    expect(problems[0]).toContain('src/config/ may import platform/, i18n/');
    expect(problems[0]).toContain('not app/');
  });

  it('fails on the real code when a "may import" cell of the README is narrowed', () => {
    const row = README.split('\n').find((l) => l.startsWith('| `app/` |'))!;
    const narrowed = README.replace(row, row.replace(/, `platform\/`/, ''));
    expect(narrowed).not.toBe(README);
    const problems = layerProblems(parseLayerTable(narrowed), imports);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('src/app/') && p.includes('not platform/'))).toBe(true);
  });

  it('finds a cycle the cells would allow, and a folder with no row', () => {
    const cyclic = new Map(table).set('config', [...table.get('config')!, 'app']);
    expect(tableCycles(cyclic)).toContain('config -> app -> config');
    const noRow = new Map(table);
    noRow.delete('web-app');
    expect(layerProblems(noRow, imports).some((p) => p.includes('src/web-app/ has no row in the layer table'))).toBe(true);
  });

  it('says what is wrong with a table it cannot read', () => {
    expect(() => parseLayerTable('no table here')).toThrow(/has no "\*\*Top-level folders of `src\/`\.\*\*" paragraph/);
    expect(() => parseLayerTable(README.replace('| folder | holds | may import |', '| folder | holds | uses |'))).toThrow(
      /columns "folder \| holds \| may import"/,
    );
  });
});
