// What happens to a brand's freshly rendered pages, in the process that
// rendered them (render-workers.ts), so the work spreads over every core:
//   assemble  a full build: the pages become the whole site, swapped in for dist/<id>/
//   replace   a content-only rebuild: the pages replace their namesakes in dist/<id>/
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { BrandConfig } from '../config/generated/brand.ts';
import { type BuildStamp, writeStamp } from './build-stamp.ts';
import { pruneUnnamedPageData } from './page-data-file.ts';
import { PER_BRAND, precompress } from './precompress.ts';
import { rewriteServiceWorker, writeWebApp } from './pwa/web-app.ts';
import { writeSiteHeaders } from './site-headers.ts';
import type { bootFile } from '../config/boot-file.ts';
import { copyBrandAssets, linkSharedAssets, walk, write404, writeBootFile, writeConfig, writeLocales } from './site-files.ts';

export interface AssembleJob {
  kind: 'assemble';
  brand: BrandConfig;
  brandDir: string;
  boot: ReturnType<typeof bootFile>;
  stamp: BuildStamp;
  /** Astro's `_astro/` folder of hashed client files, shared by every brand (its twins already made with --precompress). */
  shared: string;
  distDir: string;
  precompress: boolean;
  /** The origin its content snapshot's images are at (content-snapshot.ts siteOrigin), allowed by its policy. */
  contentOrigin?: string;
}

export interface ReplaceJob {
  kind: 'replace';
  /** dist/<id>/ */
  site: string;
  brand: BrandConfig;
  /** The site was built with --precompress: the new pages get their twins too. */
  precompress: boolean;
  /** As AssembleJob's. */
  contentOrigin?: string;
}

export type FinishJob = AssembleJob | ReplaceJob;

/** `pages` is the brand's rendered pages (render-pages.ts); returns the site's pages and bytes. */
export async function finishSite(pages: string, job: FinishJob): Promise<{ pages: number; bytes: number }> {
  if (job.kind === 'assemble') return assemble(pages, job);
  if (job.precompress) await precompress(pages, PER_BRAND);
  const replaced = replaceFiles(pages, job.site);
  pruneUnnamedPageData(job.site);
  // The service worker lists each page's revision: new pages, a new list (with the same worker code).
  const worker = `${pages}.worker`;
  rewriteServiceWorker(job.brand, job.site, worker);
  if (job.precompress) await precompress(worker, PER_BRAND);
  replaceFiles(worker, job.site);
  rmSync(worker, { recursive: true, force: true });
  writeSiteHeaders(job.site, job.brand, job.contentOrigin);
  return { pages: replaced, bytes: siteSize(job.site).bytes };
}

/**
 * Makes the rendered pages a whole site, one call per kind of file, then swaps
 * it in for dist/<id>/, so a site is never half-written. The stamp goes last: a
 * site without one is never taken as up to date.
 */
async function assemble(staging: string, job: AssembleJob): Promise<{ pages: number; bytes: number }> {
  const { brand } = job;
  mkdirSync(staging, { recursive: true });
  linkSharedAssets(staging, job.shared);
  copyBrandAssets(staging, job.brandDir);
  writeConfig(staging, brand);
  writeLocales(staging, brand, job.brandDir, join(dirname(job.shared), 'locales'));
  writeBootFile(staging, job.boot);
  write404(staging);
  // After every other file: its service worker lists them.
  writeWebApp(brand, job.brandDir, staging);
  // From the finished pages: their inline scripts' hashes are the policy's.
  writeSiteHeaders(staging, brand, job.contentOrigin);
  if (job.precompress) await precompress(staging, PER_BRAND, ['_astro']);
  writeStamp(staging, job.stamp);

  const target = join(job.distDir, brand.id);
  swapSite(staging, target);
  return siteSize(target);
}

/** Where a served site waits while its successor is renamed into place (a hidden name: never a brand, never served). */
export const swappedOut = (distDir: string, id: string) => join(distDir, `.${id}.old`);

/**
 * Puts the whole new site in place of the old: the old folder is renamed aside,
 * the new one renamed in, and only then is the old one removed. The site's folder
 * is missing only between the two renames (microseconds), and a host that finds
 * the aside folder then waits for it (static-host.ts) instead of answering as if
 * the brand were gone; deleting the old site first had left it missing for as
 * long as the deletion took.
 */
function swapSite(staging: string, target: string) {
  const aside = swappedOut(dirname(target), basename(target));
  rmSync(aside, { recursive: true, force: true });
  let replaced = true;
  try {
    renameSync(target, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    replaced = false;
  }
  renameSync(staging, target);
  if (replaced) rmSync(aside, { recursive: true, force: true });
}

/**
 * Moves every file of `from` over its namesake in `site`, one rename each (a page
 * is never half-written); old compressed twins go first. Returns the pages moved.
 */
function replaceFiles(from: string, site: string): number {
  const files = walk(from);
  for (const rel of files) {
    if (rel.endsWith('.br') || rel.endsWith('.gz')) continue;
    rmSync(join(site, `${rel}.br`), { force: true });
    rmSync(join(site, `${rel}.gz`), { force: true });
  }
  for (const rel of files) {
    mkdirSync(dirname(join(site, rel)), { recursive: true });
    renameSync(join(from, rel), join(site, rel));
  }
  return files.filter((f) => f.endsWith('.html')).length;
}

/** Pages (HTML files but 404.html) and bytes of a site folder. */
export function siteSize(site: string): { pages: number; bytes: number } {
  const files = walk(site);
  return {
    pages: files.filter((f) => f.endsWith('.html') && f !== '404.html').length,
    bytes: files.reduce((sum, f) => sum + statSync(join(site, f)).size, 0),
  };
}
