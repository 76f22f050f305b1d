// Bundles the service worker (src/web-app/service-worker.ts) with its Workbox
// modules into one classic script, once per build; every brand's /sw.js is this
// code after its own file list.
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const WORKER_SOURCE = fileURLToPath(new URL('../../web-app/service-worker.ts', import.meta.url));

export async function bundleServiceWorker(): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'silent',
    // Workbox logs every step unless built for production.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      // A classic script: module service workers are not available in every browser a player may have.
      lib: { entry: WORKER_SOURCE, formats: ['iife'], name: 'lobbykitServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error(`Bundling ${WORKER_SOURCE} gave no script.`);
  return chunk.code;
}
