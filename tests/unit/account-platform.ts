// The reference platform for the account component tests (account-harness.tsx),
// in a Node process of its own: jsdom's module transform rewrites the
// `new URL(..., import.meta.url)` the config loader and the server find their
// files with. Serves one demo brand on a free loopback port (in-memory
// database, dev tools) and prints one JSON line: the port, the brand's
// validated config and its English strings. Ends with its parent's stdin.
import { loadBrand } from '../../src/config/load-brands.ts';
import { catalogFor } from '../../src/i18n/catalog.ts';
import { buildPlatformServer } from '../../src/server/app.ts';

const id = process.argv[2] ?? 'aurora';
const loaded = loadBrand(id);
if (!loaded.config) throw new Error(`brand ${id} is invalid: ${JSON.stringify(loaded.problems)}`);
const app = await buildPlatformServer({ brands: [loaded.config], dbPath: ':memory:', devTools: true, unsafeFastPasswordHashing: true });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
process.stdout.write(`${JSON.stringify({ port, brand: loaded.config, strings: catalogFor('en', loaded.dir) })}\n`);
process.stdin.resume();
process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
