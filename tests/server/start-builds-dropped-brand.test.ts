// A brand folder dropped into brands/ by hand while `npm start` runs is built
// and served without a restart (scripts/start.ts): a real `npm start` on
// loopback with a brands folder and a sites folder of the test's own, which
// starts with no brand at all, so the one build here is the dropped brand's.
// A brand created in the studio is left to its Rebuild.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROOT } from '../../src/config/schema-files.ts';
import { readStamp } from '../../src/build/build-stamp.ts';
import { brandsFolder, tempDir } from '../build/helpers.ts';
import { ownServerPort, startOwnServer, type OwnServer } from '../e2e/own-server.ts';

const PORT = ownServerPort(24);

let server: OwnServer;
let brands: string;
let dist: string;

/** A GET under a host name (*.localhost), as a browser sends it. */
function hostGet(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { host: `${host}:${server.port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Polls `check` until it gives `want` (the server looks at the folder every second; a build takes a minute or more on a busy machine). */
async function eventually(check: () => Promise<string>, want: string, ms: number) {
  const until = Date.now() + ms;
  let last = '';
  while (Date.now() < until) {
    last = await check();
    if (last === want) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  expect(last).toBe(want);
}

beforeAll(async () => {
  brands = brandsFolder([]);
  dist = tempDir('dist');
  server = await startOwnServer(PORT, { build: true, env: { LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist } });
});
afterAll(async () => {
  await server?.stop();
  for (const folder of [brands, dist]) if (folder) rmSync(folder, { recursive: true, force: true });
});

test('is said to be building at its address and on the index, then served, with its content snapshot', async () => {
  const unknown = await hostGet('aurora.localhost', '/m/home');
  cpSync(join(ROOT, 'brands', 'aurora'), join(brands, 'aurora'), { recursive: true });

  // Known at once: the platform has its merchant, and its address says it is being built (not unknown, not "Rebuild it").
  await eventually(async () => String((await hostGet('aurora.localhost', '/m/home')).status), '503', 60_000);
  const waiting = await hostGet('aurora.localhost', '/m/home');
  expect(waiting.body).toContain('is being built');
  expect((await hostGet('localhost', '/')).body).toContain('(being built)');
  expect(waiting.status).not.toBe(unknown.status);

  await eventually(async () => String((await hostGet('aurora.localhost', '/m/home')).status), '200', 420_000);
  const home = await hostGet('aurora.localhost', '/m/home');
  const name = (JSON.parse(readFileSync(join(brands, 'aurora', 'brand.json'), 'utf8')) as { name: string }).name;
  expect(home.body).toContain(`<title>${name}</title>`);
  expect((await hostGet('localhost', '/')).body).not.toContain('(being built)');
  // Built against this server's platform, as npm start builds at start-up: the next start finds it up to date.
  expect(readStamp(join(dist, 'aurora'))?.options.content).toBe(`http://127.0.0.1:${server.port}/api`);
}, 480_000);

test('a brand created in the studio is left to its Rebuild', async () => {
  const studio = `http://localhost:${server.port}`;
  const token = /name="lk-studio-token" content="([^"]+)"/.exec(await (await fetch(`${studio}/studio/`)).text())![1]!;
  const created = await fetch(`${studio}/studio/api/brands`, {
    method: 'POST',
    headers: { origin: studio, 'x-studio-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'nova', from: 'aurora', name: 'Nova Bet' }),
  });
  expect(created.status).toBe(201);
  const host = await hostGet('nova.localhost', '/m/home');
  expect(host.status).toBe(503);
  expect(host.body).toContain('Nova Bet has no built site yet');
});
