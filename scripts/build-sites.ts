// The multi-brand build (src/README.md, From brand folder to DOM): validate every brand, render all
// valid brands in one Astro build, then make each dist/<id>/ a self-contained
// site. A broken brand is reported, its old output removed, and the rest still
// build completely.
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../src/config/generated/brand.ts';
import { loadBrands, type LoadedBrand } from '../src/config/load-brands.ts';
import { formatProblems } from '../src/config/problems.ts';
import { ROOT } from '../src/config/schema-files.ts';
import type { BuildBrand } from '../src/config/build-input.ts';
import { catalogFor } from '../src/i18n/catalog.ts';
import { takeSnapshot, type SnapshotOutcome } from './content-snapshot.ts';
import { writeWebApp } from './pwa/web-app.ts';

/** dist/, or LOBBYKIT_DIST_DIR (tests and benchmarks build into temp folders). */
export const DIST_DIR = process.env.LOBBYKIT_DIST_DIR ?? join(ROOT, 'dist');

export interface BuildOptions {
  brandsDir?: string;
  distDir?: string;
  only?: string[];
  /** Origin of the platform for brands whose `platform.apiBase` is a path (`--content-from`, LOBBYKIT_CONTENT_FROM). */
  contentFrom?: string;
  log?: (line: string) => void;
}

export interface BrandSummary {
  id: string;
  pages: number;
  bytes: number;
  seconds: number;
  snapshot: Omit<SnapshotOutcome, 'snapshot'> & { answers: number };
}

export interface BuildResult {
  built: BrandSummary[];
  failed: LoadedBrand[];
  seconds: number;
}

/** Set by the build, called by each page as it renders (src/layouts/Page.astro). */
type RenderHook = (brandId: string) => void;
declare global {
  var __lobbykitRender: RenderHook | undefined;
}

let built = false;

/** Platforms asked at once while taking snapshots: enough to overlap their latency, few enough not to load one platform serving many brands. */
const SNAPSHOT_CONCURRENCY = 4;

export async function buildSites(options: BuildOptions = {}): Promise<BuildResult> {
  // Astro keeps page modules and their static paths between build() calls in one
  // process, so a second build would render the first one's brands. Run the CLI
  // once per build instead (the benchmark does).
  if (built) throw new Error('buildSites() runs once per process: start `node scripts/build.ts` again for another build.');
  built = true;
  const log = options.log ?? ((line: string) => console.log(line));
  const distDir = options.distDir ?? DIST_DIR;
  const started = performance.now();

  const brands = loadBrands({ brandsDir: options.brandsDir, only: options.only });
  const valid = brands.filter((b): b is LoadedBrand & { config: BrandConfig } => Boolean(b.config));
  const failed = brands.filter((b) => !b.config);
  for (const b of brands) log(`${b.config ? '✓' : '✗'} validated ${b.id}`);
  mkdirSync(distDir, { recursive: true });
  // A broken brand leaves nothing behind: a stale site would look like a success.
  for (const b of failed) rmSync(join(distDir, b.id), { recursive: true, force: true });
  if (failed.length) log(`\n${formatProblems(failed.flatMap((b) => b.problems))}\n`);
  if (!valid.length) return { built: [], failed, seconds: (performance.now() - started) / 1000 };

  // A fresh folder per build: Node caches the rendered chunks by path, so a second
  // build in one process (the benchmark) must not reuse the first one's paths.
  const work = mkdtempSync(join(distDir, '.build-'));
  // Astro writes its prerender bundle inside the output folder only when that is
  // below the working directory (else into ./.astro/, shared by every build), and
  // the bundle must resolve node_modules: so a folder of this build's own here.
  mkdirSync(join(ROOT, 'node_modules', '.lobbykit'), { recursive: true });
  const astroWork = mkdtempSync(join(ROOT, 'node_modules', '.lobbykit', 'build-'));
  const astroOut = join(astroWork, 'astro');
  const inputFile = join(work, 'input.json');
  // Each brand's content from its platform, a few brands at a time; one that fails builds with placeholders.
  const contentFrom = options.contentFrom ?? process.env.LOBBYKIT_CONTENT_FROM;
  const snapshots = new Map<string, SnapshotOutcome>();
  for (let i = 0; i < valid.length; i += SNAPSHOT_CONCURRENCY) {
    await Promise.all(valid.slice(i, i + SNAPSHOT_CONCURRENCY).map(async (b) => snapshots.set(b.id, await takeSnapshot(b.config, contentFrom))));
  }
  for (const b of valid) {
    const s = snapshots.get(b.id)!;
    log(
      s.snapshot
        ? `✓ content snapshot ${b.id}: ${Object.keys(s.snapshot.answers).length} answers, ${formatBytes(s.bytes)}, ${s.seconds.toFixed(2)} s`
        : `! no content snapshot for ${b.id} (brands/${b.id}): ${s.problem} Its pages paint placeholders until the app loads their content.`,
    );
  }
  const input: BuildBrand[] = valid.map((b) => ({
    config: b.config,
    strings: catalogFor(b.config.languages.default, b.dir),
    snapshot: snapshots.get(b.id)!.snapshot,
  }));
  writeFileSync(inputFile, JSON.stringify(input));

  const renderSeconds = new Map<string, number>();
  let current: { id: string; at: number } | undefined;
  globalThis.__lobbykitRender = (id) => {
    const now = performance.now();
    if (current) renderSeconds.set(current.id, (renderSeconds.get(current.id) ?? 0) + (now - current.at) / 1000);
    if (id && current?.id !== id) log(`  rendering ${id}...`);
    current = { id, at: now };
  };

  log(`rendering ${valid.length} brand${valid.length === 1 ? '' : 's'} in one Astro build`);
  process.env.LOBBYKIT_BUILD_INPUT = inputFile;
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  try {
    const { build } = await import('astro');
    await build({ root: ROOT, outDir: astroOut, logLevel: 'warn' });
    globalThis.__lobbykitRender?.('');
  } finally {
    globalThis.__lobbykitRender = undefined;
    delete process.env.LOBBYKIT_BUILD_INPUT;
  }

  const summaries: BrandSummary[] = [];
  for (const b of valid) {
    const t0 = performance.now();
    const summary = assemble(b.config, b.dir, astroOut, work, distDir);
    const seconds = (renderSeconds.get(b.id) ?? 0) + (performance.now() - t0) / 1000;
    const { snapshot, ...outcome } = snapshots.get(b.id)!;
    summaries.push({ ...summary, seconds, snapshot: { ...outcome, answers: snapshot ? Object.keys(snapshot.answers).length : 0 } });
    log(`  ✓ ${b.id}: ${summary.pages} pages, ${formatBytes(summary.bytes)}, ${seconds.toFixed(2)} s`);
  }
  rmSync(work, { recursive: true, force: true });
  rmSync(astroWork, { recursive: true, force: true });
  return { built: summaries, failed, seconds: (performance.now() - started) / 1000 };
}

