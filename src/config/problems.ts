// Turns validation failures into problems an operator can act on: where (file and
// JSON pointer), what was found, what was expected, and how to fix it.
// The layout follows Starlight's config error map: one fixed first line naming the
// file, then one line per problem.
import type { ErrorObject } from 'ajv';
import type { ContrastFailure } from './contrast-check.ts';

export interface Problem {
  /** File the problem is in, relative to the repository root. */
  file: string;
  /** JSON pointer into that file ('' for the whole document). */
  pointer: string;
  found: string;
  expected: string;
  fix: string;
  /** For a contrast problem: both colours, their pointers and a passing colour, for the studio to show. */
  contrast?: ContrastFailure;
  /** Set on an unknown property: the known properties beside it are still checked. */
  unknownProperty?: true;
}

type SchemaNode = { description?: string; examples?: unknown[]; enum?: unknown[]; properties?: Record<string, unknown>; [k: string]: unknown };

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  const short = json.length > 60 ? `${json.slice(0, 57)}...` : json;
  const kind = Array.isArray(value) ? 'an array' : value === null ? 'null' : `${article(typeof value)} ${typeof value}`;
  return typeof value === 'object' ? `${kind} ${short}` : `${short} (${kind})`;
}

/** The closest candidate by edit distance, when it is close enough to be a likely typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

const list = (values: readonly unknown[], max = 12) =>
  values
    .slice(0, max)
    .map((v) => JSON.stringify(v))
    .join(', ') + (values.length > max ? `, ... (${values.length} in all)` : '');

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

// Without its full stop: the report adds one after the expectation.
const firstSentence = (text?: string) => (text ? text.split(/(?<=\.)\s/)[0]!.replace(/\.$/, '') : '');

const exampleHint = (schema?: SchemaNode) => (schema?.examples?.length ? ` For example: ${JSON.stringify(schema.examples[0])}.` : '');

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** One ajv error (compiled with `verbose: true`) as a problem. `kindsOf` lists the
 *  allowed tag values of a discriminated union, for its error message. */
export function fromAjv(file: string, e: ErrorObject, kindsOf: (schema: unknown) => string[] = () => []): Problem {
  const at = e.instancePath;
  const schema = e.parentSchema as SchemaNode | undefined;
  const p = e.params as Record<string, unknown>;
  const problem = (pointer: string, found: string, expected: string, fix: string, unknownProperty?: true): Problem =>
    unknownProperty ? { file, pointer, found, expected, fix, unknownProperty } : { file, pointer, found, expected, fix };

  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const known = Object.keys(schema?.properties ?? {});
      const guess = closest(name, known);
      return problem(
        `${at}/${escapePointer(name)}`,
        `an unknown property "${name}"`,
        known.length ? `one of ${list(known)}` : 'no other properties here',
        guess ? `Rename it to "${guess}", or remove it.` : 'Remove it: unknown properties are errors so that typos never pass silently.',
        true,
      );
    }
    case 'required': {
      const name = String(p.missingProperty);
      const child = schema?.properties?.[name] as SchemaNode | undefined;
      const about = firstSentence(child?.description);
      return problem(`${at}/${escapePointer(name)}`, 'nothing', `"${name}"${about ? `: ${about}` : ''}`, `Add "${name}".${exampleHint(child)}`);
    }
    case 'type':
      return problem(
        at,
        describeValue(e.data),
        `a value of type ${String(p.type)}`,
        `Write ${article(String(p.type))} ${String(p.type)} here.${exampleHint(schema)}`,
      );
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      const guess = typeof e.data === 'string' ? closest(e.data, allowed.map(String)) : undefined;
      return problem(at, describeValue(e.data), `one of ${list(allowed, 30)}`, guess ? `Did you mean "${guess}"?` : 'Use one of the listed values.');
    }
    case 'const':
      return problem(at, describeValue(e.data), JSON.stringify(p.allowedValue), `Write ${JSON.stringify(p.allowedValue)}.`);
    case 'pattern':
      // Under propertyNames the value is a property's name, not the property.
      if (e.propertyName !== undefined) {
        return problem(
          `${at}/${escapePointer(e.propertyName)}`,
          `the name "${e.propertyName}"`,
          `a name matching ${String(p.pattern)}${schema?.description ? ` (${firstSentence(schema.description)})` : ''}`,
          `Rename it.${exampleHint(schema)}`,
        );
      }
      return problem(
        at,
        describeValue(e.data),
        `text matching ${String(p.pattern)}${schema?.description ? ` (${firstSentence(schema.description)})` : ''}`,
        `Correct the value.${exampleHint(schema)}`,
      );
    case 'minLength':
    case 'maxLength':
      return problem(
        at,
        `${describeValue(e.data)}, ${String(e.data).length} characters`,
        `${e.keyword === 'minLength' ? 'at least' : 'at most'} ${String(p.limit)} character${p.limit === 1 ? '' : 's'}`,
        'Change its length.',
      );
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return problem(at, describeValue(e.data), `a number ${String(p.comparison)} ${String(p.limit)}`, 'Change the number.');
    case 'minItems':
    case 'maxItems': {
      const n = Array.isArray(e.data) ? e.data.length : 0;
      const same = schema as { minItems?: number; maxItems?: number } | undefined;
      const exact = same?.minItems !== undefined && same.minItems === same.maxItems;
      return problem(
        at,
        `${n} item${n === 1 ? '' : 's'}`,
        exact ? `exactly ${same!.minItems!} items` : `${e.keyword === 'minItems' ? 'at least' : 'at most'} ${String(p.limit)} items`,
        e.keyword === 'minItems' ? 'Add items.' : 'Remove items.',
      );
    }
    case 'uniqueItems':
      return problem(at, `the same item at positions ${String(p.j)} and ${String(p.i)}`, 'every item once', `Remove the duplicate at ${at}/${String(p.i)}.`);
    case 'propertyNames':
      return problem(
        `${at}/${escapePointer(String(p.propertyName))}`,
        `the name "${String(p.propertyName)}"`,
        'a name matching the rule in the schema description',
        'Rename it.',
      );
    case 'discriminator': {
      const branches = ((schema?.oneOf as { $ref?: string }[] | undefined) ?? []).length;
      const tag = String(p.tag);
      const value = (e.data as Record<string, unknown> | undefined)?.[tag];
      const kinds = kindsOf(schema);
      const guess = typeof value === 'string' ? closest(value, kinds) : undefined;
      return problem(
        `${at}/${tag}`,
        describeValue(value),
        kinds.length ? `one of ${list(kinds, 30)}` : `one of the ${branches} kinds`,
        guess ? `Did you mean "${guess}"?` : 'Use one of the listed kinds.',
      );
    }
    default:
      return problem(at, describeValue(e.data), e.message ?? e.keyword, 'See the schema description for this property.');
  }
}

/** One problem in the report's words, without its place (the studio shows it at its field). */
export function problemText(p: Problem): string {
  return `found ${p.found}; expected ${sentence(p.expected)} ${p.fix}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  // Grouped by pushing onto each file's list: copying the list per problem made a report of n problems cost n².
  const byFile = new Map<string, Problem[]>();
  for (const p of problems) {
    const list = byFile.get(p.file);
    if (list) list.push(p);
    else byFile.set(p.file, [p]);
  }
  return [...byFile]
    .map(([file, ps]) =>
      [
        `Invalid brand config: ${file} (${ps.length} problem${ps.length === 1 ? '' : 's'})`,
        ...ps.map((p) => `  - ${p.pointer || '(whole file)'}: ${problemText(p)}`),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Ends a clause with one full stop, whether or not it already has one. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
