// The one stylesheet every prebuilt page shares. Astro emits the app's CSS as
// one file per feature (inlineStylesheets: 'never'), and the kit's pages link
// them all, in one order. Right after bundling they are joined, in that order,
// into one hashed file in the shared `_astro/` (the originals go), and the kit
// keeps a copy, so a content-only rebuild renders the same head without the
// bundle's folder. Each rendered page then inlines only the rules its own HTML
// needs, and names the whole file for later (src/layouts/page-styles.ts).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCss } from '../layouts/critical-css.ts';
import type { Stylesheet } from '../layouts/page-styles-integration.ts';

/** The kit's record of the joined stylesheet: its public path and its text. */
const KIT_FILE = 'page-stylesheet.json';

interface KitStylesheet {
  href: string;
  css: string;
}

/** External stylesheets a kit route links, in order (`/_astro/<name>.css`). */
export function linkedStylesheets(styles: readonly { type?: string; src?: string }[]): string[] {
  return styles.flatMap((s) => (s.type === 'external' && s.src?.endsWith('.css') ? [s.src] : []));
}

/**
 * Joins the stylesheets the kit's pages link (`hrefs`, the same list on every
 * page: the site has one page component) into one file under `assetsRoot`
 * (the folder that holds `_astro/`), removes the originals, and records it in
 * the kit.
 */
export function joinKitStylesheets(kitDir: string, assetsRoot: string, hrefs: string[]): void {
  if (!hrefs.length) return;
  const css = hrefs.map((h) => readFileSync(join(assetsRoot, h), 'utf8')).join('\n');
  const href = `/_astro/styles.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  writeFileSync(join(assetsRoot, href), css);
  for (const h of hrefs) if (h !== href) rmSync(join(assetsRoot, h), { force: true });
  writeFileSync(join(kitDir, KIT_FILE), JSON.stringify({ href, css } satisfies KitStylesheet));
}

/** The kit's joined stylesheet, parsed for inlining; none if the kit's pages link no CSS. */
export function kitStylesheet(kitDir: string): Stylesheet | undefined {
  let kept: KitStylesheet;
  try {
    kept = JSON.parse(readFileSync(join(kitDir, KIT_FILE), 'utf8')) as KitStylesheet;
  } catch {
    return undefined;
  }
  return { href: kept.href, parsed: parseCss(kept.css) };
}
