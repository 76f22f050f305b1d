// The files a brand's site holds besides its rendered pages, one function per
// kind, called in turn by assemble() (site-finish.ts) on the staging
// folder before it replaces dist/<id>/.
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { BRAND_ASSETS_DIR } from '../config/boot-file.ts';
import type { BrandConfig } from '../config/generated/brand.ts';
import { type Catalog, catalogFor, languagesOnDisk } from '../i18n/catalog.ts';
import { compactCatalog, keyList } from '../i18n/compact-catalog.ts';

export function writeBootFile(site: string, file: { url: string; json: string }) {
  mkdirSync(join(site, BRAND_ASSETS_DIR), { recursive: true });
  writeFileSync(join(site, file.url), file.json);
}

/** The files of each build's shared _astro/ folder, listed once: every brand links all of them. */
const sharedFiles = new Map<string, string[]>();

/** The hashed assets are the same bytes for every brand: hard links, no copies. */
export function linkSharedAssets(site: string, assets: string) {
  if (!existsSync(assets)) return;
  mkdirSync(join(site, '_astro'), { recursive: true });
  let files = sharedFiles.get(assets);
  if (!files) sharedFiles.set(assets, (files = readdirSync(assets)));
  for (const f of files) link(join(assets, f), join(site, '_astro', f));
}

export function copyBrandAssets(site: string, brandDir: string) {
  cpSync(join(brandDir, 'assets'), join(site, 'assets'), { recursive: true });
}

export function writeConfig(site: string, brand: BrandConfig) {
  writeFileSync(join(site, 'config.json'), JSON.stringify(brand));
}

interface KeyFile {
  list: string[];
  file: string;
  json: string;
}

function keyFile(list: string[]): KeyFile {
  const json = JSON.stringify(list);
  return { list, json, file: `keys.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json` };
}

/** The key list every language file of a build follows (src/i18n/compact-catalog.ts): every key of every language on disk, once per process. */
let keys: KeyFile | undefined;

function localeKeys(): KeyFile {
  keys ??= keyFile(keyList(languagesOnDisk().map((lng) => catalogFor(lng))));
  return keys;
}

/**
 * The shared list, unless a brand's overrides add keys (a context form, a `_zero`
 * form): then a list of its own, the shared one with those keys after it.
 */
function brandKeys(catalogs: Catalog[]): KeyFile {
  const shared = localeKeys();
  const known = new Set(shared.list);
  const extra = keyList(catalogs).filter((k) => !known.has(k));
  return extra.length ? keyFile([...shared.list, ...extra]) : shared;
}

/**
 * One file per language the brand offers to switch to, its values in the order
 * of the key list beside them (src/i18n/compact-catalog.ts). None for the
 * languages it does not offer, and none for its default: every page's boot file
 * carries those strings (src/i18n/setup.ts), so nothing ever asks for that file.
 * A brand without string overrides has the same files as every other such
 * brand: each is written once into `shared` and hard-linked, as the hashed
 * assets are; the key list always is.
 */
export function writeLocales(site: string, brand: BrandConfig, brandDir: string, shared: string) {
  const others = brand.languages.supported.filter((lng) => lng !== brand.languages.default);
  if (!others.length) return;
  mkdirSync(join(site, 'locales'), { recursive: true });
  const overrides = existsSync(join(brandDir, 'locales'));
  const own = overrides ? new Map(others.map((lng) => [lng, catalogFor(lng, brandDir)])) : undefined;
  const { list, file: keysFile, json } = own ? brandKeys([...own.values()]) : localeKeys();
  if (keysFile === localeKeys().file)
    link(
      sharedFile(shared, keysFile, () => json),
      join(site, 'locales', keysFile),
    );
  else writeFileSync(join(site, 'locales', keysFile), json);
  const compact = (catalog: Catalog) => JSON.stringify(compactCatalog(catalog, list, keysFile));
  for (const lng of others) {
    const file = join(site, 'locales', `${lng}.json`);
    if (own) writeFileSync(file, compact(own.get(lng)!));
    else
      link(
        sharedFile(shared, `${lng}.json`, () => compact(catalogFor(lng))),
        file,
      );
  }
}

/**
 * A file of `shared`, written once, and whole: render workers share the folder.
 * It is linked into place, never renamed: a rename over the twin another worker
 * has just put there unlinks that file as the worker links it into a site, and
 * its link(2) fails with ENOENT (seen in a 100-brand build on 2 workers).
 */
export function sharedFile(shared: string, name: string, content: () => string): string {
  const file = join(shared, name);
  if (!existsSync(file)) {
    mkdirSync(shared, { recursive: true });
    const part = `${file}.${process.pid}`;
    writeFileSync(part, content());
    try {
      linkSync(part, file);
    } catch (e) {
      // Another worker put its twin (the same bytes) there first.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      rmSync(part, { force: true });
    }
  }
  return file;
}

/** Static hosts serve 404.html for unknown paths; unknown paths go home (both documents, section 2). */
export function write404(site: string) {
  writeFileSync(
    join(site, '404.html'),
    '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/m/home"><script>location.replace("/m/home")</script><a href="/m/home">/m/home</a>',
  );
}

function link(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    copyFileSync(from, to);
  }
}

export function walk(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? walk(dir, rel) : [rel];
  });
}
