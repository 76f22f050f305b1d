// Schema validation of one brand config: ajv (draft 2020-12, strict, every error),
// defaults filled in, then the built-in patterns merged under the brand's own.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { BrandConfig } from './generated/brand.ts';
import { fromAjv, type Problem } from './problems.ts';
import { BRAND_SCHEMA_ID, schemaById, schemaFiles, type JsonSchema } from './schema-files.ts';

let compiled: { validate: ValidateFunction; kindsOf: (schema: unknown) => string[] } | undefined;

function compile() {
  if (compiled) return compiled;
  // allErrors is right here and only here: brand files are the operator's own,
  // and the report should list every problem at once. The platform server
  // validates untrusted input with its own ajv instance, without allErrors.
  const ajv = new Ajv2020({ strict: true, allErrors: true, useDefaults: true, discriminator: true, verbose: true });
  addFormats(ajv);
  for (const { schema } of schemaFiles()) if (schema.$id?.includes('/schemas/brand')) ajv.addSchema(schema);
  const validate = ajv.getSchema(BRAND_SCHEMA_ID)!;

  // A discriminator error names the union, not its members; list the members'
  // `type` constants so the message can say what is allowed.
  const kinds = new Map<unknown, string[]>();
  const kindsOf = (union: unknown): string[] => {
    if (!kinds.has(union)) {
      const base = findBase(union);
      const oneOf = ((union as { oneOf?: { $ref: string }[] }).oneOf ?? []);
      kinds.set(union, oneOf.map((b) => {
        const branch = ajv.getSchema(new URL(b.$ref, base).href)?.schema as { properties?: { type?: { const?: string } } } | undefined;
        return branch?.properties?.type?.const ?? '?';
      }));
    }
    return kinds.get(union)!;
  };
  compiled = { validate, kindsOf };
  return compiled;
}

/** The $id of the schema file that contains `node`, to resolve its relative refs. */
function findBase(node: unknown): string {
  const contains = (haystack: unknown): boolean =>
    haystack === node || (typeof haystack === 'object' && haystack !== null && Object.values(haystack).some(contains));
  return schemaFiles().find((f) => contains(f.schema))?.schema.$id ?? BRAND_SCHEMA_ID;
}

export type Patterns = BrandConfig['rules']['patterns'];

/** The built-in patterns: the schema's documented default for `rules.patterns`. */
export function builtInPatterns(): Patterns {
  const forms = schemaById('https://lobbykit.dev/schemas/brand/forms.schema.json') as JsonSchema & {
    properties: { patterns: { default: Patterns } };
  };
  return forms.properties.patterns.default;
}

/**
 * Validates `data` (a parsed brand.json) in place, filling defaults. Returns it
 * with the problems; only when there are none is it a complete BrandConfig.
 */
export function validateBrandSchema(file: string, data: unknown): { config: BrandConfig; problems: Problem[] } {
  const { validate, kindsOf } = compile();
  const valid = validate(data);
  const config = data as BrandConfig;
  const patterns = (config as { rules?: { patterns?: unknown } } | null)?.rules?.patterns;
  if (patterns && typeof patterns === 'object') config.rules.patterns = { ...builtInPatterns(), ...config.rules.patterns };
  return { config, problems: valid ? [] : dedupe((validate.errors ?? []).map((e) => fromAjv(file, e, kindsOf))) };
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
