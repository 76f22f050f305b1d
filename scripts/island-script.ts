// Astro writes its island runtime (the <astro-island> element, 4 KB) and the
// island's hydration directive (client:ready, 1 KB) inline into every page with
// an island, which is every page: 49 copies a brand, 5 KB of each page. The
// build writes the two once instead, as one hashed file in the shared `_astro/`,
// and each rendered page names it. A deferred script runs once the page is
// parsed, before DOMContentLoaded: the directive is set first, then the islands
// are upgraded where they stand and hydrate when the page is idle, as before.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';

/** The directive of the site's one island (src/layouts/Page.astro). */
const DIRECTIVE = 'ready';

export interface IslandRuntime {
  /** Public path, named by content: a content-only rebuild, with the same kit, names the file its full build wrote. */
  href: string;
  text: string;
  /** The two inline scripts Astro writes ahead of the first island. */
  inline: string;
}

/** The runtime of a render kit, from the directives its manifest carries. */
export function islandRuntime(clientDirectives: ReadonlyMap<string, string>): IslandRuntime {
  const directive = clientDirectives.get(DIRECTIVE);
  if (!directive) throw new Error(`The render kit has no client:${DIRECTIVE} directive: is it still added in astro.config.mjs?`);
  const text = `${directive}\n${islandScript}`;
  const href = `/_astro/island.${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.js`;
  return { href, text, inline: `<script>${directive}</script><script>${islandScript}</script>` };
}

/** Writes the runtime under `assetsRoot` (the folder that holds `_astro/`). */
export function writeIslandScript(assetsRoot: string, runtime: IslandRuntime): void {
  writeFileSync(join(assetsRoot, runtime.href), runtime.text);
}

/** A rendered page with the runtime named instead of inlined (a page without an island is returned as it is). */
export function externalIslandScript(html: string, runtime: IslandRuntime): string {
  return html.replace(runtime.inline, () => `<script src="${runtime.href}" defer></script>`);
}
