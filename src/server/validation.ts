// Request validation against schemas/api (src/server/README.md, Security): ajv with
// removeAdditional false, coerceTypes false, and never allErrors (one error is
// enough to refuse, and allErrors lets hostile input make ajv do more work).
// Query strings and form fields have no types, so `decodeScalars` turns the
// canonical spellings of numbers and booleans into values first; anything else
// stays a string and fails the schema with a clear message. (ajv's own
// coercion would accept "" as 0 and "1e3" as 1000.)
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { schemaFiles, type JsonSchema } from '../config/schema-files.ts';
import { API_SCHEMA_BASE, schemaIdOf, type CallName } from '../platform/calls.ts';
import { ApiError } from './services/api-error.ts';

let ajv: Ajv2020 | undefined;

function instance(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ strict: true, allErrors: false, removeAdditional: false, coerceTypes: false, useDefaults: false, verbose: true });
  addFormats(ajv);
  // json-schema-to-typescript's keyword for a TypeScript type (the upload parts' Blob).
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  // How a call travels and who may make it: read by gen-types, not a validation keyword.
  ajv.addKeyword({ keyword: 'x-call', schemaType: 'object' });
  for (const { schema } of schemaFiles()) if (schema.$id?.startsWith(API_SCHEMA_BASE)) ajv.addSchema(schema);
  return ajv;
}

export function requestValidator(name: CallName): ValidateFunction {
  return instance().getSchema(`${schemaIdOf(name)}#/properties/request`)!;
}

const responseValidators = new Map<CallName, ValidateFunction>();

/** The whole success answer: the one envelope (common.schema.json), carrying the call's value. */
export function responseValidator(name: CallName): ValidateFunction {
  let validate = responseValidators.get(name);
  if (!validate) {
    validate = instance().compile({
      type: 'object',
      allOf: [{ $ref: `${API_SCHEMA_BASE}common.schema.json#/$defs/SuccessEnvelope` }],
      properties: { value: { $ref: `${schemaIdOf(name)}#/properties/value` } },
    });
    responseValidators.set(name, validate);
  }
  return validate;
}

/** The schema a JSON pointer like `common.schema.json#/$defs/PageNo` or `#/$defs/X` points at. */
function resolve(ref: string, base: JsonSchema): { schema: JsonSchema; base: JsonSchema } {
  const [file, pointer = ''] = ref.split('#');
  const target = file ? schemaFiles().find((f) => f.schema.$id === API_SCHEMA_BASE + file)!.schema : base;
  let node: unknown = target;
  for (const part of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown>)[part];
  return { schema: node as JsonSchema, base: target };
}

/** Follows $ref and one-element allOf wrappers to the schema that says what a value is. */
function settle(schema: JsonSchema, base: JsonSchema): { schema: JsonSchema; base: JsonSchema } {
  let current = { schema, base };
  for (let i = 0; i < 10; i++) {
    const s = current.schema as { $ref?: string; allOf?: JsonSchema[] };
    if (s.$ref) current = resolve(s.$ref, current.base);
    else if (s.allOf?.length === 1) current = { schema: s.allOf[0]!, base: current.base };
    else break;
  }
  return current;
}

const scalarKinds = new Map<CallName, Map<string, string>>();

/** Property name -> 'integer' | 'number' | 'boolean' | 'string' | ... for a call's request. */
export function requestScalarKinds(name: CallName): Map<string, string> {
  let kinds = scalarKinds.get(name);
  if (kinds) return kinds;
  const file = schemaFiles().find((f) => f.schema.$id === schemaIdOf(name))!.schema;
  const request = settle((file.properties as Record<string, JsonSchema>).request!, file);
  kinds = new Map();
  for (const [prop, raw] of Object.entries((request.schema.properties ?? {}) as Record<string, JsonSchema>)) {
    const { schema } = settle(raw, request.base);
    const s = schema as { type?: string | string[]; const?: unknown; enum?: unknown[] };
    if (s.type) {
      kinds.set(prop, Array.isArray(s.type) ? s.type[0]! : s.type);
    } else {
      // A const or enum without a type: its values say what it is.
      const sample = s.const ?? s.enum?.[0];
      kinds.set(prop, typeof sample === 'number' ? (Number.isInteger(sample) ? 'integer' : 'number') : typeof sample);
    }
  }
  scalarKinds.set(name, kinds);
  return kinds;
}

