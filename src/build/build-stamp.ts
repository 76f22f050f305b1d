// When a built site is up to date: the one rule `npm start` and
// `npm run build -- --incremental` share. Each dist/<id>/ carries a stamp of
// what it was built from (hashes of the brand's folder, of the site code with
// the lock file, and the build options that change its files, the content
// snapshot's platform among them). A brand whose
// stamp matches is skipped. Content hashes, not modification times: a CI
// checkout or a restored cache gives every file a new time but the same bytes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../config/generated/brand.ts';
import { ROOT } from '../config/schema-files.ts';
import { platformBase } from './content-snapshot.ts';

export const STAMP_FILE = 'build-stamp.json';

/** What a site's files are made from: folders and files of the repository, relative to its root. */
const SITE_CODE = ['src', 'schemas', 'scripts', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];

export interface BuildStamp {
  /** The brand folder (brand.json, assets, locale overrides). */
  brand: string;
  /** The site code, schemas, build scripts and the lock file: the same for every brand. */
  code: string;
  /**
   * Build options that change a site's files: precompressed copies, and the platform the content
   * snapshot came from (its answers carry that platform's addresses, images included; null: none).
   */
  options: { precompress: boolean; content: string | null };
}

/** sha256 over every file under `paths` (relative paths in sorted order, with their bytes); dotfiles and node_modules left out. */
export function hashFiles(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  const visit = (rel: string) => {
    const full = join(root, rel);
    if (!existsSync(full)) return;
    if (!statSync(full).isDirectory()) {
      hash.update(`${rel}\0`).update(readFileSync(full)).update('\0');
      return;
    }
    const names = readdirSync(full)
      .filter((n) => n !== 'node_modules' && !n.startsWith('.'))
      .sort();
    for (const name of names) visit(`${rel}/${name}`);
  };
  for (const p of [...paths].sort()) visit(p);
  return hash.digest('hex');
}

let codeHash: string | undefined;

/** Hashed once per process: the code does not change while it builds. */
export function siteCodeHash(): string {
  codeHash ??= hashFiles(ROOT, SITE_CODE);
  return codeHash;
}

/** The platform a brand's content snapshot comes from, as its stamp records it (null: built without one). */
export function contentSource(brand: BrandConfig, contentFrom: string | undefined): string | null {
  return platformBase(brand, contentFrom) ?? null;
}

export function stampFor(brandDir: string, options: BuildStamp['options']): BuildStamp {
  return { brand: hashFiles(brandDir, ['.']), code: siteCodeHash(), options };
}

export function readStamp(siteDir: string): BuildStamp | undefined {
  try {
    return JSON.parse(readFileSync(join(siteDir, STAMP_FILE), 'utf8')) as BuildStamp;
  } catch {
    return undefined;
  }
}

export function writeStamp(siteDir: string, stamp: BuildStamp) {
  writeFileSync(join(siteDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}

/** True when `siteDir` holds a complete site built from exactly these inputs. */
export function upToDate(siteDir: string, stamp: BuildStamp): boolean {
  const built = readStamp(siteDir);
  return built !== undefined && JSON.stringify(built) === JSON.stringify(stamp) && existsSync(join(siteDir, 'index.html'));
}
