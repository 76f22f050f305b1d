// Save's review: what the draft changes against the saved brand.json, property
// by property, named in the schema's words (its titles and descriptions), old
// and new value side by side; the file is written only once the operator confirms.
import { useEffect, useRef } from 'react';
import type { JsonSchema } from '../../config/brand-validator.ts';

type Node = Record<string, unknown>;

export interface Change {
  pointer: string;
  /** The property's name: its path of schema titles and keys. */
  label: string;
  /** The first sentence of its schema description. */
  meaning: string;
  before: string;
  after: string;
}

const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every leaf of a config by pointer (a list is one value: its order is part of it). */
function leaves(value: unknown, pointer = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (isObject(value)) for (const [k, v] of Object.entries(value)) leaves(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  else out.set(pointer, value);
  return out;
}

function resolve(root: JsonSchema, node: Node | undefined): Node | undefined {
  let n = node;
  for (let i = 0; n && typeof n.$ref === 'string' && i < 10; i++) {
    const ref = n.$ref;
    const { $ref: _r, ...rest } = n;
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Node | undefined)?.[key], root) as Node | undefined;
    n = { ...target, ...rest };
  }
  return n;
}

/** The schema node at a pointer: properties, list items, or the branch of a union that has the key. */
function schemaAt(root: JsonSchema, pointer: string): Node[] {
  const path: Node[] = [];
  let node = resolve(root, root as Node);
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node) break;
    const branches = [node, ...((node.oneOf ?? node.anyOf ?? []) as Node[]).map((b) => resolve(root, b)!)];
    const holder = branches.find((b) => isObject(b?.properties) && key in (b.properties as Node));
    node = holder ? resolve(root, (holder.properties as Node)[key] as Node) : /^\d+$/.test(key) ? resolve(root, node.items as Node) : undefined;
    path.push({ ...(node ?? {}), key });
  }
  return path;
}

const firstSentence = (s: unknown) =>
  typeof s === 'string'
    ? s
        .replace(/ Default: .*$/, '')
        .split(/(?<=\.)\s/)[0]!
        .replace(/`/g, '')
    : '';

function show(value: unknown, fallback: unknown): string {
  if (value === undefined) return fallback === undefined ? '(not set)' : `(not set: ${show(fallback, undefined)})`;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function changesBetween(saved: unknown, draft: unknown, root: JsonSchema): Change[] {
  const before = leaves(saved ?? {});
  const after = leaves(draft ?? {});
  const pointers = [...new Set([...before.keys(), ...after.keys()])].filter((p) => p !== '/$schema');
  return pointers
    .filter((p) => JSON.stringify(before.get(p)) !== JSON.stringify(after.get(p)))
    .map((pointer) => {
      const path = schemaAt(root, pointer);
      const node = path.at(-1) ?? {};
      return {
        pointer,
        label: path.map((n) => (typeof n.title === 'string' && n.title !== n.key ? `${n.title} (${n.key})` : String(n.key))).join(' › '),
        meaning: firstSentence(node.description),
        before: show(before.get(pointer), node.default),
        after: show(after.get(pointer), node.default),
      };
    });
}

/** The review dialog: the changes, then "Save these changes" or "Keep editing". */
export function Review({ changes, onConfirm, onCancel }: { changes: Change[]; onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="review" aria-labelledby="review-title" onCancel={onCancel}>
      <h2 id="review-title">Review before saving</h2>
      {changes.length ? (
        <table>
          <caption>
            {changes.length} change{changes.length === 1 ? '' : 's'} to brand.json
          </caption>
          <thead>
            <tr>
              <th scope="col">Property</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.pointer} data-pointer={c.pointer}>
                <th scope="row">
                  {c.label}
                  {c.meaning && <span className="review__meaning">{c.meaning}</span>}
                </th>
                <td>{c.before}</td>
                <td>{c.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Nothing changed since the last save.</p>
      )}
      <div className="review__actions">
        <button type="button" onClick={onConfirm} disabled={!changes.length}>
          Save these changes
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Keep editing
        </button>
      </div>
    </dialog>
  );
}
