// The multi-brand build (src/README.md, From brand folder to DOM): validate every brand, bundle the
// site once with Astro, render every valid brand's pages from that bundle (the
// render kit, on every core), then make each dist/<id>/ a self-contained site.
// A broken brand is reported, its old output removed, and the rest still build
// completely. A shard builds only its share of the brands (shard.ts); an
// incremental build skips the brands whose site is up to date (build-stamp.ts);
// a content-only rebuild re-renders the pages that show platform content from
// a new snapshot with the last build's kit, bundling nothing (content-only.ts).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BuildBrand, writeBuildInput } from '../config/build-input.ts';
import type { BrandConfig } from '../config/generated/brand.ts';
import { loadBrands, type LoadedBrand } from '../config/load-brands.ts';
import { formatProblems } from '../config/problems.ts';
import { ROOT } from '../config/schema-files.ts';
import { catalogFor } from '../i18n/catalog.ts';
import { contentSource, siteCodeHash, stampFor, upToDate } from './build-stamp.ts';
import { siteOrigin, takeSnapshot, type SnapshotOutcome } from './content-snapshot.ts';
import { precompress, SHARED } from './precompress.ts';
import { RENDER_KIT_ENV } from './render-kit.ts';
import { importKit, kitStylesheetLinks } from './render-pages.ts';
import { joinKitStylesheets } from './page-stylesheet.ts';
import { islandRuntime, writeIslandScript } from './island-script.ts';
import { writeAppCode } from './app-code-list.ts';
import { renderBrands } from './render-workers.ts';
import { inShard, type Shard } from './shard.ts';
import { bootFile } from '../config/boot-file.ts';
import { brandBoot } from '../app/boot.ts';

/** dist/, or LOBBYKIT_DIST_DIR (tests and benchmarks build into temp folders). */
export const DIST_DIR = process.env.LOBBYKIT_DIST_DIR ?? join(ROOT, 'dist');

/**
 * The last full build's render kit, beside the sites: what a content-only
 * rebuild renders with. Not part of any site (brand ids cannot start with _).
 */
export const KIT_DIR = '_renderer';

export interface BuildOptions {
  brandsDir?: string;
  distDir?: string;
  only?: string[];
  /** Build only this shard's brands (`--shard i/n`). */
  shard?: Shard;
  /** Skip brands whose dist/<id>/ was built from the same brand folder, site code and options (`--incremental`). */
  incremental?: boolean;
  /** Write .br and .gz twins of every text file (`--precompress`). */
  precompress?: boolean;
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
  /** Valid brands left as they were: their site is up to date (incremental builds). */
  skipped: string[];
  failed: LoadedBrand[];
  seconds: number;
}

/** Platforms asked at once while taking snapshots: enough to overlap their latency, few enough not to load one platform serving many brands. */
const SNAPSHOT_CONCURRENCY = 4;

export type ValidBrand = LoadedBrand & { config: BrandConfig };

let built = false;

/** Brands of this build (its shard, its --brand list), validated; broken ones reported and their old output removed. */
export function prepareBrands(options: BuildOptions, distDir: string, log: (line: string) => void): { valid: ValidBrand[]; failed: LoadedBrand[] } {
  // Astro keeps page modules and their static paths between build() calls in one
  // process, so a second build would render the first one's brands. Run the CLI
  // once per build instead (the benchmark does).
  if (built) throw new Error('buildSites() runs once per process: start `node scripts/build.ts` again for another build.');
  built = true;
  // Another shard's brands are that shard's to validate, report and build.
  const brands = loadBrands({ brandsDir: options.brandsDir, only: options.only }).filter((b) => inShard(b.id, options.shard));
  const valid = brands.filter((b): b is ValidBrand => Boolean(b.config));
  const failed = brands.filter((b) => !b.config);
  for (const b of brands) log(`${b.config ? '✓' : '✗'} validated ${b.id}`);
  if (options.shard) log(`shard ${options.shard.index}/${options.shard.count}: ${brands.length} brand${brands.length === 1 ? '' : 's'}`);
  mkdirSync(distDir, { recursive: true });
  // A broken brand leaves nothing behind: a stale site would look like a success.
  for (const b of failed) rmSync(join(distDir, b.id), { recursive: true, force: true });
  if (failed.length) log(`\n${formatProblems(failed.flatMap((b) => b.problems))}\n`);
  return { valid, failed };
}

