// Reads every brand folder, validates it, and reports all brands' problems at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAppIcons } from './check-app-icons.ts';
import { checkBrandAssets, brandFileExists } from './brand-assets.ts';
import { checkBrand } from './check-brand.ts';
import { type BrandKeys, brandKeys, crossBrandProblems } from './cross-brand.ts';
import type { BrandConfig } from './generated/brand.ts';
import { checkLocaleOverrides } from './locale-overrides.ts';
import { patternSafetyProblems } from './pattern-safety.ts';
import type { Problem } from './problems.ts';
import { displayPath, ROOT } from './schema-files.ts';
import { brandValidator } from './validate-brand.ts';

/** brands/, or LOBBYKIT_BRANDS_DIR (benchmarks and tests build generated brands from a temp folder). */
export const BRANDS_DIR = process.env.LOBBYKIT_BRANDS_DIR ?? join(ROOT, 'brands');

export interface LoadedBrand {
  id: string;
  /** Absolute path of the brand folder. */
  dir: string;
  /** brand.json, relative to the repository root (how problems name it). */
  file: string;
  /** Present when the brand has no problems. */
  config?: BrandConfig;
  problems: Problem[];
}

export interface BrandLoadOptions {
  brandsDir?: string;
  /** Only these brand ids (folder names); unknown ids are problems. */
  only?: readonly string[];
}

export function listBrandIds(brandsDir = BRANDS_DIR): string[] {
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

export function loadBrand(id: string, brandsDir = BRANDS_DIR): LoadedBrand {
  const dir = join(brandsDir, id);
  const path = join(dir, 'brand.json');
  const file = displayPath(path);
  const fail = (found: string, expected: string, fix: string): LoadedBrand => ({ id, dir, file, problems: [{ file, pointer: '', found, expected, fix }] });

  if (!existsSync(path))
    return fail('no brand.json in the folder', 'brands/<id>/brand.json', `Add ${file}, for example by copying another brand's (npm run new-brand -- ${id}).`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return fail(
      `invalid JSON (${(e as Error).message})`,
      'a JSON object',
      'Fix the syntax at the position given; JSON allows no comments and no trailing commas.',
    );
  }
  const { config, problems } = checkBrandData(id, dir, data);
  return problems.length ? { id, dir, file, problems } : { id, dir, file, config, problems: [] };
}

/**
 * Every check of one brand's parsed brand.json that needs no other brand: the
 * schema and cross-field checks, then the files the folder holds (string
 * overrides, app icons, assets). `npm run validate`, the build and the studio's
 * save all come here, so they refuse the same things in the same words.
 */
export function checkBrandData(id: string, dir: string, data: unknown, maxProblems?: number): { config?: BrandConfig; problems: Problem[]; more: number } {
  const file = displayPath(join(dir, 'brand.json'));
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return {
      problems: [
        {
          file,
          pointer: '',
          found: `${JSON.stringify(data)?.slice(0, 40) ?? 'nothing'}`,
          expected: 'a JSON object',
          fix: 'The file must hold one object, {...}.',
        },
      ],
      more: 0,
    };
  const { config, problems, more } = checkBrand(brandValidator(), { id, file, data, exists: (rel) => brandFileExists(dir, rel), maxProblems });
  problems.push(...patternSafetyProblems(file, config));
  // The brand's other files are checked whatever brand.json's problems, so one run
  // reports them all; string overrides need only a readable list of languages.
  const languagesReadable = Array.isArray(config.languages?.supported) && !problems.some((p) => overlaps(p.pointer, '/languages/supported'));
  const named: Record<string, string> = {};
  for (const key of ['logo', 'favicon'] as const) if (typeof config.theme?.[key] === 'string') named[config.theme[key]] = `/theme/${key}`;
  problems.push(...(languagesReadable ? checkLocaleOverrides(dir, config) : []), ...checkAppIcons(dir), ...checkBrandAssets(dir, file, named));
  return problems.length ? { problems, more } : { config, problems, more };
}

/** What the cross-brand checks read of every brand in the folder but `except`, from brand.json as it is on disk (valid or not). */
export function brandKeysOnDisk(brandsDir = BRANDS_DIR, except?: string): BrandKeys[] {
  return listBrandIds(brandsDir).flatMap((id) => {
    if (id === except) return [];
    try {
      const keys = brandKeys(id, JSON.parse(readFileSync(join(brandsDir, id, 'brand.json'), 'utf8')));
      return keys ? [keys] : [];
    } catch {
      return [];
    }
  });
}

export function loadBrands(options: BrandLoadOptions = {}): LoadedBrand[] {
  const brandsDir = options.brandsDir ?? BRANDS_DIR;
  const all = listBrandIds(brandsDir);
  const ids = options.only ?? all;
  const brands = ids.map((id) =>
    all.includes(id)
      ? loadBrand(id, brandsDir)
      : {
          id,
          dir: join(brandsDir, id),
          file: displayPath(join(brandsDir, id)),
          problems: [
            {
              file: displayPath(join(brandsDir, id)),
              pointer: '',
              found: 'no such brand folder',
              expected: `one of ${all.join(', ') || '(none)'}`,
              fix: 'Correct the brand id, or add the folder.',
            },
          ],
        },
  );
  // Each brand against the valid ones before it: the first keeps what it holds.
  const kept: BrandKeys[] = [];
  for (const b of brands) {
    if (!b.config) continue;
    const keys = { id: b.id, merchantCode: b.config.merchantCode, origins: b.config.origins };
    const clashes = crossBrandProblems(b.file, keys, kept);
    if (clashes.length) {
      b.problems.push(...clashes);
      delete b.config;
    } else kept.push(keys);
  }
  return brands;
}
