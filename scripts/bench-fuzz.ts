// `npm run bench -- fuzz`: the fuzz test's generator (tests/server/fuzz-requests.ts)
// at 50,000 requests against the reference platform as `npm start` runs it
// (dev tools on, so their routes are fuzzed too; per-address limits x1000 so
// requests get past them), over loopback. Prints the status histogram; any 5xx
// or dropped connection is listed and fails the run. Bounded: a fixed count.
//   node scripts/bench-fuzz.ts [--count N] [--seed N]
import { loadBrands } from '../src/config/load-brands.ts';
import { createPlatformClient } from '../src/platform/client.ts';
import { buildPlatformServer, platformOf, registeredRoutes } from '../src/server/app.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed-accounts.ts';
import { FUZZ_SEED, runFuzz } from '../tests/server/fuzz-run.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};

export async function benchFuzz(count = option('--count', 50_000), seed = option('--seed', FUZZ_SEED)) {
  const brands = loadBrands().flatMap((b) => (b.config ? [b.config] : []));
  const app = await buildPlatformServer({ brands, dbPath: ':memory:', devTools: true, rateLimitScale: 1000 });
  const platform = platformOf(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const client = createPlatformClient({ apiBase: `${base}/api`, merchantCode: brands[0]!.merchantCode, getToken: () => undefined, getLanguage: () => 'en' });
    const login = async (username: string) => (await client.login({ username, password: DEMO_PASSWORD, captcha: '', type: 'username' })).token;
    const tokens = [await login('demo0'), await login('demo1')];
    // Switching maintenance on is that dev call's job, and maintenance answers 503 by contract (see tests/server/fuzz.test.ts).
    const routes = registeredRoutes(app).filter((r) => !(r.method === 'POST' && r.url === '/api/dev/switches'));
    const started = performance.now();
    const run = await runFuzz({
      base,
      routes,
      tokens,
      merchants: brands.map((b) => b.merchantCode),
      key: platform.payloadCrypto.publicKey(),
      now: Date.now,
      seed,
      count,
      concurrency: 8,
      onProgress: (done) => done % 10_000 === 0 && console.log(`  ${done} sent`),
    });
    const seconds = (performance.now() - started) / 1000;
    const status = await fetch(`${base}/api/comm/status?device=MOBILE`, { headers: { 'x-merchant-code': brands[0]!.merchantCode } });
    const histogram = [...run.statuses].sort(([a], [b]) => a.localeCompare(b));
    const bad = run.faults.length;
    for (const f of run.faults) console.log(`FAULT ${f.status}: ${f.request}\n  -> ${f.body}`);
    const verdict = `${run.requests} requests over ${routes.length} routes in ${seconds.toFixed(1)} s (seed ${seed}); ${bad ? `${bad}+ answered 5xx or dropped: FAILED` : 'no 5xx, no dropped connection'}; server afterwards: ${status.status === 200 ? 'up (status call 200)' : `DOWN (${status.status})`}`;
    if (bad || status.status !== 200) process.exitCode = 1;
    return { histogram, verdict };
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { histogram, verdict } = await benchFuzz();
  for (const [status, n] of histogram) console.log(`${status.padEnd(8)} ${String(n).padStart(7)}`);
  console.log(verdict);
}
