// Build step: a prebuilt page's stylesheet link becomes the CSS its first
// paint needs, inline, and a <noscript> naming the whole stylesheet for later
// (page-styles.ts, critical-css.ts). The build joins Astro's per-feature CSS
// files into that one stylesheet (src/build/page-stylesheet.ts) and rewrites
// each page as it renders it (src/build/render-pages.ts). The browser's code
// imports no CSS of its own: every rule is in that one file, loaded before the
// app hydrates, so a chunk loaded later neither fetches a stylesheet again nor
// waits for one.
import type { AstroIntegration } from 'astro';
import { criticalCss, pageTokens, type ParsedCss } from './critical-css.ts';
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
    },
  };
}
