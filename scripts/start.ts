// npm start: serves every brand and the reference platform from one process on
// 127.0.0.1, builds the brands that have no up-to-date site (build-stamp.ts: a
// new brand, one whose folder, the site code or the lock file changed since, or
// one built without its content snapshot) with their content from that platform,
// and prints where each brand is. Brands come and go while it runs: a brand
// folder added, changed, renamed or removed (in the studio or by hand) is
// served, listed and known to the platform at once (brand-registry.ts), with no
// restart; one added or changed by hand is built too, once its site is out of
// date (the studio's brands are built with its Rebuild instead).
// `npm start -- --help` lists the options.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { brandRegistry } from '../src/config/brand-registry.ts';
import type { LoadedBrand } from '../src/config/load-brands.ts';
import { BRANDS_DIR } from '../src/config/load-brands.ts';
import { formatProblems } from '../src/config/problems.ts';
import { ROOT } from '../src/config/schema-files.ts';
import { buildPlatformServer, platformOf } from '../src/server/app.ts';
import { readCli } from '../src/config/cli-args.ts';
import { TRUST_PROXY_OPTION } from '../src/server/platform-cli.ts';
import { trustProxyFrom } from '../src/server/trust-proxy.ts';
import { createRebuilds } from '../src/studio/server/rebuild.ts';
import { registerStudio } from '../src/studio/server/studio.ts';
import { ensureStudioUi } from '../src/studio/server/ui-bundle.ts';
import { buildSites, DIST_DIR } from '../src/build/build-sites.ts';
import { contentSource, stampFor, upToDate } from '../src/build/build-stamp.ts';
import { registerStaticHost } from '../src/build/static-host.ts';

const { values } = readCli({
  command: 'npm start',
  summary: 'every brand, the studio and the reference platform (with its dev tools) from one process on 127.0.0.1.',
  options: {
    port: { type: 'string', value: 'N', example: '4321', help: 'port (or PORT), default 4321' },
    memory: { type: 'boolean', help: 'platform database in memory instead of var/platform.sqlite' },
    rebuild: { type: 'boolean', help: 'build every brand first' },
    'no-build': { type: 'boolean', help: 'serve what is in dist/ as it is' },
    'trust-proxy': TRUST_PROXY_OPTION,
    'rate-limit-scale': {
      type: 'string',
      value: 'N',
      example: '20',
      help: "multiply the platform's per-address limits (browser suites sign up every player from 127.0.0.1)",
    },
  },
});
const flag = (name: 'memory' | 'rebuild' | 'no-build') => values[name] === true;

const port = Number(values.port ?? process.env.PORT ?? 4321);
const distDir = DIST_DIR;
const dbPath = flag('memory') ? ':memory:' : join(ROOT, 'var', 'platform.sqlite');

const registry = brandRegistry(BRANDS_DIR);
const tellProblems = (brands: LoadedBrand[]) => {
  const invalid = brands.filter((b) => !b.config);
  if (invalid.length)
    console.error(`${formatProblems(invalid.flatMap((b) => b.problems))}\n\nThese brands are not served until fixed: ${invalid.map((b) => b.id).join(', ')}\n`);
};
tellProblems(registry.all());
const valid = registry.valid();

// The rule `npm run build -- --incremental` uses: the same stamp, so a site a pipeline built is not built again here.
// Its content comes from the platform it runs: a site built against another one (another port) is built again.
const contentFrom = `http://127.0.0.1:${port}`;
const stampOf = (b: (typeof valid)[number]) => stampFor(b.dir, { precompress: false, content: contentSource(b.config, contentFrom) });
const stale = flag('no-build') ? [] : valid.filter((b) => flag('rebuild') || !upToDate(join(distDir, b.id), stampOf(b)));

