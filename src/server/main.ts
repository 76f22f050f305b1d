// `npm run platform`: the reference platform alone, as an operator would deploy
// it: no dev tools unless asked for (src/server/README.md). `-- --help` lists
// the options (PLATFORM_COMMAND, platform-cli.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { brandList, readCli } from '../config/cli-args.ts';
import { loadBrands } from '../config/load-brands.ts';
import { formatProblems } from '../config/problems.ts';
import { ROOT } from '../config/schema-files.ts';
import { buildPlatformServer, platformOf } from './app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed-accounts.ts';
import { isLoopbackHost } from './loopback.ts';
import { PLATFORM_COMMAND } from './platform-cli.ts';
import { clientAddressLine, trustProxyFrom } from './trust-proxy.ts';

const { values } = readCli(PLATFORM_COMMAND);
const has = (name: 'reset' | 'memory' | 'open' | 'dev-tools' | 'log') => values[name] === true;

const port = Number(values.port ?? process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535 (found ${values.port ?? process.env.PORT}).`);
  process.exit(2);
}
const host = values.host ?? '127.0.0.1';
const devTools = has('dev-tools');
if (devTools && !isLoopbackHost(host)) {
  // The outbox hands out every reset code: anyone who reaches it can take over any account.
  console.error(
    `--dev-tools only on a loopback address (127.0.0.1, ::1 or localhost), not on --host ${host}: the dev calls show every SMS and e-mail code and captcha answer to whoever can reach them. Drop --dev-tools to serve on ${host}, or keep the default host.`,
  );
  process.exit(2);
}
let trustProxy: string[] | undefined;
try {
  trustProxy = trustProxyFrom(values['trust-proxy']);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const dbPath = has('memory') ? ':memory:' : (values.db ?? join(ROOT, 'var', 'platform.sqlite'));
if (has('reset') && dbPath !== ':memory:') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  rmSync(join(ROOT, 'var', 'uploads'), { recursive: true, force: true });
  console.log(`Deleted ${dbPath} and var/uploads; seeding afresh.`);
}

const loaded = loadBrands({ only: brandList(values.brand) });
const invalid = loaded.filter((b) => !b.config);
if (invalid.length)
  console.error(`${formatProblems(invalid.flatMap((b) => b.problems))}\n\nThese brands get no merchant until fixed: ${invalid.map((b) => b.id).join(', ')}\n`);
const brands = loaded.flatMap((b) => (b.config ? [b.config] : []));
if (!brands.length) {
  console.error('No valid brand to serve. Fix the problems above, or add a brand with `npm run new-brand -- <id>`.');
  process.exit(1);
}

const seedGames = values['seed-games'] ? Number(values['seed-games']) : undefined;
const started = performance.now();
const app = await buildPlatformServer({
  brands,
  dbPath,
  logger: has('log'),
  devTools,
  seedGames,
  echoOutbox: devTools,
  echoReports: devTools,
  trustProxy,
});
const platform = platformOf(app);

/** Brand ids or merchant codes -> merchant codes. */
function merchantsNamed(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .filter(Boolean)
    .map((name) => {
      const brand = brands.find((b) => b.id === name || b.merchantCode === name);
      if (!brand) {
        console.error(`No brand "${name}". Known: ${brands.map((b) => `${b.id} (${b.merchantCode})`).join(', ')}.`);
        process.exit(2);
      }
      return brand.merchantCode;
    });
}
if (has('open')) for (const b of brands) platform.setSwitches(b.merchantCode, { maintenance: false, regionRestriction: false });
for (const code of merchantsNamed(values.maintenance)) platform.setSwitches(code, { maintenance: true });
for (const code of merchantsNamed(values.region)) platform.setSwitches(code, { regionRestriction: true });

try {
  await app.listen({ host, port });
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is in use. Stop the other server or choose another: npm run platform -- --port 8788` : err.message);
  process.exit(1);
}
const address = app.server.address() as { port: number };
console.log(
  `\nLobbykit reference platform on http://${host.includes(':') ? `[${host}]` : host}:${address.port}/api (ready in ${Math.round(performance.now() - started)} ms; database ${dbPath === ':memory:' ? 'in memory' : dbPath})\n`,
);
for (const b of brands) {
  const m = platform.merchants.get(b.merchantCode)!;
  const state = [m.maintenance && 'MAINTENANCE', m.regionRestriction && 'REGION RESTRICTED'].filter(Boolean).join(', ');
  console.log(`  ${b.id.padEnd(10)} X-Merchant-Code: ${b.merchantCode.padEnd(12)} ${state}`);
}
console.log(`\nDemo accounts (every merchant, password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => `${a.username} (type ${a.type})`).join(', ')}`);
console.log(
  devTools
    ? 'DEV TOOLS ON (--dev-tools): GET /api/dev/outbox shows SMS and e-mail codes, GET /api/dev/captcha?key= captcha answers, POST /api/dev/switches; demo game and chat pages; codes are printed here.'
    : 'Dev tools off: no /api/dev calls, no demo game or chat pages, SMS and e-mail codes go nowhere. Add --dev-tools on a developer machine.',
);
console.log(clientAddressLine(trustProxy));
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
