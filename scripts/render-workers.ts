// Renders every brand's pages from a render kit on every core: the brands split
// between worker processes (render-worker.ts), each rendering its share from
// an input file of its own. A few brands render in this process: a worker
// costs about a second to start. Always React's production build, as the
// bundle was made (build-sites.ts), even under a test runner's NODE_ENV.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { BuildBrand } from '../src/config/build-input.ts';
import { ROOT } from '../src/config/schema-files.ts';
import { loadKit, renderPages, type RenderedBrand } from './render-pages.ts';

/** Below this many brands per worker, another worker costs more than it saves. */
const MIN_BRANDS_PER_WORKER = 10;

/** Worker processes for `brands` brands: LOBBYKIT_RENDER_WORKERS, or one per core once there are enough brands. */
export function workerCount(brands: number): number {
  const asked = Number(process.env.LOBBYKIT_RENDER_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return Math.min(asked, brands);
  return Math.max(1, Math.min(availableParallelism(), Math.floor(brands / MIN_BRANDS_PER_WORKER)));
}

/**
 * Renders `input`'s brands into `outDir/<id>/`; `work` holds the input files.
 * Calls `onBrand` as each brand is done.
 */
export async function renderBrands(
  kitDir: string,
  input: BuildBrand[],
  outDir: string,
  work: string,
  log: (line: string) => void,
  onBrand: (done: RenderedBrand) => void,
): Promise<void> {
  const workers = workerCount(input.length);
  const share = Math.ceil(input.length / workers);
  const files = Array.from({ length: workers }, (_, i) => {
    const file = join(work, `input-${i + 1}.json`);
    writeFileSync(file, JSON.stringify(input.slice(i * share, (i + 1) * share)));
    return file;
  });
  if (workers === 1) {
    const previous = { input: process.env.LOBBYKIT_BUILD_INPUT, nodeEnv: process.env.NODE_ENV };
    process.env.LOBBYKIT_BUILD_INPUT = files[0];
    process.env.NODE_ENV = 'production';
    try {
      await renderPages(await loadKit(kitDir, log), outDir, onBrand);
    } finally {
      restore('LOBBYKIT_BUILD_INPUT', previous.input);
      restore('NODE_ENV', previous.nodeEnv);
    }
    return;
  }
  log(`rendering in ${workers} processes`);
  await Promise.all(files.map((file) => runWorker(kitDir, file, outDir, log, onBrand)));
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

function runWorker(kitDir: string, inputFile: string, outDir: string, log: (line: string) => void, onBrand: (done: RenderedBrand) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'render-worker.ts'), kitDir, inputFile, outDir], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.trim()) onBrand(JSON.parse(line) as RenderedBrand);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      errors += text;
      for (const line of text.split('\n')) if (line.trim()) log(line);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`A page renderer (scripts/render-worker.ts) stopped with exit code ${code}:\n${errors.slice(-2000)}`)),
    );
  });
}
