// The brands one Astro build renders, handed over by src/build/build-sites.ts in a
// JSON file (LOBBYKIT_BUILD_INPUT) after validation. Pages do no file I/O of
// their own: bundled page code cannot rely on its location on disk.
import { readFileSync, writeFileSync } from 'node:fs';
import type { Catalog } from '../i18n/catalog-types.ts';
import type { ContentSnapshot } from '../platform/snapshot.ts';
import type { BrandConfig } from './generated/brand.ts';

export interface BuildBrand {
  config: BrandConfig;
  /** The default language's strings, brand overrides applied. */
  strings: Catalog;
  /** Site path of the brand's boot file (config, language, strings), which every page names and fetches once idle: /_brand/boot.<hash>.json. */
  bootUrl: string;
  /** The platform's public content at build time; absent when the build could not take it. */
  snapshot?: ContentSnapshot;
  /** Only these of its prebuilt paths (a content-only rebuild renders just the pages that show content); absent: every one. */
  paths?: string[];
}

/** The file: each catalog once, named by its place in `catalogs`, however many brands use it. */
interface BuildInputFile {
  catalogs: Catalog[];
  brands: (Omit<BuildBrand, 'strings'> & { strings: number })[];
}

/**
 * Writes the build input. Brands without string overrides share one catalog
 * object per language (src/build/build-sites.ts), written once: a 1,000-brand
 * build's input is then about 9 MB rather than 33, which every renderer reads.
 */
export function writeBuildInput(file: string, brands: BuildBrand[]): void {
  const places = new Map<Catalog, number>();
  const catalogs: Catalog[] = [];
  const list = brands.map((b) => {
    let place = places.get(b.strings);
    if (place === undefined) places.set(b.strings, (place = catalogs.push(b.strings) - 1));
    return { ...b, strings: place };
  });
  writeFileSync(file, JSON.stringify({ catalogs, brands: list } satisfies BuildInputFile));
}

/** Read on every call, never cached: one process may run several builds (the benchmark), and Astro may keep page modules between them. */
export function buildBrands(): BuildBrand[] {
  const file = process.env.LOBBYKIT_BUILD_INPUT;
  if (!file) throw new Error('No build input: run `npm run build` (it validates the brands, then runs Astro), not `astro build` directly.');
  const { catalogs, brands } = JSON.parse(readFileSync(file, 'utf8')) as BuildInputFile;
  return brands.map((b) => ({ ...b, strings: catalogs[b.strings]! }));
}
