// npm run bench -- build: the build at scale (src/README.md, Budgets), with
// generated copies of a demo brand in temp folders and the real CLI in its
// own process, timed from start to exit as a pipeline runs it:
//   100 and 1,000 brands, the marginal brand between them, output per brand;
//   the 1,000 brands as 4 shards run one after the other (the cost of sharding);
//   100 brands with their content from the reference platform, built in full
//   (each brand's snapshot as the build reports it, output per brand) and then
//   refreshed with --content-only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBrands } from '../src/config/load-brands.ts';
import { ROOT } from '../src/config/schema-files.ts';
import { benchBrandId, generateBrands } from '../tests/generated-brands.ts';

/** src/README.md, Budgets. */
export const BUILD_BUDGET = { thousandBrandsSeconds: 60, marginalSeconds: 0.05, siteBytes: 2 * 1024 * 1024 };

const MB = 1024 * 1024;

/** The CLI in a process of its own, without blocking this one (it may be serving the build's platform): seconds from start to exit, and what it printed. */
function buildWithOutput(brands: string, dist: string, args: string[] = []): Promise<{ seconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'build.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (d: Buffer) => {
      output += d.toString('utf8');
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({ seconds: (performance.now() - started) / 1000, output })
        : reject(new Error(`bench build ${args.join(' ').slice(0, 200)} failed:\n${output.slice(-6000)}`)),
    );
  });
}

const build = async (brands: string, dist: string, args: string[] = []) => (await buildWithOutput(brands, dist, args)).seconds;

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const p = join(dir, e.name);
    return sum + (e.isDirectory() ? folderBytes(p) : statSync(p).size);
  }, 0);
}

/** Bytes of each brand's site (every file counted, hard links too: a deployed site holds its own copy). */
function siteBytes(dist: string): number[] {
  return readdirSync(dist)
    .filter((f) => !f.startsWith('_') && !f.startsWith('.'))
    .map((id) => folderBytes(join(dist, id)));
}

const temp = (name: string) => mkdtempSync(join(tmpdir(), `lobbykit-bench-${name}-`));
const ids = (n: number) => Array.from({ length: n }, (_, i) => benchBrandId(i)).join(',');
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Each brand's site size against the budget; `what` says how the sites were built. */
const sizeLine = (what: string, sizes: number[]) =>
  `dist/<id>/ ${what}${(mean(sizes) / MB).toFixed(2)} MB a brand (largest ${(Math.max(...sizes) / MB).toFixed(2)} MB)   budget ${BUILD_BUDGET.siteBytes / MB} MB (${verdict(Math.max(...sizes) <= BUILD_BUDGET.siteBytes)})`;

export async function benchBuild(line: (text: string) => void) {
  const brands = generateBrands(1000);
  try {
    const d100 = temp('dist');
    const t100 = await build(brands, d100, ['--brand', ids(100)]);
    rmSync(d100, { recursive: true, force: true });
    line(` 100 brands  ${t100.toFixed(1).padStart(6)} s`);

    const d1000 = temp('dist');
    const t1000 = await build(brands, d1000);
    const sizes = siteBytes(d1000);
    rmSync(d1000, { recursive: true, force: true });
    const marginal = (t1000 - t100) / 900;
    line(
      `1000 brands  ${t1000.toFixed(1).padStart(6)} s   budget ${BUILD_BUDGET.thousandBrandsSeconds} s (${verdict(t1000 <= BUILD_BUDGET.thousandBrandsSeconds)})`,
    );
    line(`marginal brand ${marginal.toFixed(3)} s   budget ${BUILD_BUDGET.marginalSeconds} s (${verdict(marginal <= BUILD_BUDGET.marginalSeconds)})`);
    line(sizeLine('', sizes));

    const shards = temp('dist');
    const each: number[] = [];
    for (const i of [1, 2, 3, 4]) each.push(await build(brands, shards, ['--shard', `${i}/4`]));
    rmSync(shards, { recursive: true, force: true });
    const total = each.reduce((a, b) => a + b, 0);
    line(
      `1000 brands as 4 shards, one after another: ${each.map((s) => s.toFixed(1)).join(' + ')} = ${total.toFixed(1)} s (${(total - t1000).toFixed(1)} s more than one build: each shard bundles the site again)`,
    );

    await benchContentOnly(brands, line);
  } finally {
    rmSync(brands, { recursive: true, force: true });
  }
}

/** 100 brands with content from the reference platform: a full build, then a content-only rebuild of the same output. */
async function benchContentOnly(brands: string, line: (text: string) => void) {
  const only = ids(100);
  const configs = loadBrands({ brandsDir: brands, only: only.split(',') }).flatMap((b) => (b.config ? [b.config] : []));
  const { buildPlatformServer } = await import('../src/server/app.ts');
  // A small catalogue per merchant: the bench measures the build, not the seeding of 100 merchants.
  const app = await buildPlatformServer({ brands: configs, dbPath: ':memory:', logger: false, devTools: false, seedGames: 60 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const from = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const dist = temp('dist');
  try {
    const { seconds: full, output } = await buildWithOutput(brands, dist, ['--brand', only, '--content-from', from]);
    const sizes = siteBytes(dist);
    const content = await build(brands, dist, ['--brand', only, '--content-only', '--content-from', from]);
    // The build's own figure for each brand's snapshot: "✓ content snapshot <id>: N answers, 81.2 KB, 0.12 s" (formatBytes).
    const unit = { B: 1 / 1024, KB: 1, MB: 1024 } as const;
    const taken = [...output.matchAll(/✓ content snapshot \S+: \d+ answers, ([\d.]+) (B|KB|MB), ([\d.]+) s/g)].map((m) => ({
      kb: Number(m[1]) * unit[m[2] as keyof typeof unit],
      s: Number(m[3]),
    }));
    if (taken.length !== 100) throw new Error(`expected 100 content snapshots in the build's output, found ${taken.length}`);
    line(
      `content snapshot a brand: ${mean(taken.map((t) => t.s)).toFixed(3)} s (slowest ${Math.max(...taken.map((t) => t.s)).toFixed(2)} s), ${mean(taken.map((t) => t.kb)).toFixed(1)} KB of answers`,
    );
    line(sizeLine('with its content ', sizes));
    line(
      `100 brands with content: full build ${full.toFixed(1)} s, content-only rebuild ${content.toFixed(1)} s (${((content / full) * 100).toFixed(0)}% of the full build; both take the snapshots)`,
    );
  } finally {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  }
}
