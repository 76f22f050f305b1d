// The platform calls have one source: their schemas under schemas/api/, one file
// per call, each with an `x-call` (common.schema.json#/$defs/CallSpec). This reads
// and checks them and writes, for `npm run gen:types`, everything else that
// lists the calls: the contract index, the client's call table, the server's
// registration data, the coverage rows and the calls table of
// src/platform/README.md.
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import type { JsonSchema, SchemaFile } from '../../config/schema-files.ts';
import { API_SCHEMA_BASE, CLIENT_FIELDS, type CallSpec, callNameOf } from '../../platform/call-spec.ts';
import { isErrorCode } from '../../platform/error-codes.ts';
import { SERVER_FIELDS } from '../../server/server-call.ts';

export interface Call {
  /** The client method, from the file name: `game-list.schema.json` -> `gameList`. */
  name: string;
  /** Path below schemas/, for example `api/game-list.schema.json`. */
  file: string;
  spec: CallSpec;
}

/** The schemas in schemas/api/ that are no call. */
export const SHARED_FILES = ['api/common.schema.json', 'api/index.schema.json'];
export const CALLS_START = '<!-- calls:start -->';
export const CALLS_END = '<!-- calls:end -->';

const RECIPE = 'src/platform/README.md, "Adding a call"';

function specProblem(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const found = JSON.stringify(e.data);
  switch (e.keyword) {
    case 'required':
      return `missing "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `unknown field "${String(p.additionalProperty)}"; the fields are ${Object.keys((e.parentSchema as { properties?: object }).properties ?? {}).join(', ')}`;
    case 'enum':
      return `found ${found}; expected one of ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      return `found ${found}; expected text matching ${String(p.pattern)}`;
    default:
      return `found ${found}; ${e.message ?? 'invalid'}`;
  }
}

