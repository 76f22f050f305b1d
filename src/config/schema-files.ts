// Every JSON Schema under schemas/, read once. The validator, the type generator
// and the config reference (schemas/README.md) all start from this list.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SCHEMAS_DIR = join(ROOT, 'schemas');
export { BRAND_SCHEMA_ID } from './brand-validator.ts';

/** How problems name a file: relative to the repository when inside it, else absolute. */
export function displayPath(path: string): string {
  const rel = relative(ROOT, path);
  return rel.startsWith('..') ? path : rel;
}

export type { JsonSchema } from './brand-validator.ts';
import type { JsonSchema } from './brand-validator.ts';

export interface SchemaFile {
  /** Path relative to schemas/, for example `brand/flags.schema.json`. */
  path: string;
  schema: JsonSchema;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.schema.json') ? [join(dir, e.name)] : []))
    .sort();
}

let cache: SchemaFile[] | undefined;

export function schemaFiles(): SchemaFile[] {
  cache ??= walk(SCHEMAS_DIR).map((file) => ({
    path: relative(SCHEMAS_DIR, file),
    schema: JSON.parse(readFileSync(file, 'utf8')) as JsonSchema,
  }));
  return cache;
}

export function schemaById(id: string): JsonSchema {
  const found = schemaFiles().find((f) => f.schema.$id === id);
  if (!found) throw new Error(`No schema with $id ${id} under schemas/`);
  return found.schema;
}

/** The brand config's schema files (brand.schema.json and brand/*), without the platform's. */
export function brandSchemas(): JsonSchema[] {
  return schemaFiles()
    .filter((f) => f.path === 'brand.schema.json' || f.path.startsWith('brand/'))
    .map((f) => f.schema);
}
