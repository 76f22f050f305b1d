// The file list a brand's service worker starts with (src/web-app/constants.ts,
// SiteFiles), read from its assembled site folder: what is precached at
// install, and the revision of each page and language cached when first used.
// Hashed files need no revision: their names change with their content.
import { hash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_FILE_PATH, PAGE_DATA_FILE_PATH } from '../../config/boot-file.ts';
import { HOME_PATH } from '../../config/site-paths.ts';
import type { BrandConfig } from '../../config/generated/brand.ts';
import type { PrecacheEntry, SiteFiles } from '../../web-app/constants.ts';
import { ICONS_PATH } from '../../web-app/icons.ts';
import { MANIFEST_PATH } from '../../web-app/manifest.ts';
import { walk } from '../site-files.ts';

/** Revisions of hard-linked files by identity: the languages a build links into every brand (../site-files.ts) are hashed once, not once a brand. */
const linkedRevisions = new Map<string, string>();

// SHA-1 rather than MD5: the processor does it in hardware, and every page and language of every brand is hashed.
function revision(path: string): string {
  const { dev, ino, nlink, size, mtimeMs } = statSync(path);
  const sha1 = () => hash('sha1', readFileSync(path)).slice(0, 12);
  // A file of this brand alone is hashed once anyway: keeping its revision would only hold memory for the rest of the build.
  if (nlink < 2) return sha1();
  const key = `${dev}:${ino}:${size}:${mtimeMs}`;
  let rev = linkedRevisions.get(key);
  if (rev === undefined) linkedRevisions.set(key, (rev = sha1()));
  return rev;
}

/** The URL path a file is served at: `m/home/index.html` at `/m/home`, `m/register.html` as it is. */
function urlOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1');
}

export function siteFiles(siteDir: string, brand: BrandConfig): SiteFiles {
  const shell = new Set(['index.html', `${HOME_PATH.slice(1)}/index.html`, 'config.json', MANIFEST_PATH.slice(1), brand.theme.logo, brand.theme.favicon]);
  const precache: PrecacheEntry[] = [];
  const lazy: Record<string, string> = {};
  // Sorted, so the same site gives the same worker, byte for byte.
  for (const file of walk(siteDir).sort()) {
    // The app's code, and the brand's boot file every page reads at start (src/build/site-files.ts): named by their content.
    if (/^_astro\/.*\.(js|css)$/.test(file) || BOOT_FILE_PATH.test(`/${file}`)) precache.push(`/${file}`);
    else if (shell.has(file) || file.startsWith(`${ICONS_PATH.slice(1)}/`)) precache.push({ url: urlOf(file), revision: revision(join(siteDir, file)) });
    // Pages, languages and the pages' snapshot files (build/page-data-file.ts): cached as the player meets them.
    else if ((file.endsWith('.html') && file !== '404.html') || /^locales\/[^/]+\.json$/.test(file) || PAGE_DATA_FILE_PATH.test(`/${file}`)) {
      lazy[urlOf(file)] = revision(join(siteDir, file));
    }
  }
  return { precache, lazy, home: HOME_PATH, platform: brand.platform.apiBase.replace(/\/+$/, '') };
}
