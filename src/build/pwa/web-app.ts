// The post-build step that makes a brand's assembled site an installable app
// (src/web-app/README.md): its icons, its web app manifest and its service
// worker, written into the site folder before it goes live. Called once per
// brand by ../site-finish.ts: writeWebApp in a full build, rewriteServiceWorker (new page revisions) in a content-only rebuild.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from 'node:crypto';
import type { BrandConfig } from '../../config/generated/brand.ts';
import { SW_PATH } from '../../web-app/constants.ts';
import { APP_ICONS } from '../../config/app-icons.ts';
import { ICONS_PATH } from '../../web-app/icons.ts';
import { iconBackground, MANIFEST_PATH, webAppManifest } from '../../web-app/manifest.ts';
import { runSync } from './run-sync.ts';
import { siteFiles } from './site-files.ts';

let workerCode: string | undefined;
/** Icons drawn so far, by mark and background: many brands share a mark (brands copied from one), and drawing is the step's slowest part. */
const drawn = new Map<string, Record<string, Uint8Array>>();

function drawIcons(mark: Buffer, background: string, files: string[]): Record<string, Uint8Array> {
  const key = `${hash('sha256', mark)}|${background}|${files.join()}`;
  const icons = drawn.get(key) ?? runSync<Record<string, Uint8Array>>({ kind: 'icons', mark, background, files });
  drawn.set(key, icons);
  return icons;
}

export function writeWebApp(brand: BrandConfig, brandDir: string, siteDir: string): void {
  const iconsDir = join(siteDir, ICONS_PATH.slice(1));
  mkdirSync(iconsDir, { recursive: true });
  // A finished icon in the brand folder (validated by src/config/check-app-icons.ts) wins over a drawn one.
  const finished = APP_ICONS.filter((i) => existsSync(join(brandDir, 'assets', i.file)));
  for (const icon of finished) copyFileSync(join(brandDir, 'assets', icon.file), join(iconsDir, icon.file));
  const missing = APP_ICONS.filter((i) => !finished.includes(i)).map((i) => i.file);
  if (missing.length) {
    const icons = drawIcons(readFileSync(join(brandDir, brand.theme.favicon)), iconBackground(brand), missing);
    for (const [file, png] of Object.entries(icons)) writeFileSync(join(iconsDir, file), png);
  }

  writeFileSync(join(siteDir, MANIFEST_PATH.slice(1)), JSON.stringify(webAppManifest(brand)));

  // Last: its file list covers everything above.
  workerCode ??= runSync<string>({ kind: 'bundle' });
  writeFileSync(join(siteDir, SW_PATH.slice(1)), serviceWorker(siteDir, brand, workerCode));
}

/** The site's file list, then the worker's code. The list is one line: JSON has no raw line break. */
const serviceWorker = (siteDir: string, brand: BrandConfig, code: string) => `self.__LK_SITE=${JSON.stringify(siteFiles(siteDir, brand))};\n${code}`;

/**
 * After a content-only rebuild replaced pages in `siteDir`: its service worker
 * with a new file list and the code it has (nothing is bundled), written into
 * `outDir` to replace the old one.
 */
export function rewriteServiceWorker(brand: BrandConfig, siteDir: string, outDir: string): void {
  const current = readFileSync(join(siteDir, SW_PATH.slice(1)), 'utf8');
  const code = current.slice(current.indexOf('\n') + 1);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, SW_PATH.slice(1)), serviceWorker(siteDir, brand, code));
}
