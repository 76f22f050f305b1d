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
                // A package's stylesheet imported by its export name (`swiper/css`) is resolved first to see that it is CSS.
                applyToEnvironment: (environment) => environment.config.consumer === 'client',
                async resolveId(source, importer, options) {
                  if (/\.css$/.test(source)) return NO_CSS;
                  if (!/css/.test(source) || /^[./]/.test(source)) return undefined;
                  const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
                  return resolved && /\.css$/.test(resolved.id) ? NO_CSS : undefined;
                },
                load: (id) => (id === NO_CSS ? 'export {};' : undefined),
              },
            ],
          },
        });
      },
    },
  };
}
