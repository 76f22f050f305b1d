// A full build of a brand that `npm start` is serving (what the studio's Rebuild
// runs) puts the new site in place in one swap: a player asking for pages, the
// service worker and the brand's files all through the build gets every answer
// 200 and whole, never a redirect, a 404 or a file cut short.
import { request } from 'node:http';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ownServerPort, startOwnServer, type OwnServer } from '../e2e/own-server.ts';
import { brandsFolder, cli, cliAsync, tempDir } from './helpers.ts';

/** What a player's browser asks the site for: pages, the service worker, the manifest, the config, the logo. */
const PATHS = ['/', '/m/home', '/m/activity', '/m/slot-games', '/sw.js', '/manifest.webmanifest', '/config.json', '/assets/logo.svg'];
/** Requests in flight at once, and most in all: bounded, on loopback. */
const CONCURRENCY = 4;
const MAX_REQUESTS = 200_000;

let server: OwnServer;
const brands = brandsFolder(['aurora']);
const dist = tempDir('dist');

interface Answer {
  path: string;
  status: number;
  length: number;
  declared?: number;
  body: string;
}

function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { host: `aurora.localhost:${server.port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const declared = res.headers['content-length'];
        resolve({ path, status: res.statusCode ?? 0, length: body.length, declared: declared ? Number(declared) : undefined, body: body.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const first = cli('build', { brands, dist }, ['--brand', 'aurora']);
  expect(first.code, first.output).toBe(0);
  server = await startOwnServer(ownServerPort(22), { env: { LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist } });
}, 900_000);

afterAll(async () => {
  await server?.stop();
  rmSync(brands, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

test('every answer during a full rebuild of the served brand is 200 and whole', async () => {
  const before = statSync(join(dist, 'aurora')).ino;
  let building = true;
  const rebuild = cliAsync('build', { brands, dist }, ['--brand', 'aurora']).finally(() => {
    building = false;
  });
  const answers: Answer[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (building && sent < MAX_REQUESTS) {
        const path = PATHS[sent++ % PATHS.length]!;
        answers.push(await get(path));
      }
    }),
  );
  const result = await rebuild;
  expect(result.code, result.output).toBe(0);
  // The site was replaced while the player asked, not left as it was.
  expect(statSync(join(dist, 'aurora')).ino).not.toBe(before);
  expect(answers.length).toBeGreaterThan(PATHS.length * 10);

  const wrong = answers.filter(
    (a) =>
      a.status !== 200 ||
      (a.declared !== undefined && a.declared !== a.length) ||
      (a.path.startsWith('/m/') || a.path === '/' ? !a.body.trimEnd().endsWith('</html>') : a.length === 0),
  );
  const kinds = new Map<string, number>();
  for (const a of wrong) kinds.set(`${a.path} ${a.status}`, (kinds.get(`${a.path} ${a.status}`) ?? 0) + 1);
  expect(Object.fromEntries(kinds), `${wrong.length} of ${answers.length} answers were not 200 and whole`).toEqual({});
}, 900_000);
