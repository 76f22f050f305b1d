// The operator's config reference, generated from the brand schema's
// descriptions and defaults. `npm run gen:types` writes it into schemas/README.md
// between the config-reference markers; `--check` fails when it is stale.
import { BRAND_SCHEMA_ID, schemaFiles, type JsonSchema } from '../../config/schema-files.ts';

type Node = JsonSchema & {
  $ref?: string;
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, Node>;
  additionalProperties?: Node | boolean;
  items?: Node;
  oneOf?: Node[];
  allOf?: Node[];
  required?: string[];
  minimum?: number;
  maximum?: number;
};

export const START = '<!-- config-reference:start -->';
export const END = '<!-- config-reference:end -->';

const byId = () => new Map(schemaFiles().map((f) => [f.schema.$id!, f.schema as Node]));

/** Follows a $ref (relative to `base`), returning the target and its own base. */
function resolve(node: Node, base: string, ids: Map<string, Node>): { node: Node; base: string } {
  if (!node.$ref) return { node, base };
  const url = new URL(node.$ref, base);
  const doc = ids.get(url.href.split('#')[0]!)!;
  let target: Node = doc;
  for (const part of (url.hash.replace(/^#\/?/, '') || '').split('/').filter(Boolean)) target = (target as Record<string, Node>)[decodeURIComponent(part)]!;
  const { $ref: _ref, ...siblings } = node;
  const inner = resolve(target, url.href.split('#')[0]!, ids);
  return { node: { ...inner.node, ...siblings }, base: inner.base };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (v: unknown) => (v === undefined ? '' : `\`${JSON.stringify(v).length > 60 ? `${JSON.stringify(v).slice(0, 57)}...` : JSON.stringify(v)}\``);

function typeOf(n: Node, base: string, ids: Map<string, Node>): string {
  if (n.const !== undefined) return code(n.const);
  if (n.enum) return n.enum.length > 6 ? `one of ${n.enum.length} values` : n.enum.map((e) => code(e)).join(' | ');
  if (n.oneOf) return 'one of the kinds below';
  const t = Array.isArray(n.type) ? n.type.join(' | ') : (n.type ?? 'object');
  if (t === 'array' && n.items) {
    const item = resolve(n.items, base, ids);
    return `array of ${typeOf(item.node, item.base, ids)}`;
  }
  if (t === 'integer' || t === 'number') return n.minimum !== undefined || n.maximum !== undefined ? `${t} ${n.minimum ?? ''}..${n.maximum ?? ''}` : t;
  return t;
}

interface Row {
  path: string;
  type: string;
  def: string;
  required: boolean;
  description: string;
}

function rows(node: Node, base: string, ids: Map<string, Node>, path: string, required: boolean, out: Row[], depth = 0) {
  const r = resolve(node.allOf?.length === 1 ? { ...node.allOf[0]!, ...node, allOf: undefined } : node, base, ids);
  const n = r.node;
  if (path && !path.endsWith('$schema')) out.push({ path, type: typeOf(n, r.base, ids), def: code(n.default), required, description: n.description ?? '' });
  if (depth > 5) return;
  if (n.properties)
    for (const [k, v] of Object.entries(n.properties)) rows(v, r.base, ids, path ? `${path}.${k}` : k, n.required?.includes(k) ?? false, out, depth + 1);
  if (n.items && resolve(n.items, r.base, ids).node.properties) rows(n.items, r.base, ids, `${path}[]`, false, out, depth + 1);
  if (typeof n.additionalProperties === 'object' && resolve(n.additionalProperties, r.base, ids).node.properties)
    rows(n.additionalProperties, r.base, ids, `${path}.<name>`, false, out, depth + 1);
}

export function configReference(): string {
  const ids = byId();
  const root = ids.get(BRAND_SCHEMA_ID)!;
  const out: Row[] = [];
  rows(root, BRAND_SCHEMA_ID, ids, '', true, out);
  const sections = new Map<string, Row[]>();
  for (const row of out) {
    const top = row.path.split(/[.[]/)[0]!;
    sections.set(top, [...(sections.get(top) ?? []), row]);
  }
  const lines = [
    START,
    '',
    '_Generated from `schemas/` by `npm run gen:types`; do not edit by hand._ Every property is optional unless marked **required**; omitted ones take the default shown.',
    '',
  ];
  const table = (list: Row[]) => [
    '| property | type | default | description |',
    '|---|---|---|---|',
    ...list.map((r) => `| \`${r.path}\`${r.required ? ' **required**' : ''} | ${cell(r.type)} | ${cell(r.def)} | ${cell(r.description)} |`),
    '',
  ];
  // Top-level values first in one table, then one table per object.
  const scalars = [...sections.values()].filter((list) => list.length === 1).map((list) => list[0]!);
  lines.push('#### Top level', '', ...table(scalars));
  for (const [top, list] of sections) {
    if (list.length === 1) continue;
    lines.push(`#### \`${top}\``, '', list[0]!.description, '', ...table(list.slice(1)));
  }
  lines.push(...homeSectionKinds(ids), END);
  return lines.join('\n');
}

function homeSectionKinds(ids: Map<string, Node>): string[] {
  const layoutId = 'https://lobbykit.dev/schemas/brand/layout.schema.json';
  const layout = ids.get(layoutId)! as Node & { $defs: Record<string, Node> };
  const lines = ['#### Home section kinds (`layout.homeSections[]`)', '', '| `type` | options | what it shows |', '|---|---|---|'];
  for (const ref of layout.$defs.HomeSection!.oneOf!) {
    const s = resolve(ref, layoutId, ids).node;
    const opts = Object.entries(s.properties ?? {})
      .filter(([k]) => k !== 'type')
      .map(([k, v]) => `\`${k}\`${s.required?.includes(k) ? ' (required)' : ''}: ${resolve(v, layoutId, ids).node.description ?? ''}`);
    lines.push(`| \`${String(s.properties!.type!.const)}\` | ${cell(opts.join('<br>') || '-')} | ${cell(s.description ?? '')} |`);
  }
  return [...lines, ''];
}
