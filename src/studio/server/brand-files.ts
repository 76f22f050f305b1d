// The brand folders the studio may read and write. An id must match the brand-id
// rule and name an existing folder, so no request can reach a path outside
// brands/ or create a folder (except through "New brand").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkBrand } from '../../config/check-brand.ts';
import { BRAND_ID } from '../../config/create-brand.ts';
import { listBrandIds, loadBrand } from '../../config/load-brands.ts';
import { checkLocaleOverrides } from '../../config/locale-overrides.ts';
import type { Problem } from '../../config/problems.ts';
import { displayPath } from '../../config/schema-files.ts';
import { patternSafetyProblems } from '../../config/pattern-safety.ts';
import { brandValidator } from '../../config/validate-brand.ts';
import { writeFileAtomic } from './atomic-write.ts';

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

/** Every problem `data` would have as this brand's brand.json, the same as `npm run validate` reports. */
export function problemsOf(brandsDir: string, id: string, data: unknown): Problem[] {
  const dir = join(brandsDir, id);
  const file = displayPath(join(dir, 'brand.json'));
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return [
      { file, pointer: '', found: JSON.stringify(data)?.slice(0, 40) ?? 'nothing', expected: 'a JSON object', fix: 'The file must hold one object, {...}.' },
    ];
  const { config, problems } = checkBrand(brandValidator(), {
    id,
    file,
    data: structuredClone(data),
    exists: (rel) => existsSync(join(dir, rel)) && statSync(join(dir, rel)).isFile() && !relative(dir, join(dir, rel)).startsWith('..'),
  });
  problems.push(...patternSafetyProblems(file, config));
  if (!problems.length) problems.push(...checkLocaleOverrides(dir, config));
  return problems;
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
