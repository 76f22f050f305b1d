// One brand config, checked end to end except for files the browser cannot read
// (locale overrides): schema, folder name, cross-field checks and contrast. The
// CLIs reach it through load-brands.ts; the studio runs it in the browser as the
// operator types, so both print the same problems in the same words.
import type { BrandValidator } from './brand-validator.ts';
import { crossCheck } from './cross-checks.ts';
import type { BrandConfig } from './generated/brand.ts';
import type { Problem } from './problems.ts';

export interface BrandCheckInput {
  /** The brand's folder name. */
  id: string;
  /** brand.json as problems name it (relative to the repository). */
  file: string;
  /** The parsed brand.json; validated and filled with defaults in place. */
  data: unknown;
  /** Whether the brand folder holds a file (a path relative to the folder). */
  exists: (path: string) => boolean;
  /** Word at most this many schema errors (brand-validator.ts); `more` counts the rest. */
  maxProblems?: number;
}

export function checkBrand(
  validator: BrandValidator,
  { id, file, data, exists, maxProblems }: BrandCheckInput,
): { config: BrandConfig; problems: Problem[]; more: number } {
  const { config, problems, more } = validator.validate(file, data, maxProblems);
  if (typeof config.id === 'string' && config.id !== id) {
    problems.push({
      file,
      pointer: '/id',
      found: `"${config.id}"`,
      expected: `"${id}", the folder name`,
      fix: `Set "id" to "${id}", or rename the folder to brands/${config.id}/.`,
    });
  }
  // The cross-field checks skip the parts the schema refused, so they need every schema problem: with some left unworded, they wait.
  if (!more) problems.push(...crossCheck(file, config, exists, problems));
  return { config, problems, more };
}
