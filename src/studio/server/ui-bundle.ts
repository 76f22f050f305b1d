// The studio's browser code, bundled apart from the brand sites (their JS budget
// is strict and no site needs the editor): src/studio/ui -> studio.js and
// src/studio/preview -> preview.js in var/studio-ui/. Rebuilt when its sources,
// the config code it shares with the CLIs, or the schemas are newer.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../config/schema-files.ts';

export const UI_DIR = join(ROOT, 'var', 'studio-ui');
const SOURCES = ['src/studio', 'src/config', 'schemas/brand', 'schemas/brand.schema.json'].map((p) => join(ROOT, p));

function newest(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), s.mtimeMs);
}

const FILES = ['studio.js', 'studio.css', 'preview.js'];
// Records the sources' newest time the bundle was built from, rather than
// trusting the bundle's own file times.
const STAMP = 'built-from.txt';

export async function ensureStudioUi(log: (line: string) => void = console.log): Promise<string> {
  const sources = Math.max(...SOURCES.map(newest));
  const stamp = join(UI_DIR, STAMP);
  if (existsSync(stamp) && Number(readFileSync(stamp, 'utf8')) >= sources && FILES.every((f) => existsSync(join(UI_DIR, f)))) return UI_DIR;
  log('Building the studio...');
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  // Built beside the old bundle, then swapped in, so a server that is serving it
  // (or a second test server starting) never reads half a bundle.
  const temp = `${UI_DIR}.${process.pid}`;
  // Vite takes production mode from NODE_ENV when it is set, and a test runner sets
  // it to "test", which would bundle React's development JSX runtime.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // One build per entry: each file stands alone, with no shared chunk to load.
  try {
    for (const [name, entry] of [
      ['studio', 'ui/main.tsx'],
      ['preview', 'preview/preview.ts'],
    ] as const) {
      await build({
        configFile: false,
        mode: 'production',
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
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  // A build that could not write its files (a full disk) must not replace a good bundle.
  const missing = FILES.filter((f) => !existsSync(join(temp, f)) || statSync(join(temp, f)).size === 0);
  if (missing.length) {
    rmSync(temp, { recursive: true, force: true });
    throw new Error(`The studio build wrote no ${missing.join(', ')}; see the messages above.`);
  }
  writeFileSync(join(temp, STAMP), String(sources));
  mkdirSync(join(ROOT, 'var'), { recursive: true });
  rmSync(UI_DIR, { recursive: true, force: true });
  renameSync(temp, UI_DIR);
  return UI_DIR;
}
