// Build step: a prebuilt page's stylesheet links become the CSS its first
// paint needs, inline, and a <noscript> naming the whole stylesheet for later
// (page-styles.ts, critical-css.ts). Astro emits the app's CSS as one file per
// feature (inlineStylesheets: 'never'); they are joined, in the order the page
// linked them, into one file every page shares, and the pages rewritten once
// they are written. The browser's code imports no CSS of its own: every rule
// is in that one file, loaded before the app hydrates, so a chunk loaded later
// neither fetches a stylesheet again nor waits for one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { criticalCss, pageTokens, parseCss, type ParsedCss } from './critical-css.ts';
import { pageStylesMarkup } from './page-styles.ts';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"[^>]*>/g;

export interface Stylesheet {
  href: string;
  parsed: ParsedCss;
}

/** Rewrites one page's HTML; `join` gives the one stylesheet for the ones it links, in order. */
export function inlinePageStyles(html: string, join: (hrefs: string[]) => Stylesheet): string {
  const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
  if (!hrefs.length) return html;
  const sheet = join(hrefs);
  const markup = pageStylesMarkup(criticalCss(sheet.parsed, pageTokens(html)), sheet.href);
  let first = true;
  return html.replace(STYLESHEET_LINK, () => {
    if (!first) return '';
    first = false;
    return markup;
  });
}

function* htmlFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* htmlFiles(path);
    else if (e.name.endsWith('.html')) yield path;
  }
}

const NO_CSS = '\0lobbykit:no-css';

export function pageStylesIntegration(): AstroIntegration {
  return {
    name: 'lobbykit-page-styles',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'lobbykit-no-client-css',
                enforce: 'pre',
                // The pages' build keeps the CSS imports (they make the stylesheet); CSS imported as a string (?inline) stays too.
                applyToEnvironment: (environment) => environment.config.consumer === 'client',
                resolveId: (source) => (/\.css$/.test(source) ? NO_CSS : undefined),
                load: (id) => (id === NO_CSS ? 'export {};' : undefined),
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const joined = new Map<string, Stylesheet>();
        const joinSheets = (hrefs: string[]) => {
          const key = hrefs.join(' ');
          let sheet = joined.get(key);
          if (!sheet) {
            const css = hrefs.map((h) => readFileSync(join(root, h), 'utf8')).join('\n');
            const href = `/_astro/styles.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
            writeFileSync(join(root, href), css);
            sheet = { href, parsed: parseCss(css) };
            joined.set(key, sheet);
          }
          return sheet;
        };
        for (const file of htmlFiles(root)) {
          const html = readFileSync(file, 'utf8');
          const out = inlinePageStyles(html, joinSheets);
          if (out !== html) writeFileSync(file, out);
        }
        // Every page now names the joined file instead.
        for (const key of joined.keys()) for (const href of key.split(' ')) rmSync(join(root, href), { force: true });
      },
    },
  };
}
