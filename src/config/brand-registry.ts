// The brands folder as it is now, for a server that runs while brands come and
// go (npm start: a brand created, renamed or removed in the studio or by hand).
// Checking is cheap: a few file times and sizes; the brands are loaded and
// validated again (loadBrands, the one rule) only when those changed.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from './generated/brand.ts';
import { BRANDS_DIR, listBrandIds, type LoadedBrand, loadBrands } from './load-brands.ts';

export type ValidBrand = LoadedBrand & { config: BrandConfig };

export interface BrandRegistry {
  /** Every brand folder, loaded and checked (as of the last refresh). */
  all(): LoadedBrand[];
  /** The brands without problems. */
  valid(): ValidBrand[];
  /** Looks at the folder again; true when something changed (and the listeners have been told). */
  refresh(): Promise<boolean>;
  /** Called with the brands after every change, in order; a refresh waits for them. */
  onChange(listener: (brands: LoadedBrand[]) => void | Promise<void>): void;
}

const mtime = (path: string) => (existsSync(path) ? `${statSync(path).mtimeMs}:${statSync(path).size}` : '-');

/** What the folder looks like: ids, each brand.json's time and size, and the folder and assets times (an uploaded logo). */
function signature(brandsDir: string): string {
  return listBrandIds(brandsDir)
    .map((id) => {
      const dir = join(brandsDir, id);
      return `${id}|${mtime(join(dir, 'brand.json'))}|${mtime(dir)}|${mtime(join(dir, 'assets'))}`;
    })
    .join('\n');
}

export function brandRegistry(brandsDir = BRANDS_DIR): BrandRegistry {
  let seen = signature(brandsDir);
  let brands = loadBrands({ brandsDir });
  const listeners: ((brands: LoadedBrand[]) => void | Promise<void>)[] = [];
  // One refresh at a time: a listener (seeding a merchant) may take a moment.
  let running: Promise<boolean> = Promise.resolve(false);
  return {
    all: () => brands,
    valid: () => brands.filter((b): b is ValidBrand => b.config !== undefined),
    refresh() {
      // A listener that failed (said where it failed) does not stop the next refresh.
      running = running
        .catch(() => false)
        .then(async () => {
          const now = signature(brandsDir);
          if (now === seen) return false;
          seen = now;
          brands = loadBrands({ brandsDir });
          for (const listener of listeners) await listener(brands);
          return true;
        });
      return running;
    },
    onChange: (listener) => void listeners.push(listener),
  };
}
