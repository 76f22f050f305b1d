// The brand schema files as one schema the form library can resolve (it follows
// only "#/..." references), and the editor's groups: one per schema file, as the
// schemas are split. Descriptions become help text; a default is named there,
// since an empty field takes it.
import type { JsonSchema } from '../../config/brand-validator.ts';

type Node = Record<string, unknown>;

const FILE = /^(?:brand\/)?([a-z]+)\.schema\.json$/;

/** "brand/shared.schema.json#/$defs/Colour" -> "#/$defs/shared__Colour"; "brand/flags.schema.json" -> "#/$defs/flags". */
function rewriteRef(ref: string, file: string): string {
  const [path, fragment = ''] = ref.split('#');
  const target = path ? FILE.exec(path)![1]! : file;
  if (!fragment) return `#/$defs/${target}`;
  const def = /^\/\$defs\/(.+)$/.exec(fragment);
  if (def) return target === 'brand' ? `#/$defs/${def[1]}` : `#/$defs/${target}__${def[1]}`;
  return `#/$defs/${target}${fragment.replace(/\//g, '__')}`;
}

/** A default as the form shows it: a flag is on or off. */
const defaultWords = (value: unknown) => (typeof value === 'boolean' ? (value ? 'on' : 'off') : JSON.stringify(value));

function rewrite(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, file));
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [k, v] of Object.entries(node as Node)) {
    if (k === '$id' || k === '$schema') continue;
    if (k === '$ref' && typeof v === 'string') out[k] = rewriteRef(v, file);
    else if (k === 'description' && typeof v === 'string' && 'default' in (node as Node)) out[k] = `${v} Default: ${defaultWords((node as Node).default)}.`;
    else if (k === 'discriminator')
      continue; // ajv's keyword; the form picks the branch by its `type` const
    else out[k] = rewrite(v, file);
  }
  return out;
}

export interface Group {
  key: string;
  title: string;
  pointer: string;
  schema: JsonSchema;
}

export function bundle(schemas: readonly JsonSchema[]): { root: JsonSchema; groups: Group[] } {
  const defs: Node = {};
  let root: Node = {};
  for (const schema of schemas) {
    const name = FILE.exec(new URL(schema.$id!).pathname.replace('/schemas/', ''))![1]!;
    const { $defs, ...rest } = rewrite(schema, name) as Node;
    for (const [k, v] of Object.entries(($defs as Node) ?? {})) defs[name === 'brand' ? k : `${name}__${k}`] = v;
    if (name === 'brand') root = rest;
    else defs[name] = rest;
  }
  root.$defs = defs;
  const props = root.properties as Record<string, Node>;
  const fileRef = (p: Node) =>
    typeof p.$ref === 'string' && /^#\/\$defs\/[a-z]+$/.test(p.$ref) && !String(p.$ref).includes('__') ? String(p.$ref).slice(8) : undefined;
  const groups: Group[] = [];
  const general = Object.fromEntries(Object.entries(props).filter(([, p]) => !fileRef(p)));
  groups.push({
    key: 'brand',
    title: 'Brand',
    pointer: '',
    schema: { type: 'object', title: 'Brand', description: root.description, properties: general, $defs: defs },
  });
  for (const [key, p] of Object.entries(props)) {
    const file = fileRef(p);
    if (!file) continue;
    const def = defs[file] as Node;
    groups.push({ key, title: String(def.title ?? key), pointer: `/${key}`, schema: { ...def, $defs: defs } });
  }
  return { root: root as JsonSchema, groups };
}
