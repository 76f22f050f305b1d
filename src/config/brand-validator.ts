// Schema validation of one brand config: ajv (draft 2020-12, strict, every error),
// partial field rules merged over their defaults, defaults filled in, then the
// built-in patterns merged under the brand's own. It takes the schemas as data and
// touches no file system, so the studio runs this very code in the browser and
// its problems read exactly as `npm run validate` prints them.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { BrandConfig } from './generated/brand.ts';
import { fromAjv, type Problem } from './problems.ts';

export const BRAND_SCHEMA_ID = 'https://lobbykit.dev/schemas/brand.schema.json';
export const FORMS_SCHEMA_ID = 'https://lobbykit.dev/schemas/brand/forms.schema.json';

export type JsonSchema = { $id?: string; [key: string]: unknown };
export type Patterns = BrandConfig['rules']['patterns'];
type FieldRule = BrandConfig['rules']['fields']['username'];

export interface BrandValidator {
  /**
   * Validates `data` (a parsed brand.json) in place, filling defaults. Only with no problems is `config` a complete BrandConfig.
   * With `maxProblems`, only that many errors are worded (wording each is the costly part) and `more` counts the rest.
   */
  validate(file: string, data: unknown, maxProblems?: number): { config: BrandConfig; problems: Problem[]; more: number };
  builtInPatterns(): Patterns;
  /** Each field's default rule, keyed by field name. */
  defaultFieldRules(): Record<string, FieldRule>;
}

/** `schemas`: every brand schema file (brand.schema.json and brand/*.schema.json). */
export function createBrandValidator(schemas: readonly JsonSchema[]): BrandValidator {
  // allErrors is right here and only here: brand files are the operator's own,
  // and the report should list every problem at once. The platform server
  // validates untrusted input with its own ajv instance, without allErrors.
  const ajv = new Ajv2020({ strict: true, allErrors: true, useDefaults: true, discriminator: true, verbose: true });
  addFormats(ajv);
  for (const schema of schemas) ajv.addSchema(schema);
  const check: ValidateFunction = ajv.getSchema(BRAND_SCHEMA_ID)!;
  const forms = schemas.find((s) => s.$id === FORMS_SCHEMA_ID) as JsonSchema & {
    properties: { patterns: { default: Patterns }; fields: { properties: Record<string, { default: FieldRule }> } };
  };
  const fieldDefaults = Object.fromEntries(Object.entries(forms.properties.fields.properties).map(([name, s]) => [name, s.default]));

  /** The $id of the schema file that contains `node`, to resolve its relative refs. */
  const findBase = (node: unknown): string => {
    const contains = (haystack: unknown): boolean =>
      haystack === node || (typeof haystack === 'object' && haystack !== null && Object.values(haystack).some(contains));
    return schemas.find((s) => contains(s))?.$id ?? BRAND_SCHEMA_ID;
  };

  // A discriminator error names the union, not its members; list the members'
  // `type` constants so the message can say what is allowed.
  const kinds = new Map<unknown, string[]>();
  const kindsOf = (union: unknown): string[] => {
    if (!kinds.has(union)) {
      const base = findBase(union);
      const oneOf = (union as { oneOf?: { $ref: string }[] }).oneOf ?? [];
      kinds.set(
        union,
        oneOf.map((b) => {
          const branch = ajv.getSchema(new URL(b.$ref, base).href)?.schema as { properties?: { type?: { const?: string } } } | undefined;
          return branch?.properties?.type?.const ?? '?';
        }),
      );
    }
    return kinds.get(union)!;
  };

  return {
    builtInPatterns: () => structuredClone(forms.properties.patterns.default),
    defaultFieldRules: () => structuredClone(fieldDefaults),
    validate(file, data, maxProblems = Number.POSITIVE_INFINITY) {
      mergeFieldRules(data, fieldDefaults);
      const valid = check(data);
      const config = data as BrandConfig;
      const patterns = (config as { rules?: { patterns?: unknown } } | null)?.rules?.patterns;
      if (patterns && typeof patterns === 'object') config.rules.patterns = { ...forms.properties.patterns.default, ...config.rules.patterns };
      // A property name that fails its rule is reported by the rule's own error
      // (it names the rule); ajv's propertyNames summary would only repeat it.
      const errors = (check.errors ?? []).filter(
        (e, _, all) => e.keyword !== 'propertyNames' || !all.some((o) => o.propertyName === (e.params as { propertyName?: string }).propertyName),
      );
      const worded = errors.slice(0, maxProblems);
      return { config, problems: valid ? [] : dedupe(worded.map((e) => fromAjv(file, e, kindsOf))), more: errors.length - worded.length };
    },
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A field rule may give only what it changes ("mobileNum": {"enabled": true,
 * "required": true}); the rest comes from that field's default rule, so the
 * schema, the cross-checks and the site all see the whole rule.
 */
function mergeFieldRules(data: unknown, defaults: Record<string, FieldRule>) {
  const fields = isObject(data) && isObject(data.rules) ? data.rules.fields : undefined;
  if (!isObject(fields)) return;
  for (const [name, rule] of Object.entries(fields)) {
    if (isObject(rule) && defaults[name]) fields[name] = { ...defaults[name], ...rule };
  }
}

// ajv can report the same spot twice (a $ref and its target); keep the first.
function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer}\u0000${p.expected}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
