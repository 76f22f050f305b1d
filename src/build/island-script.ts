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
import { readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
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

/** The runtime of a render kit, from the directives its manifest carries and the app code's files (kitAppCode). */
export function islandRuntime(clientDirectives: ReadonlyMap<string, string>, appCode: readonly string[]): IslandRuntime {
  const directive = clientDirectives.get(DIRECTIVE);
  if (!directive) throw new Error(`The render kit has no client:${DIRECTIVE} directive: is it still added in astro.config.mjs?`);
  const text = `${appCodeScript(appCode)}\n${directive}\n${islandScript}`;
  const href = `/_astro/island.${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.js`;
  return { href, text, inline: `<script>${directive}</script><script>${islandScript}</script>` };
}

/** The island's component and its renderer, as the kit's manifest names their entry modules: where the app's code starts. */
const APP_ENTRIES = [/[\\/]src[\\/]app[\\/]App\.tsx$/, /^@astrojs\/react\/client\.js$/];

/** Where the kit keeps the app code's files, for a content-only rebuild's runtime (the kit outlives the bundle). */
const APP_CODE_FILE = 'app-code.json';

/** One import or re-export at the head of a built chunk, which is where the bundler puts them all. */
const STATIC_IMPORT = /\s*(?:import\s*(?:[^"';()]*?from\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)"([^"]+)";?/y;

/** The public paths of `entries` and of every chunk they import, read from the built files under `assetsRoot`. */
function staticImportClosure(assetsRoot: string, entries: string[]): string[] {
  const found = new Set<string>();
  const visit = (href: string) => {
    if (found.has(href)) return;
    found.add(href);
    const code = readFileSync(join(assetsRoot, href), 'utf8');
    STATIC_IMPORT.lastIndex = 0;
    for (let m = STATIC_IMPORT.exec(code); m; m = STATIC_IMPORT.exec(code)) visit(posix.join(posix.dirname(href), m[1]!));
  };
  for (const e of entries) visit(e);
  return [...found];
}

/** Finds the app's code in the bundle under `assetsRoot` and keeps its list in the kit. */
export function writeAppCode(kitDir: string, assetsRoot: string, entryModules: Record<string, string>): void {
  const entries = APP_ENTRIES.map((test) => {
    const file = Object.entries(entryModules).find(([id]) => test.test(id))?.[1];
    if (!file) throw new Error(`The render kit names no entry module matching ${test}: has the island (src/layouts/Page.astro) changed?`);
    return `/${file}`;
  });
  writeFileSync(join(kitDir, APP_CODE_FILE), JSON.stringify(staticImportClosure(assetsRoot, entries)));
}

/** The app code's files the kit keeps (writeAppCode); none in a kit from before it kept them. */
export function kitAppCode(kitDir: string): string[] {
  try {
    return JSON.parse(readFileSync(join(kitDir, APP_CODE_FILE), 'utf8')) as string[];
  } catch {
    return [];
  }
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
