// The render kit: Astro's server-side bundle of the site (every page module,
// the React app, and the manifest that names the hashed client files), kept
// from the build so pages render outside Astro's own page loop
// (render-pages.ts): in two processes on two cores, and again later from a new
// content snapshot without bundling anything (`npm run build -- --content-only`).
//
// This integration takes the bundle when Astro is about to render the pages,
// and lets Astro render none itself: the build renders them from the kit.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Where the build wants the kit (a folder below node_modules, so the bundle resolves its packages). Unset: Astro renders as usual. */
export const RENDER_KIT_ENV = 'LOBBYKIT_RENDER_KIT';

export function renderKit(): AstroIntegration {
  let outDir: URL | undefined;
  return {
    name: 'lobbykit-render-kit',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        const target = process.env[RENDER_KIT_ENV];
        if (!target) return;
        setPrerenderer({
          name: 'lobbykit-render-kit',
          async setup() {
            // A static build's server bundle, with the client manifest injected, in <outDir>/.prerender/ until Astro deletes it.
            cpSync(fileURLToPath(new URL('./.prerender/', outDir)), target, { recursive: true });
            sameInEveryBuild(target, dirname(fileURLToPath(outDir!)));
          },
          getStaticPaths: async () => [],
          render: () => {
            throw new Error('lobbykit-render-kit: pages render from the kit (src/build/render-pages.ts), not in the Astro build.');
          },
        });
      },
    },
  };
}

/**
 * The manifest in the bundle names the build's own temp folder (its outDir);
 * rendering never reads it. One fixed name instead, so every build of the same
 * code (every shard) keeps the same kit, byte for byte.
 */
function sameInEveryBuild(kit: string, buildFolder: string) {
  const fixed = join(dirname(buildFolder), 'build');
  const pairs = [
    [pathToFileURL(buildFolder).href, pathToFileURL(fixed).href],
    [buildFolder, fixed],
  ] as const;
  for (const file of readdirSync(kit, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'))) {
    const path = join(kit, file);
    const text = readFileSync(path, 'utf8');
    const same = pairs.reduce((t, [from, to]) => t.replaceAll(from, to), text);
    if (same !== text) writeFileSync(path, same);
  }
}
