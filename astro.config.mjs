// One Astro build bundles every brand's pages: src/pages/[brand]/[...path].astro
// prebuilds brands x routes, rendered from the build's render kit
// (src/build/render-kit.ts, src/build/render-pages.ts), and scripts/build.ts then
// makes each dist/<brand>/ a self-contained site (src/README.md, From brand folder to DOM).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { renderKit } from './src/build/render-kit.ts';
import { pageStylesIntegration } from './src/layouts/page-styles-integration.ts';

const REACT_CLIENT = fileURLToPath(new URL('./src/layouts/react-client.ts', import.meta.url));

export default defineConfig({
  // The island renders to one string: React's streaming render moves a large
  // finished Suspense boundary (a page of game cards) out of place behind a
  // fallback and a script that swaps it in, which a page without JavaScript
  // never runs. Every entry is preloaded (src/app/feature-entries.ts), so
  // nothing suspends and one string is the whole page.
  integrations: [
    react({ experimentalDisableStreaming: true }),
    // client:ready (src/layouts/ready-directive.ts): idle hydration once the page is parsed.
    {
      name: 'lobbykit-ready-directive',
      hooks: { 'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'ready', entrypoint: './src/layouts/ready-directive.ts' }) },
    },
    renderKit(),
    // Each page inlines only the CSS its first paint needs; the whole stylesheet follows (src/layouts/page-styles.ts).
    pageStylesIntegration(),
  ],
  outDir: process.env.LOBBYKIT_ASTRO_OUT ?? 'dist/.astro-out',
  publicDir: 'src/public',
  build: { format: 'directory', assets: '_astro', inlineStylesheets: 'never', concurrency: 4 },
  devToolbar: { enabled: false },
  vite: {
    plugins: [
      {
        // The island's React root gets error callbacks (src/layouts/react-client.ts, src/app/monitoring.ts):
        // Astro's React renderer calls hydrateRoot without them and has no option for them.
        name: 'lobbykit-root-error-callbacks',
        enforce: 'pre',
        resolveId: (source, importer) =>
          source === 'react-dom/client' && importer && /[\\/]@astrojs[\\/]react[\\/]dist[\\/]client\.js$/.test(importer) ? REACT_CLIENT : undefined,
      },
      {
        // A lazy chunk's imports are not announced with <link rel="modulepreload">
        // tags: appending them (about 30 as a page hydrates: the chunks are small
        // and many) took 20-25 ms of main thread on the bench's CPU. The browser
        // fetches a chunk's imports as it reads the chunk; most are in the app
        // chunk, loaded already. Stylesheets a chunk needs are still added.
        // (Set per environment: Astro's client build options replace vite.build's.)
        name: 'lobbykit-no-module-preload-links',
        configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: { polyfill: false, resolveDependencies: () => [] } } } : undefined),
      },
    ],
    build: {
      chunkSizeWarningLimit: 300,
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: /[\\/]src[\\/]/ }] } } },
    },
  },
});