const INTEGER = /^-?(0|[1-9][0-9]{0,15})$/;
const NUMBER = /^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,10})?$/;

/** Query or form fields (strings) to the values the schema expects. The result has no prototype, so a `__proto__` field is just a name ajv refuses. */
export function decodeScalars(raw: Record<string, unknown> | undefined, kinds: Map<string, string>): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(raw ?? {})) {
    let decoded = value;
    if (typeof value === 'string') {
      const kind = kinds.get(key);
      if (kind === 'integer' && INTEGER.test(value)) decoded = Number(value);
      else if (kind === 'number' && NUMBER.test(value)) decoded = Number(value);
      else if (kind === 'boolean' && (value === 'true' || value === 'false')) decoded = value === 'true';
    }
    out[key] = decoded;
  }
  return out;
}

function shown(value: unknown): string {
  if (typeof value === 'string') return value.length > 40 ? `a string of ${value.length} characters` : JSON.stringify(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return `${JSON.stringify(value)} (${typeof value})`;
}

/** One friendly sentence for ajv's first error: where, what was found, what is expected. */
export function validationError(error: ErrorObject, carrier: string): ApiError {
  const where = carrier === 'query' ? 'query parameter' : carrier === 'form' || carrier === 'multipart' ? 'form field' : 'field';
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const p = error.params as Record<string, unknown>;
  const allowed = Object.keys(((error.parentSchema as JsonSchema | undefined)?.properties as object | undefined) ?? {});
  let field = path;
  let text: string;
  let reason: 'required' | 'tooShort' | 'tooLong' | 'pattern' | 'type' | 'unknown' | 'format' = 'format';
  switch (error.keyword) {
    case 'required':
      field = [path, String(p.missingProperty)].filter(Boolean).join('.');
      reason = 'required';
      text = `The ${where} "${field}" is missing.`;
      break;
    case 'additionalProperties':
      field = [path, String(p.additionalProperty)].filter(Boolean).join('.');
      reason = 'unknown';
      text = `Unknown ${where} "${field}". ${allowed.length ? `This call accepts: ${allowed.join(', ')}.` : 'This call takes no parameters.'}`;
      break;
    case 'type':
      reason = 'type';
      text = `The ${where} "${path || '(body)'}" must be ${String(p.type).replace(',', ' or ')}, found ${shown(error.data)}.${carrier === 'query' && p.type === 'integer' ? ' Send digits only.' : ''}`;
      break;
    case 'minLength':
    case 'maxLength':
      reason = error.keyword === 'minLength' ? 'tooShort' : 'tooLong';
      text = `The ${where} "${path}" must have ${error.keyword === 'minLength' ? 'at least' : 'at most'} ${String(p.limit)} characters (found ${String((error.data as string).length)}).`;
      break;
    case 'minimum':
    case 'maximum':
      text = `The ${where} "${path}" must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)} (found ${shown(error.data)}).`;
      break;
    case 'enum':
      text = `The ${where} "${path}" must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')} (found ${shown(error.data)}).`;
      break;
    case 'const':
      text = `The ${where} "${path}" must be ${JSON.stringify(p.allowedValue)} (found ${shown(error.data)}).`;
      break;
    case 'pattern':
      reason = 'pattern';
      text = `The ${where} "${path}" is not in the expected format (found ${shown(error.data)}).`;
      break;
    case 'maxItems':
      text = `The ${where} "${path}" may have at most ${String(p.limit)} items.`;
      break;
    default:
      text = `The ${where} "${path || '(body)'}" ${error.message ?? 'is not valid'}.`;
  }
  return new ApiError('request.invalid', text, { field, reason });
}