/** Each brand's content from its platform, a few brands at a time; one that fails builds with placeholders. */
export async function takeSnapshots(brands: ValidBrand[], contentFrom: string | undefined, log: (line: string) => void) {
  const snapshots = new Map<string, SnapshotOutcome>();
  for (let i = 0; i < brands.length; i += SNAPSHOT_CONCURRENCY) {
    await Promise.all(brands.slice(i, i + SNAPSHOT_CONCURRENCY).map(async (b) => snapshots.set(b.id, await takeSnapshot(b.config, contentFrom))));
  }
  for (const b of brands) {
    const s = snapshots.get(b.id)!;
    log(
      s.snapshot
        ? `✓ content snapshot ${b.id}: ${Object.keys(s.snapshot.answers).length} answers, ${formatBytes(s.bytes)}, ${s.seconds.toFixed(2)} s`
        : `! no content snapshot for ${b.id} (brands/${b.id}): ${s.problem} Its pages paint placeholders until the app loads their content.`,
    );
  }
  return snapshots;
}

/** What the pages of a brand are rendered from, and its boot file. */
export function buildInput(b: ValidBrand, snapshot: SnapshotOutcome | undefined, paths?: string[]): { input: BuildBrand; boot: ReturnType<typeof bootFile> } {
  const strings = catalogFor(b.config.languages.default, b.dir);
  const boot = bootFile(brandBoot(b.config, strings));
  return { input: { config: b.config, strings, bootUrl: boot.url, snapshot: snapshot?.snapshot, ...(paths ? { paths } : {}) }, boot };
}

/** A folder of this build's own below node_modules: Astro's bundle and the kit must resolve the packages there. */
export function moduleWork(): string {
  mkdirSync(join(ROOT, 'node_modules', '.lobbykit'), { recursive: true });
  return mkdtempSync(join(ROOT, 'node_modules', '.lobbykit', 'build-'));
}

export const snapshotSummary = (outcome: SnapshotOutcome): BrandSummary['snapshot'] => {
  const { snapshot, ...rest } = outcome;
  return { ...rest, answers: snapshot ? Object.keys(snapshot.answers).length : 0 };
};