/** Every call schema with its x-call, sorted by name. Throws one error listing every problem: file, where, what was wrong and how to fix it. */
export function readCalls(files: SchemaFile[]): Call[] {
  const common = files.find((f) => f.path === 'api/common.schema.json');
  if (!common) throw new Error('schemas/api/common.schema.json is missing: it defines CallSpec, the shape of every x-call.');
  const ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-call', schemaType: 'object' });
  ajv.addSchema(common.schema);
  const checkSpec = ajv.getSchema(`${API_SCHEMA_BASE}common.schema.json#/$defs/CallSpec`)!;

  const problems: string[] = [];
  const calls: Call[] = [];
  for (const { path, schema } of files) {
    if (!path.startsWith('api/') || SHARED_FILES.includes(path)) continue;
    const where = `schemas/${path}`;
    const file = path.slice('api/'.length);
    const name = callNameOf(file);
    const s = schema as JsonSchema & { 'x-call'?: unknown; required?: unknown; properties?: Record<string, unknown> };
    if (!name) {
      problems.push(`${where}: a call's file is named after its client method in kebab case (gameList -> game-list.schema.json). Rename the file.`);
      continue;
    }
    if (s.$id !== API_SCHEMA_BASE + file) problems.push(`${where} $id: found ${JSON.stringify(s.$id)}; expected "${API_SCHEMA_BASE + file}".`);
    if (JSON.stringify(s.required) !== '["request","value"]' || !s.properties?.request || !s.properties?.value) {
      problems.push(
        `${where}: a call's schema has exactly the properties "request" (what it sends) and "value" (what the success envelope carries), both required. Fix its properties and required.`,
      );
    }
    if (s['x-call'] === undefined) {
      problems.push(`${where}: no x-call. Every schema in schemas/api/ but common.schema.json and index.schema.json is one call: add its x-call (${RECIPE}).`);
      continue;
    }
    if (!checkSpec(s['x-call'])) {
      for (const e of checkSpec.errors ?? []) problems.push(`${where} x-call${e.instancePath}: ${specProblem(e)}. See common.schema.json#/$defs/CallSpec.`);
      continue;
    }
    const spec = s['x-call'] as CallSpec;
    if (spec.flagOffCode !== undefined && !isErrorCode(spec.flagOffCode))
      problems.push(`${where} x-call/flagOffCode: "${spec.flagOffCode}" is no error code. Use one of src/platform/error-codes.ts, or add it there.`);
    if (spec.flagOffCode !== undefined && spec.flag === undefined)
      problems.push(`${where} x-call/flagOffCode: given without a flag. Add the flag, or drop flagOffCode.`);
    calls.push({ name, file: path, spec });
  }
  const byRoute = new Map<string, string>();
  for (const { file, spec } of calls) {
    const route = `${spec.method} ${spec.path}`;
    const other = byRoute.get(route);
    if (other) problems.push(`schemas/${file} x-call: ${route} is already the route of schemas/${other}. Give one of them another path.`);
    byRoute.set(route, file);
  }
  if (problems.length)
    throw new Error(`Invalid platform calls in schemas/api/ (${problems.length} problem${problems.length > 1 ? 's' : ''})\n  - ${problems.join('\n  - ')}`);
  return calls.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** schemas/api/index.schema.json: every call by client method name, the envelopes, and the shape of x-call. */
export function indexSchema(calls: Call[]): JsonSchema {
  const ref = (description: string, $ref: string) => ({ description, allOf: [{ $ref }] });
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${API_SCHEMA_BASE}index.schema.json`,
    title: 'PlatformApi',
    description:
      'The Lobbykit platform contract: every call by client method name. Generated by `npm run gen:types` from the call schemas beside it (one file per call, its x-call says how it travels): do not edit.',
    type: 'object',
    additionalProperties: false,
    required: ['calls', 'success', 'failure', 'callSpec'],
    properties: {
      calls: {
        type: 'object',
        description: 'One entry per call: its request and the value of its success envelope.',
        additionalProperties: false,
        required: calls.map((c) => c.name),
        properties: Object.fromEntries(calls.map((c) => [c.name, { $ref: c.file.slice('api/'.length) }])),
      },
      success: ref('The answer of every successful call, carrying its value.', 'common.schema.json#/$defs/SuccessEnvelope'),
      failure: ref('The answer of every failed call.', 'common.schema.json#/$defs/FailureEnvelope'),
      callSpec: ref("What each call schema's x-call holds.", 'common.schema.json#/$defs/CallSpec'),
    },
  };
}

/** JSON laid out as the formatter (Biome, 160 columns) lays it out, so the generated file stays as written. */
export function jsonText(value: unknown): string {
  const WIDTH = 160;
  const pad = (n: number) => '  '.repeat(n);
  const render = (v: unknown, depth: number, column: number): string => {
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      const inline = `[${v.map((x) => JSON.stringify(x)).join(', ')}]`;
      if (v.every((x) => x === null || typeof x !== 'object') && column + inline.length + 1 <= WIDTH) return inline;
      return `[\n${v.map((x) => pad(depth + 1) + render(x, depth + 1, (depth + 1) * 2)).join(',\n')}\n${pad(depth)}]`;
    }
    if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      if (entries.length === 0) return '{}';
      const lines = entries.map(([k, x]) => {
        const head = `${pad(depth + 1)}${JSON.stringify(k)}: `;
        return head + render(x, depth + 1, head.length);
      });
      return `{\n${lines.join(',\n')}\n${pad(depth)}}`;
    }
    return JSON.stringify(v);
  };
  return `${render(value, 0, 0)}\n`;
}

function literal(v: unknown): string {
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  if (v && typeof v === 'object')
    return `{ ${Object.entries(v)
      .map(([k, x]) => `${k}: ${literal(x)}`)
      .join(', ')} }`;
  return String(v);
}

function table(calls: Call[], fields: readonly (keyof CallSpec)[]): string {
  const pick = (spec: CallSpec) => Object.fromEntries(fields.filter((f) => spec[f] !== undefined).map((f) => [f, spec[f]]));
  return calls.map((c) => `  ${c.name}: ${literal(pick(c.spec))},`).join('\n');
}

/** src/platform/generated/calls.ts: what the browser client needs of each call. */
export function clientTable(calls: Call[]): string {
  return `import type { ClientCall } from '../call-spec.ts';
import type { CallName } from '../calls.ts';

/** Each call's method, path, module code, carrier, throttle and client-side steps (see src/platform/client.ts). */
export const CALLS = {
${table(calls, CLIENT_FIELDS)}
} as const satisfies Record<CallName, ClientCall>;
`;
}

/** src/server/generated/calls.ts: what the server registers each call with. */
export function serverTable(calls: Call[]): string {
  return `import type { CallName } from '../../platform/calls.ts';
import type { ServerCall } from '../server-call.ts';

/** Each call's route, module code, carrier, access, flag and the steps around its handler (see src/server/register-calls.ts). */
export const SERVER_CALLS = {
${table(calls, SERVER_FIELDS)}
} as const satisfies Record<CallName, ServerCall>;
`;
}

/** src/platform/generated/call-rows.ts: the rows each call implements, apart from the client so the browser bundle does not carry them. */
export function coverageRows(calls: Call[]): string {
  return `import type { CallName } from '../calls.ts';

/** The rows of both documents' section 7 tables (and the issues) each call implements; tests/server/calls-coverage.test.ts walks them. */
export const CALL_ROWS: Record<CallName, readonly string[]> = {
${calls.map((c) => `  ${c.name}: ${literal(c.spec.implements)},`).join('\n')}
};
`;
}

/** The calls table of src/platform/README.md, markers included. */
export function readmeTable(calls: Call[]): string {
  const also = (s: CallSpec) =>
    [
      s.flagOffCode && `flag off: \`${s.flagOffCode}\``,
      s.alwaysOpen && 'always open',
      s.throttleMs && `throttle ${s.throttleMs} ms`,
      s.cacheable && 'cached',
      s.sendsDevice && '`Device` header',
      s.customerServiceLists && `decrypts ${s.customerServiceLists.map((p) => `\`${p}\``).join(', ')}`,
    ]
      .filter(Boolean)
      .join('; ');
  const rows = calls.map(({ name, spec: s }) =>
    [`\`${name}\``, s.method, `\`${s.path}\``, s.module, s.carrier, s.access, s.flag ?? '', also(s), s.implements.join('; ')].join(' | '),
  );
  return [
    CALLS_START,
    '',
    '_Generated from the x-call of each schema by `npm run gen:types`; do not edit by hand._',
    '',
    '| Client method | Method | Path (below apiBase) | Module | Carried as | Access | Needs flag | Also | Implements |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r} |`),
    '',
    CALLS_END,
  ].join('\n');
}

/** `text` with the part between `start` and `end` (markers included) replaced by `part`. */
export function replaceBetween(text: string, start: string, end: string, part: string, file: string): string {
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`${file} needs the markers ${start} and ${end} around its generated part.`);
  return text.slice(0, a) + part + text.slice(b + end.length);
}
