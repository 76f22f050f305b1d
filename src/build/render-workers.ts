// Renders every brand's pages from a render kit on every core, and finishes
// each brand's site as soon as its pages are done (site-finish.ts): the brands
// split between worker processes (render-worker.ts), each with an input file
// of its own. A few brands render in this process: a worker costs about a
// second to start. Always React's production build, as the bundle was made
// (build-sites.ts), even under a test runner's NODE_ENV.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { type BuildBrand, writeBuildInput } from '../config/build-input.ts';
import { ROOT } from '../config/schema-files.ts';
import { loadKit, renderPages } from './render-pages.ts';
import { type FinishJob, finishSite } from './site-finish.ts';

/** Below this many brands per worker, another worker costs more than it saves. */
const MIN_BRANDS_PER_WORKER = 10;

export interface BrandJob {
  input: BuildBrand;
  finish: FinishJob;
}

export interface FinishedBrand {
  id: string;
  /** Pages rendered. */
  pages: number;
  /** The brand's site once finished. */
  bytes: number;
  /** Rendering and finishing. */
  seconds: number;
}

/** Worker processes for `brands` brands: LOBBYKIT_RENDER_WORKERS, or one per core once there are enough brands. */
export function workerCount(brands: number): number {
  const asked = Number(process.env.LOBBYKIT_RENDER_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return Math.min(asked, brands);
  return Math.max(1, Math.min(availableParallelism(), Math.floor(brands / MIN_BRANDS_PER_WORKER)));
}

/** Renders and finishes every job's brand, pages staged under `outDir/<id>/`; `work` holds the input files. Calls `onBrand` as each is done. */
export async function renderBrands(
  kitDir: string,
  jobs: BrandJob[],
  outDir: string,
  work: string,
  log: (line: string) => void,
  onBrand: (done: FinishedBrand) => void,
): Promise<void> {
  const workers = workerCount(jobs.length);
  const share = Math.ceil(jobs.length / workers);
  const files = Array.from({ length: workers }, (_, i) => {
    const mine = jobs.slice(i * share, (i + 1) * share);
    const input = join(work, `input-${i + 1}.json`);
    const finish = join(work, `finish-${i + 1}.json`);
    writeBuildInput(
      input,
      mine.map((j) => j.input),
    );
    writeFileSync(finish, JSON.stringify(Object.fromEntries(mine.map((j) => [j.input.config.id, j.finish]))));
    return { input, finish };
  });
  if (workers === 1) {
    const previous = { input: process.env.LOBBYKIT_BUILD_INPUT, nodeEnv: process.env.NODE_ENV };
    process.env.LOBBYKIT_BUILD_INPUT = files[0]!.input;
    process.env.NODE_ENV = 'production';
    try {
      await renderAndFinish(kitDir, files[0]!.finish, outDir, log, onBrand);
    } finally {
      restore('LOBBYKIT_BUILD_INPUT', previous.input);
      restore('NODE_ENV', previous.nodeEnv);
    }
    return;
  }
  log(`rendering in ${workers} processes`);
  await Promise.all(files.map((f) => runWorker(kitDir, f.input, f.finish, outDir, log, onBrand)));
}

/** The work of one renderer (this process, or a worker): the build input is in LOBBYKIT_BUILD_INPUT, what to do with each brand in `finishFile`. */
export async function renderAndFinish(kitDir: string, finishFile: string, outDir: string, log: (line: string) => void, onBrand: (done: FinishedBrand) => void) {
  const finish = JSON.parse(readFileSync(finishFile, 'utf8')) as Record<string, FinishJob>;
  await renderPages(await loadKit(kitDir, log), outDir, async (rendered) => {
    const started = performance.now();
    const site = await finishSite(join(outDir, rendered.id), finish[rendered.id]!);
    onBrand({ id: rendered.id, pages: rendered.pages, bytes: site.bytes, seconds: rendered.seconds + (performance.now() - started) / 1000 });
  });
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

function runWorker(
  kitDir: string,
  inputFile: string,
  finishFile: string,
  outDir: string,
  log: (line: string) => void,
  onBrand: (done: FinishedBrand) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'src', 'build', 'render-worker.ts'), kitDir, inputFile, finishFile, outDir], {
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
      for (const line of lines) if (line.trim()) onBrand(JSON.parse(line) as FinishedBrand);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      errors += text;
      for (const line of text.split('\n')) if (line.trim()) log(line);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`A page renderer (src/build/render-worker.ts) stopped with exit code ${code}:\n${errors.slice(-2000)}`)),
    );
  });
}
