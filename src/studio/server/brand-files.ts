// The brand folders the studio may read and write. An id must match the brand-id
// rule and name an existing folder, so no request can reach a path outside
// brands/ or create a folder (except through "New brand").
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_ID } from '../../config/create-brand.ts';
import { crossBrandProblems } from '../../config/cross-brand.ts';
import { brandKeysOnDisk, checkBrandData, listBrandIds, loadBrand } from '../../config/load-brands.ts';
import type { Problem } from '../../config/problems.ts';
import { displayPath } from '../../config/schema-files.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { boundsProblem, capProblems, MAX_PROBLEMS } from './input-bounds.ts';

export function brandDir(brandsDir: string, id: string): string | undefined {
  if (!BRAND_ID.test(id) || !listBrandIds(brandsDir).includes(id)) return undefined;
  return join(brandsDir, id);
}

/** Files inside the brand folder, relative to it (for the browser's asset check). */
export function brandFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? brandFiles(dir, rel) : [rel];
  });
}

export function readBrand(brandsDir: string, id: string) {
  const dir = join(brandsDir, id);
  const path = join(dir, 'brand.json');
  let raw: unknown = null;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    // reported by loadBrand below
  }
  const loaded = loadBrand(id, brandsDir);
  return { id, file: loaded.file, raw, config: loaded.config, problems: loaded.problems, files: brandFiles(dir) };
}

/**
 * Every problem `data` would have as this brand's brand.json, the same as `npm run
 * validate` reports: the one brand's checks (load-brands.ts) and the checks
 * against every other brand in the folder (cross-brand.ts), after the bounds a
 * studio write must keep (input-bounds.ts). At most MAX_PROBLEMS are listed; `more` counts the rest.
 */
export function problemsOf(brandsDir: string, id: string, data: unknown): { problems: Problem[]; more: number } {
  const dir = join(brandsDir, id);
  const file = displayPath(join(dir, 'brand.json'));
  const tooBig = boundsProblem(file, data);
  if (tooBig) return { problems: [tooBig], more: 0 };
  const { config, problems, more } = checkBrandData(id, dir, structuredClone(data), MAX_PROBLEMS);
  if (config) problems.push(...crossBrandProblems(file, { id, merchantCode: config.merchantCode, origins: config.origins }, brandKeysOnDisk(brandsDir, id)));
  const capped = capProblems(problems);
  return { problems: capped.problems, more: capped.more + more };
}

/** brand.json as an operator would format it: two-space JSON, `$schema` first, one final newline. */
export function formatBrandJson(data: Record<string, unknown>, previous: unknown): string {
  const schema = data.$schema ?? (previous as { $schema?: unknown } | null)?.$schema ?? '../../schemas/brand.schema.json';
  const { $schema: _drop, ...rest } = data;
  return `${JSON.stringify({ $schema: schema, ...rest }, null, 2)}\n`;
}

export function saveBrand(brandsDir: string, id: string, data: Record<string, unknown>) {
  const path = join(brandsDir, id, 'brand.json');
  let previous: unknown = null;
  try {
    previous = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    // an unreadable old file keeps no $schema worth keeping
  }
  writeFileAtomic(path, formatBrandJson(data, previous));
}