export async function buildSites(options: BuildOptions = {}): Promise<BuildResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const distDir = options.distDir ?? DIST_DIR;
  const started = performance.now();
  const { valid, failed } = prepareBrands(options, distDir, log);

  const contentFrom = options.contentFrom ?? process.env.LOBBYKIT_CONTENT_FROM;
  const stamps = new Map(
    valid.map((b) => [b.id, stampFor(b.dir, { precompress: Boolean(options.precompress), content: contentSource(b.config, contentFrom) })]),
  );
  const skipped = options.incremental ? valid.filter((b) => upToDate(join(distDir, b.id), stamps.get(b.id)!)).map((b) => b.id) : [];
  const toBuild = valid.filter((b) => !skipped.includes(b.id));
  if (skipped.length)
    log(
      `skipped ${skipped.length} up-to-date brand${skipped.length === 1 ? '' : 's'} (same brand folder, site code, lock file and content platform): ${skipped.join(', ')}`,
    );
  if (!toBuild.length) return { built: [], skipped, failed, seconds: (performance.now() - started) / 1000 };

  // A fresh folder per build: Node caches the rendered chunks by path, so a second
  // build in one process (the benchmark) must not reuse the first one's paths.
  const work = mkdtempSync(join(distDir, '.build-'));
  const astroWork = moduleWork();
  const astroOut = join(astroWork, 'astro');
  const kit = join(astroWork, 'kit');
  // Vite takes its mode from NODE_ENV when it is set, and a test runner sets it to
  // "test": the sites are always the production build, whoever runs it. Until the
  // pages are rendered too: the kit's React server renderer is the development
  // build (about 30% slower, with its checks) if the kit is first imported without it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const snapshots = await takeSnapshots(toBuild, contentFrom, log);
    const inputs = new Map(toBuild.map((b) => [b.id, buildInput(b, snapshots.get(b.id))]));
    // getStaticPaths reads the brands it prebuilds from here (src/config/build-input.ts).
    const inputFile = join(work, 'input.json');
    writeBuildInput(
      inputFile,
      toBuild.map((b) => inputs.get(b.id)!.input),
    );

    log(`bundling the site for ${toBuild.length} brand${toBuild.length === 1 ? '' : 's'} (one Astro build)`);
    process.env.LOBBYKIT_BUILD_INPUT = inputFile;
    process.env[RENDER_KIT_ENV] = kit;
    process.env.ASTRO_TELEMETRY_DISABLED = '1';
    // Astro puts a key in the bundle for encrypting server-island props (the site
    // has none); a random one per build would make every shard's kit differ.
    process.env.ASTRO_KEY ||= createHash('sha256').update(`lobbykit render kit ${siteCodeHash()}`).digest('base64');
    try {
      const { build } = await import('astro');
      await build({ root: ROOT, outDir: astroOut, logLevel: 'warn' });
    } finally {
      delete process.env.LOBBYKIT_BUILD_INPUT;
      delete process.env[RENDER_KIT_ENV];
    }
    if (!existsSync(kit)) throw new Error('The Astro build left no render kit: is the lobbykit-render-kit integration in astro.config.mjs?');

    // One stylesheet and one island runtime for every page, then twins of the shared files: every site links them.
    const kitApp = await importKit(kit);
    joinKitStylesheets(kit, astroOut, kitStylesheetLinks(kitApp));
    writeIslandScript(astroOut, islandRuntime(kitApp.manifest.clientDirectives, writeAppCode(kit, astroOut, kitApp.manifest.entryModules)));
    const shared = join(astroOut, '_astro');
    if (options.precompress) await precompress(shared, SHARED);
    const summaries = new Map<string, BrandSummary>();
    await renderBrands(
      kit,
      toBuild.map((b) => ({
        input: inputs.get(b.id)!.input,
        finish: {
          kind: 'assemble',
          brand: b.config,
          brandDir: b.dir,
          boot: inputs.get(b.id)!.boot,
          // A site built without its snapshot records no content platform, so npm start, which has one, builds it again.
          stamp: snapshots.get(b.id)?.snapshot ? stamps.get(b.id)! : { ...stamps.get(b.id)!, options: { ...stamps.get(b.id)!.options, content: null } },
          shared,
          distDir,
          precompress: Boolean(options.precompress),
          contentOrigin: snapshots.get(b.id)?.snapshot ? siteOrigin(b.config, contentFrom) : undefined,
        },
      })),
      join(work, 'pages'),
      work,
      log,
      (done) => {
        summaries.set(done.id, { ...done, snapshot: snapshotSummary(snapshots.get(done.id)!) });
        log(`  ✓ ${done.id}: ${done.pages} pages, ${formatBytes(done.bytes)}, ${done.seconds.toFixed(2)} s`);
      },
    );
    keepKit(kit, distDir);
    return { built: toBuild.map((b) => summaries.get(b.id)!), skipped, failed, seconds: (performance.now() - started) / 1000 };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(work, { recursive: true, force: true });
    rmSync(astroWork, { recursive: true, force: true });
  }
}

/** The kit beside the sites, with the code it was built from, for content-only rebuilds. Replaced whole, never half-written. */
function keepKit(kit: string, distDir: string) {
  writeFileSync(join(kit, 'kit.json'), `${JSON.stringify({ code: siteCodeHash() })}\n`);
  const target = join(distDir, KIT_DIR);
  const staging = `${target}.new`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(kit, staging, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
}

/** The site code the kit in `distDir` was built from, if there is one. */
export function keptKitCode(distDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(distDir, KIT_DIR, 'kit.json'), 'utf8')) as { code: string }).code;
  } catch {
    return undefined;
  }
}

export function formatBytes(n: number): string {
  return n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(2)} MB`;
}