/** Builds dist/<id>/ in a staging folder, then swaps it in, so a site is never half-written. */
function assemble(brand: BrandConfig, brandDir: string, astroOut: string, work: string, distDir: string): Omit<BrandSummary, 'seconds' | 'snapshot'> {
  const staging = join(work, `site-${brand.id}`);
  move(join(astroOut, brand.id), staging);

  // Paths ending in .html were rendered as directories; make them files.
  for (const file of walk(staging)) {
    const m = /^(.*\.html)\/index\.html$/.exec(file);
    if (m) {
      renameSync(join(staging, file), join(staging, `${m[1]}.tmp`));
      rmSync(join(staging, m[1]!), { recursive: true });
      renameSync(join(staging, `${m[1]}.tmp`), join(staging, m[1]!));
    }
  }
  // The hashed assets are the same bytes for every brand: hard links, no copies.
  const assets = join(astroOut, '_astro');
  if (existsSync(assets)) {
    mkdirSync(join(staging, '_astro'), { recursive: true });
    for (const f of readdirSync(assets)) link(join(assets, f), join(staging, '_astro', f));
  }
  cpSync(join(brandDir, 'assets'), join(staging, 'assets'), { recursive: true });
  writeFileSync(join(staging, 'config.json'), JSON.stringify(brand));
  mkdirSync(join(staging, 'locales'), { recursive: true });
  for (const lng of brand.languages.supported) {
    writeFileSync(join(staging, 'locales', `${lng}.json`), JSON.stringify(catalogFor(lng, brandDir)));
  }
  // Static hosts serve 404.html for unknown paths; unknown paths go home (section 2).
  writeFileSync(
    join(staging, '404.html'),
    '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/m/home"><script>location.replace("/m/home")</script><a href="/m/home">/m/home</a>',
  );
  writeWebApp(brand, brandDir, staging);

  const target = join(distDir, brand.id);
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);

  const files = walk(target);
  return {
    id: brand.id,
    pages: files.filter((f) => f.endsWith('.html') && f !== '404.html').length,
    bytes: files.reduce((sum, f) => sum + statSync(join(target, f)).size, 0),
  };
}

/** Across file systems (node_modules and dist/ may be on different ones), a copy instead. */
function move(from: string, to: string) {
  try {
    renameSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true, force: true });
  }
}

function link(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    copyFileSync(from, to);
  }
}

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? walk(dir, rel) : [rel];
  });
}

export function formatBytes(n: number): string {
  return n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(2)} MB`;
}
