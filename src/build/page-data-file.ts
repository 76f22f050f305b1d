// A page's snapshot answers (app/boot.ts readPageData) go to a file of their
// own, which the page names in <meta id="lk-data"> and the app fetches with its
// code, once the largest paint is on screen. Inline, they were half of home's
// HTML (aurora: 138 of 276 KB, 9 of 19 KB compressed): a page larger than the
// first round trip of a new connection carries, whose paint waited for the
// rest, and that no player with JavaScript off reads. Lighthouse's simulated
// largest paint on the demo homes fell from 1.35 s to 1.2 s without them.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_DATA_ELEMENT_ID } from '../app/boot-link.ts';
import { PAGE_DATA_FILE_PATH, pageDataFile } from '../config/boot-file.ts';
import { walk } from './site-files.ts';

/** How layouts/Page.astro writes the answers into the rendered page; never what a site serves. */
const INLINE = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`);

/** The <meta> that names a page's snapshot file (app/boot-link.ts reads it). */
const named = (url: string) => `<meta name="${PAGE_DATA_ELEMENT_ID}" id="${PAGE_DATA_ELEMENT_ID}" content="${url}">`;

/** The rendered page with its answers named instead of inlined, and the file to write at that site path (none for a page without answers). */
export function externalPageData(html: string): { html: string; file?: { url: string; json: string } } {
  const inline = INLINE.exec(html);
  if (!inline) return { html };
  const file = pageDataFile(inline[1]!);
  return { html: html.replace(inline[0], () => named(file.url)), file };
}

const NAMED = new RegExp(named('([^"]+)'));

/** The snapshot file a built page names (its site path, as /_brand/data.<hash>.json), if any. */
export const namedPageDataFile = (html: string): string | undefined => NAMED.exec(html)?.[1];

/**
 * After a content-only rebuild: removes the snapshot files (and their compressed twins) that no page of the site
 * names any more, so the site holds what a full build of the same content would.
 */
export function pruneUnnamedPageData(site: string): void {
  const files = walk(site);
  const inUse = new Set(files.filter((f) => f.endsWith('.html')).map((f) => namedPageDataFile(readFileSync(join(site, f), 'utf8'))));
  for (const f of files) {
    const url = `/${f.replace(/\.(br|gz)$/, '')}`;
    if (PAGE_DATA_FILE_PATH.test(url) && !inUse.has(url)) rmSync(join(site, f));
  }
}
