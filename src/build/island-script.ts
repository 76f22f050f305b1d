// Astro writes its island runtime (the <astro-island> element, 4 KB) and the
// island's hydration directive (client:ready, 1 KB) inline into every page with
// an island, which is every page: 49 copies a brand, 5 KB of each page. The
// build writes the two once instead, as one hashed file in the shared `_astro/`,
// and each rendered page asks for it at its end once its largest paint is on
// screen. Then the directive is set, the islands are upgraded where they stand
// and hydrate when the page is idle, as before.
//
// Content first, then code: asked for any earlier (it was a deferred script),
// the runtime's request and run, and the app's code after it, came before the
// largest paint and shared the line with the lead image; Lighthouse's
// simulated largest paint counted them all (home 1.07 s; 0.92 s without).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { LANGUAGE_PENDING_CLASS } from '../app/language-pending.ts';
import { LEAD_IMAGE_TIMING } from '../app/lead-image.ts';
import { appCodeScript } from '../layouts/app-code.ts';
import { leadFirst, WAITING_SRC } from './lead-first.ts';

/** The directive of the site's one island (src/layouts/Page.astro). */
const DIRECTIVE = 'ready';

export interface IslandRuntime {
  /** Public path, named by content: a content-only rebuild, with the same kit, names the file its full build wrote. */
  href: string;
  text: string;
  /** The two inline scripts Astro writes ahead of the first island. */
  inline: string;
}

/** The runtime of a render kit, from the directives its manifest carries and the app code's files (app-code-list.ts). */
export function islandRuntime(clientDirectives: ReadonlyMap<string, string>, appCode: readonly string[]): IslandRuntime {
  const directive = clientDirectives.get(DIRECTIVE);
  if (!directive) throw new Error(`The render kit has no client:${DIRECTIVE} directive: is it still added in astro.config.mjs?`);
  const text = `${appCodeScript(appCode)}\n${directive}\n${islandScript}`;
  const href = `/_astro/island.${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.js`;
  return { href, text, inline: `<script>${directive}</script><script>${islandScript}</script>` };
}

/** Writes the runtime under `assetsRoot` (the folder that holds `_astro/`). */
export function writeIslandScript(assetsRoot: string, runtime: IslandRuntime): void {
  writeFileSync(join(assetsRoot, runtime.href), runtime.text);
}

/** With no paint reported by then (a lead image that never arrives), the runtime is asked for anyway. */
export const PAINT_WAIT_MS = 3000;

/**
 * The script at a page's end that asks for the runtime once the browser reports the page's largest paint on
 * screen: its lead image (ui/first-screen.ts, named for element timing) or, on a page without one, its first
 * contentful paint. A browser that reports neither (Safari) asks at the load event; a page that paints nothing,
 * at once: a hidden tab, or a page hidden while the player's own language loads (it waited out PAINT_WAIT_MS,
 * blank, before its code was even asked for); a lead image that fails, then.
 */
export function islandLoader(runtime: IslandRuntime): string {
  const load = `function(){var s=document.createElement("script");s.src="${runtime.href}";document.head.appendChild(s)}`;
  const wait = [
    `var asked,lead=document.querySelector('img[elementtiming="${LEAD_IMAGE_TIMING}"]'),type=lead?"element":"paint",`,
    'types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
    // The pictures that wait for the lead (lead-first.ts) are asked for first.
    `function go(){if(!asked){asked=1;document.querySelectorAll("img[${WAITING_SRC}]").forEach(function(i){var s=i.getAttribute("${WAITING_SRC}set");if(s)i.srcset=s;i.src=i.getAttribute("${WAITING_SRC}")});setTimeout(load)}}`,
    `if(document.hidden||document.documentElement.classList.contains("${LANGUAGE_PENDING_CLASS}"))return go();setTimeout(go,${PAINT_WAIT_MS});`,
    'if(types.indexOf(type)<0)return addEventListener("load",go);',
    'if(lead&&lead.complete&&!lead.naturalWidth)return go();if(lead)lead.addEventListener("error",go);',
    `new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(lead?e.identifier==="${LEAD_IMAGE_TIMING}":e.name==="first-contentful-paint")go()})})`,
    '.observe({type:type,buffered:true})',
  ].join('');
  return `<script>(function(load){${wait}})(${load})</script>`;
}

/**
 * A rendered page with the runtime asked for at its end instead of inlined, and its marked and lazy pictures
 * waiting for the lead image (lead-first.ts). A page without an island is returned as it is.
 */
export function externalIslandScript(html: string, runtime: IslandRuntime): string {
  if (!html.includes(runtime.inline)) return html;
  return leadFirst(html)
    .replace(runtime.inline, '')
    .replace('</body>', () => `${islandLoader(runtime)}</body>`);
}
