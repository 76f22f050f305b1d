// A new brand folder copied from an existing one, with its own id, name,
// merchant code and a neutral logo and favicon drawn from its name (never the
// source brand's; finished app icons of the source are left out too),
// validated before it is kept. `npm run new-brand` and the
// studio's "New brand from…" both call this.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ICONS } from './app-icons.ts';
import { BRANDS_DIR, brandKeysOnDisk, loadBrand } from './load-brands.ts';
import { neutralFavicon, neutralLogo } from './neutral-logo.ts';
import type { Problem } from './problems.ts';

/** The brand id rule (schemas/brand.schema.json, /properties/id/pattern): it names a folder, a dist/ folder and a host. */
export const BRAND_ID = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

export type CreateResult =
  | { ok: true; id: string; name: string; merchantCode: string }
  | { ok: false; reason: 'bad-id' | 'no-source' | 'exists'; message: string }
  | { ok: false; reason: 'invalid'; message: string; problems: Problem[] };

export function createBrand({
  id,
  from = 'aurora',
  name,
  brandsDir = BRANDS_DIR,
}: {
  id: string;
  from?: string;
  name?: string;
  brandsDir?: string;
}): CreateResult {
  if (!BRAND_ID.test(id))
    return { ok: false, reason: 'bad-id', message: 'The id is lower-case letters, digits and dashes (it becomes dist/<id>/ and <id>.localhost).' };
  if (!BRAND_ID.test(from)) return { ok: false, reason: 'no-source', message: `No brand "${from}" to copy from.` };
  const source = join(brandsDir, from);
  const target = join(brandsDir, id);
  if (!existsSync(join(source, 'brand.json')))
    return { ok: false, reason: 'no-source', message: `No brand "${from}" to copy from (looked for ${source}/brand.json).` };
  if (existsSync(target)) return { ok: false, reason: 'exists', message: `brands/${id}/ already exists; pick another id or remove it first.` };

  cpSync(source, target, { recursive: true });
  const file = join(target, 'brand.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.id = id;
  config.name = name ?? id.replace(/(^|-)(\w)/g, (_: string, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
  config.merchantCode = freeMerchantCode(id, brandsDir);
  config.origins = [];
  const assets = join(target, 'assets');
  for (const path of [config.theme?.logo, config.theme?.favicon, ...APP_ICONS.map((i) => `assets/${i.file}`)])
    if (typeof path === 'string' && !path.includes('..')) rmSync(join(target, path), { force: true });
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, 'logo.svg'), neutralLogo(config.name));
  writeFileSync(join(assets, 'favicon.svg'), neutralFavicon(config.name));
  config.theme = { ...config.theme, logo: 'assets/logo.svg', favicon: 'assets/favicon.svg' };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);

  const loaded = loadBrand(id, brandsDir);
  if (loaded.problems.length) {
    rmSync(target, { recursive: true, force: true });
    return { ok: false, reason: 'invalid', message: `The copy of ${from} is not valid.`, problems: loaded.problems };
  }
  return { ok: true, id, name: config.name, merchantCode: config.merchantCode };
}

/**
 * The id in capitals with a two-digit number, the first that no brand in the
 * folder holds: ids that share their first 28 characters (the code has at most
 * 32) still get codes of their own.
 */
function freeMerchantCode(id: string, brandsDir: string): string {
  const taken = new Set(brandKeysOnDisk(brandsDir).map((b) => b.merchantCode));
  const base = id.replace(/-/g, '_').toUpperCase().slice(0, 28);
  for (let n = 1; ; n++) {
    const code = `${n < 100 ? base : base.slice(0, 26)}${String(n).padStart(2, '0')}`;
    if (!taken.has(code)) return code;
  }
}
