// The operator's draft, checked in the browser by the same code as
// `npm run validate` (check-brand.ts over the same schema files), and its
// problems placed at their fields in the form library's error shape.
import { createBrandValidator, type BrandValidator, type JsonSchema } from '../../config/brand-validator.ts';
import { checkBrand } from '../../config/check-brand.ts';
import type { BrandConfig } from '../../config/generated/brand.ts';
import { problemText, type Problem } from '../../config/problems.ts';

export interface DraftResult {
  config: BrandConfig;
  problems: Problem[];
}

export function draftChecker(schemas: readonly JsonSchema[], id: string, file: string, files: readonly string[]) {
  const validator: BrandValidator = createBrandValidator(schemas);
  const present = new Set(files);
  return (raw: unknown): DraftResult => checkBrand(validator, { id, file, data: structuredClone(raw), exists: (path) => present.has(path) });
}

type ErrorTree = { __errors?: string[]; [key: string]: ErrorTree | string[] | undefined };

const unescapeToken = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** Problems under `prefix` (a group's pointer) as an error tree for that group's form. */
export function errorTree(problems: readonly Problem[], prefix: string): ErrorTree {
  const tree: ErrorTree = {};
  for (const p of problems) {
    if (prefix && p.pointer !== prefix && !p.pointer.startsWith(`${prefix}/`)) continue;
    let node = tree;
    for (const key of p.pointer.slice(prefix.length).split('/').filter(Boolean).map(unescapeToken)) node = (node[key] ??= {}) as ErrorTree;
    (node.__errors ??= []).push(problemText(p));
  }
  return tree;
}

/** Which group a pointer belongs to: the group whose pointer prefixes it, else the general one. */
export function groupOf(pointer: string, groups: readonly { key: string; pointer: string }[]): string {
  return groups.find((g) => g.pointer && (pointer === g.pointer || pointer.startsWith(`${g.pointer}/`)))?.key ?? groups[0]!.key;
}