let trustProxy: string[] | undefined;
try {
  trustProxy = trustProxyFrom(values['trust-proxy']);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

if (dbPath !== ':memory:') mkdirSync(join(ROOT, 'var'), { recursive: true });
// npm start is for a developer's own machine, so it asks for the dev tools: SMS
// and e-mail codes go to the dev outbox and are printed here (no real message is
// sent), captcha answers and switches have dev calls, launches open demo pages.
// It listens on 127.0.0.1 only, the one place dev tools may be served.
const app = await buildPlatformServer({
  brands: valid.map((b) => b.config),
  dbPath,
  logger: false,
  devTools: true,
  echoOutbox: true,
  echoReports: true,
  rateLimitScale: Number(values['rate-limit-scale'] ?? 1),
  trustProxy,
});
const built = (id: string) => existsSync(join(distDir, id, 'index.html'));
const served = () =>
  registry
    .valid()
    .filter((b) => built(b.id))
    .map((b) => b.id);
let building = stale.length > 0;

// Builds while it runs, one at a time, on the line the studio's Rebuild uses (a child process each, so the
// server keeps answering, the build's content snapshot among it).
/** Brands the studio wrote during this run: an operator builds those with its Rebuild, when the draft is ready. */
const inStudio = new Set<string>();
/** Each brand folder's hash when it was last built or found up to date, so only a folder changed by hand is built, not every stale one. */
const looked = new Map(valid.map((b) => [b.id, stampOf(b).brand]));
/** A folder still being copied or written changes from one look to the next: it is built once it has kept its hash this long. */
const SETTLE_MS = 2000;
const settling = new Map<string, { hash: string; since: number }>();
const rebuilds = createRebuilds(
  () => contentFrom,
  (job) => {
    if (inStudio.has(job.id)) return;
    if (job.state === 'failed') console.error(`${job.id}: ${job.summary}\n${job.lines.slice(-15).join('\n')}`);
    else console.log(`${job.id}: ${job.summary} Served at http://${job.id}.localhost:${port}/`);
  },
);
/** A brand found by hand and not looked at yet (its merchant may still be seeding), or waiting for its folder to settle. */
const willBuild = (id: string) => !flag('no-build') && !inStudio.has(id) && (settling.has(id) || !looked.has(id));
/** A brand folder added or changed by hand (not in the studio) whose site is out of date is built, as at start-up. */
const buildChanged = () => {
  if (building || flag('no-build')) return;
  for (const b of registry.valid()) {
    if (inStudio.has(b.id)) continue;
    const stamp = stampOf(b);
    if (looked.get(b.id) === stamp.brand) {
      settling.delete(b.id);
      continue;
    }
    const seen = settling.get(b.id);
    if (seen?.hash !== stamp.brand) {
      settling.set(b.id, { hash: stamp.brand, since: Date.now() });
      setTimeout(buildChanged, SETTLE_MS).unref();
      continue;
    }
    if (Date.now() - seen.since < SETTLE_MS) continue;
    settling.delete(b.id);
    looked.set(b.id, stamp.brand);
    if (upToDate(join(distDir, b.id), stamp)) continue;
    console.log(`brands/${b.id} ${built(b.id) ? 'changed' : 'appeared'}: building it (its address answers once the build is done)...`);
    rebuilds.queue(b.id);
  }
};

// A brand folder added, changed or removed: the platform knows its merchant (seeded like the others) before anything answers for it.
const platform = platformOf(app);
registry.onChange(async (brands) => {
  tellProblems(brands);
  await platform.setBrands(brands.flatMap((b) => (b.config ? [b.config] : [])));
  buildChanged();
});
// Brands changed by hand are seen within a second; the studio refreshes at once after each of its writes.
const watch = setInterval(() => void registry.refresh(), 1000);
watch.unref();
// The brand studio (src/studio/): its own routes and preview hosts, ahead of the sites' catch-all.
registerStudio(app, {
  brandsDir: BRANDS_DIR,
  distDir,
  uiDir: await ensureStudioUi(),
  port: () => port,
  rebuilds,
  writing: (id) => inStudio.add(id),
  brandsChanged: () => registry.refresh(),
  // What a brand's players' browsers reported to this platform (its monitoring.endpoint set to <apiBase>/monitoring/reports).
  monitoring: (id) => {
    const brand = registry.valid().find((b) => b.id === id)?.config;
    return brand ? platformOf(app).monitoring.lastDay(brand.merchantCode) : null;
  },
});
registerStaticHost(app, {
  distDir,
  ready: () => !building,
  brands: served,
  names: () =>
    Object.fromEntries(registry.valid().map((b) => [b.id, { name: b.config.name, built: built(b.id), building: rebuilds.pending(b.id) || willBuild(b.id) }])),
});

try {
  await app.listen({ host: '127.0.0.1', port });
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is in use. Stop the other server or choose another port: PORT=4400 npm start` : err.message);
  process.exit(1);
}

// Built after the platform listens, so each brand's pages are prebuilt with its content from this platform.
if (stale.length) {
  console.log(`Building ${stale.map((b) => b.id).join(', ')}...`);
  const result = await buildSites({ only: stale.map((b) => b.id), contentFrom, log: () => {} });
  for (const b of result.built)
    if (b.snapshot.problem) console.error(`No content snapshot for ${b.id}: ${b.snapshot.problem} Its pages show placeholders until their content loads.`);
  building = false;
  // A brand folder changed by hand while those were built.
  buildChanged();
}

console.log(`\nLobbykit is running (platform database: ${dbPath === ':memory:' ? 'in memory' : 'var/platform.sqlite'}).\n`);
console.log(`  index     http://localhost:${port}/`);
console.log(`  studio    http://localhost:${port}/studio/`);
for (const id of served()) console.log(`  ${id.padEnd(9)} http://${id}.localhost:${port}/`);
console.log(
  `  platform  http://127.0.0.1:${port}/api/\n\nDemo accounts (password demo1234): demo0 player, demo1 agent, demo4 guest; see src/server/README.md.`,
);
console.log(
  `DEV TOOLS ON (this machine only): /api/dev/outbox shows every SMS and e-mail code, /api/dev/captcha captcha answers; demo game and chat pages.\nFor anything others reach, run the platform without them: npm run platform (see src/server/README.md).\nSMS and e-mail codes are printed below as they are sent. Press Ctrl+C to stop.`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
