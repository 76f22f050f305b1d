// The brand validator over the schema files on disk (Node: CLIs, build, studio server).
import type { BrandConfig } from './generated/brand.ts';
import type { Problem } from './problems.ts';
import { createBrandValidator, type BrandValidator, type Patterns } from './brand-validator.ts';
import { brandSchemas } from './schema-files.ts';

export type { Patterns } from './brand-validator.ts';

let validator: BrandValidator | undefined;

export function brandValidator(): BrandValidator {
  validator ??= createBrandValidator(brandSchemas());
  return validator;
}

/** The built-in patterns: the schema's documented default for `rules.patterns`. */
export function builtInPatterns(): Patterns {
  return brandValidator().builtInPatterns();
}

/** Validates `data` (a parsed brand.json) in place, filling defaults; see brand-validator.ts. */
export function validateBrandSchema(file: string, data: unknown): { config: BrandConfig; problems: Problem[] } {
  return brandValidator().validate(file, data);
}
