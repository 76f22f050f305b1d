// The studio's browser code, bundled apart from the brand sites (their JS budget
// is strict and no site needs the editor): src/studio/ui -> studio.js and
// src/studio/preview -> preview.js in var/studio-ui/. Rebuilt when its sources,
// the config code it shares with the CLIs, or the schemas are newer.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../config/schema-files.ts';

export const UI_DIR = join(ROOT, 'var', 'studio-ui');
const SOURCES = ['src/studio', 'src/config', 'src/app/ui/theme.ts', 'schemas/brand', 'schemas/brand.schema.json'].map((p) => join(ROOT, p));

function newest(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), s.mtimeMs);
}

export async function ensureStudioUi(log: (line: string) => void = console.log): Promise<string> {
  const stamp = join(UI_DIR, 'studio.js');
  if (existsSync(stamp) && existsSync(join(UI_DIR, 'preview.js')) && statSync(stamp).mtimeMs >= Math.max(...SOURCES.map(newest))) return UI_DIR;
  log('Building the studio...');
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  // Built beside the old bundle, then swapped in, so a server that is serving it
  // (or a second test server starting) never reads half a bundle.
  const temp = `${UI_DIR}.${process.pid}`;
  // One build per entry: each file stands alone, with no shared chunk to load.
  for (const [name, entry] of [['studio', 'ui/main.tsx'], ['preview', 'preview/preview.ts']] as const) {
    await build({
      configFile: false,
      root: join(ROOT, 'src/studio'),
      logLevel: 'warn',
      plugins: [react()],
      define: { 'process.env.NODE_ENV': '"production"' },
      build: {
        outDir: temp,
        emptyOutDir: name === 'studio',
        target: 'es2022',
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          input: { [name]: join(ROOT, 'src/studio', entry) },
          output: { entryFileNames: '[name].js', assetFileNames: '[name][extname]', codeSplitting: false },
        },
      },
    });
  }
  mkdirSync(join(ROOT, 'var'), { recursive: true });
  rmSync(UI_DIR, { recursive: true, force: true });
  renameSync(temp, UI_DIR);
  return UI_DIR;
}
