// The table of src/README.md ("Top-level folders of `src/`") read as rules, and
// the check of imports against it. Pure functions over text and import lists, so
// boundaries.test.ts can run them on the real code and on made-up input alike.

/** One import, as boundaries.test.ts reads it from a source file. */
export interface Import {
  /** Importing file, relative to the repository root. */
  from: string;
  line: number;
  /** The specifier as written. */
  spec: string;
  /** Repository-relative path of the target for a relative specifier; undefined for a package. */
  target?: string;
}

/** Folder name (without the slash) -> the folders it may import. */
export type LayerTable = Map<string, string[]>;

const HEADING = '**Top-level folders of `src/`.**';

const folders = (cell: string) => [...cell.matchAll(/`([a-z0-9-]+)\/`/g)].map((m) => m[1]!);

/** The rows of the table after the heading; an error that says what is wrong when the table cannot be read. */
export function parseLayerTable(readme: string): LayerTable {
  const at = readme.indexOf(HEADING);
  if (at < 0) throw new Error(`src/README.md has no "${HEADING}" paragraph: the layer table must follow it.`);
  const lines = readme.slice(at).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[] = [];
  for (const l of lines.slice(first)) {
    if (!l.startsWith('|')) break;
    rows.push(l);
  }
  const header = rows[0]?.split('|').map((c) => c.trim());
  if (header?.[1] !== 'folder' || header[3] !== 'may import')
    throw new Error(`The layer table in src/README.md must have the columns "folder | holds | may import"; found "${rows[0] ?? 'no table'}".`);
  const table: LayerTable = new Map();
  for (const row of rows.slice(2)) {
    const cells = row.split('|').map((c) => c.trim());
    const names = folders(cells[1] ?? '');
    const may = cells[3] ?? '';
    if (names.length === 0) throw new Error(`A row of the layer table names no folder in its first cell (\`name/\`): "${row}".`);
    if (!/^nothing\b/.test(may) && folders(may).length === 0 && may !== '')
      throw new Error(`The "may import" cell of ${names.join(', ')} names no folder (\`name/\`) and does not say "nothing": "${may}".`);
    for (const name of names) {
      if (table.has(name)) throw new Error(`The layer table has two rows for ${name}/.`);
      table.set(name, folders(may));
    }
  }
  return table;
}

/** Every cycle the cells allow, each as `a -> b -> a`. */
export function tableCycles(table: LayerTable): string[] {
  const cycles: string[] = [];
  const seen = new Set<string>();
  const walk = (path: string[]) => {
    for (const next of table.get(path.at(-1)!) ?? []) {
      if (next === path[0]) {
        const key = [...path].sort().join(',');
        if (!seen.has(key)) cycles.push([...path, next].join(' -> '));
        seen.add(key);
      } else if (!path.includes(next)) walk([...path, next]);
    }
  };
  for (const folder of table.keys()) walk([folder]);
  return cycles;
}

const topOf = (path: string | undefined) => (path?.startsWith('src/') ? path.split('/')[1] : undefined);
const where = (i: Import) => `${i.from}:${i.line} imports '${i.spec}'${i.target && i.target !== i.spec ? ` (${i.target})` : ''}`;

/** The imports from one top-level folder of src/ into another that the importing folder's cell does not name. */
export function layerProblems(table: LayerTable, imports: readonly Import[]): string[] {
  const problems: string[] = [];
  for (const i of imports) {
    const a = topOf(i.from);
    const b = topOf(i.target);
    // A file at the top of src/ itself (src/env.d.ts) belongs to no folder.
    if (!a || !b || a === b || !i.from.slice(4).includes('/') || !i.target!.slice(4).includes('/')) continue;
    const may = table.get(a);
    if (!may) problems.push(`${where(i)}: src/${a}/ has no row in the layer table of src/README.md. Add one saying what it holds and what it may import`);
    else if (!may.includes(b))
      problems.push(
        `${where(i)}: src/${a}/ may import ${may.length ? may.map((m) => `${m}/`).join(', ') : 'nothing outside itself'} (src/README.md, Layers and imports), not ${b}/. Move what both need down to a folder ${a}/ may import, or change the table if the design changed`,
      );
  }
  return problems;
}
