// Reads every brand folder, validates it, and reports all brands' problems at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAppIcons } from './check-app-icons.ts';
import { checkBrand } from './check-brand.ts';
import type { BrandConfig } from './generated/brand.ts';
import { checkLocaleOverrides } from './locale-overrides.ts';
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
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return fail(`${JSON.stringify(data)?.slice(0, 40)}`, 'a JSON object', 'The file must hold one object, {...}.');
  const { config, problems } = checkBrand(brandValidator(), { id, file, data, exists: (rel) => existsSync(join(dir, rel)) });
  // The brand's other files are checked whatever brand.json's problems, so one run
  // reports them all; string overrides need only a readable list of languages.
  const languagesReadable = Array.isArray(config.languages?.supported) && !problems.some((p) => overlaps(p.pointer, '/languages/supported'));
  problems.push(...(languagesReadable ? checkLocaleOverrides(dir, config) : []), ...checkAppIcons(dir));
  return problems.length ? { id, dir, file, problems } : { id, dir, file, config, problems: [] };
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
  // Two brands on one merchant code would share accounts at the platform.
  const byMerchant = new Map<string, string>();
  for (const b of brands) {
    if (!b.config) continue;
    const owner = byMerchant.get(b.config.merchantCode);
    if (owner) {
      b.problems.push({
        file: b.file,
        pointer: '/merchantCode',
        found: `"${b.config.merchantCode}", already used by brand "${owner}"`,
        expected: 'a merchant code no other brand uses',
        fix: 'Give each brand its own merchant code.',
      });
      delete b.config;
    } else byMerchant.set(b.config.merchantCode, b.id);
  }
  return brands;
}
