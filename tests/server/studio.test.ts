// The studio's API on a real `npm start` over loopback, with a brands folder of
// the test's own: who may write, what may be written where, and what a crash in
// the middle of a save leaves behind.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../../src/config/schema-files.ts';
import { brandsFolder } from '../build/helpers.ts';
import { ownServerPort, startOwnServer, type OwnServer } from '../e2e/own-server.ts';

// Ports apart from the browser suites' private servers (E2E_PORT + 100 + n).
const PORT = ownServerPort(20);

let server: OwnServer;
let brands: string;
let token: string;
const origin = () => `http://localhost:${server.port}`;
const file = (id: string) => join(brands, id, 'brand.json');

function put(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin()}/studio/api/brands/${path}`, {
    method: 'PUT',
    headers: { origin: origin(), 'x-studio-token': token, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function studioToken(s: OwnServer) {
  const html = await (await fetch(`http://localhost:${s.port}/studio/`)).text();
  return /name="lk-studio-token" content="([^"]+)"/.exec(html)![1]!;
}

beforeAll(async () => {
  brands = brandsFolder(['aurora', 'siam']);
  server = await startOwnServer(PORT, { env: { LOBBYKIT_BRANDS_DIR: brands } });
  token = await studioToken(server);
});
afterAll(async () => server?.stop());

describe('only the studio page can write', () => {
  test('a foreign Origin gets 403 and nothing changes', async () => {
    const before = readFileSync(file('aurora'), 'utf8');
    const config = { ...JSON.parse(before), name: 'Hijacked' };
    for (const bad of [{ origin: 'http://evil.example' }, { origin: `http://aurora.localhost:${server.port}` }, { origin: 'null' }]) {
      expect((await put('aurora', config, bad)).status).toBe(403);
    }
    expect(readFileSync(file('aurora'), 'utf8')).toBe(before);
  });

  test('no token or a wrong one gets 403; another content type is refused', async () => {
    const before = readFileSync(file('aurora'), 'utf8');
    const config = { ...JSON.parse(before), name: 'Hijacked' };
    expect((await put('aurora', config, { 'x-studio-token': 'guess' })).status).toBe(403);
    const response = await fetch(`${origin()}/studio/api/brands/aurora`, {
      method: 'PUT',
      headers: { origin: origin(), 'content-type': 'application/json' },
      body: JSON.stringify(config),
    });
    expect(response.status).toBe(403);
    expect([403, 415]).toContain((await put('aurora', JSON.stringify(config), { 'content-type': 'text/plain' })).status);
    expect(readFileSync(file('aurora'), 'utf8')).toBe(before);
  });

  test('an id outside the brands folder, or an unknown brand, is refused', async () => {
    const config = JSON.parse(readFileSync(file('aurora'), 'utf8'));
    for (const id of ['..%2Fx', '%2E%2E%2Fx', 'ghost', 'Aurora', '..', '.', 'aurora%2F..%2F..%2Fx']) {
      expect([400, 404]).toContain((await put(id, config)).status);
    }
    expect(readdirSync(brands).filter((d) => !['aurora', 'siam', 'nova'].includes(d))).toEqual([]);
  });
});

describe('saving', () => {
  test('an invalid config answers 422 with the problems in npm run validate words, and is not written', async () => {
    const before = readFileSync(file('siam'), 'utf8');
    const response = await put('siam', { ...JSON.parse(before), merchantCode: 'SIAM 01' });
    expect(response.status).toBe(422);
    const { problems } = (await response.json()) as { problems: { pointer: string; found: string }[] };
    expect(problems.map((p) => [p.pointer, p.found])).toEqual([['/merchantCode', '"SIAM 01" (a string)']]);
    expect(readFileSync(file('siam'), 'utf8')).toBe(before);
  });

  test('a valid config is written formatted, $schema first', async () => {
    const { $schema: _schema, ...config } = JSON.parse(readFileSync(file('siam'), 'utf8'));
    const response = await put('siam', { ...config, name: 'Siam Saved' });
    expect(response.status).toBe(200);
    const text = readFileSync(file('siam'), 'utf8');
    expect(text).toBe(`${JSON.stringify({ $schema: '../../schemas/brand.schema.json', ...config, name: 'Siam Saved' }, null, 2)}\n`);
  });
});

describe('new brand', () => {
  const create = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin()}/studio/api/brands`, {
      method: 'POST',
      headers: { origin: origin(), 'x-studio-token': token, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  test('copies a brand under a new id, as npm run new-brand does; refuses a bad id, a taken one, or a foreign page', async () => {
    expect((await create({ id: 'nova', from: 'aurora', name: 'Nova' }, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await create({ id: '../nova', from: 'aurora' })).status).toBe(422);
    expect((await create({ id: 'siam', from: 'aurora' })).status).toBe(409);
    expect((await create({ id: 'nova', from: '../aurora' })).status).toBe(404);
    const response = await create({ id: 'nova', from: 'aurora', name: 'Nova Casino' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: 'nova', name: 'Nova Casino', merchantCode: 'NOVA01' });
    expect(JSON.parse(readFileSync(file('nova'), 'utf8'))).toMatchObject({ id: 'nova', name: 'Nova Casino', merchantCode: 'NOVA01', origins: [] });
  });
});

test('a crash in the middle of a save leaves the old file whole', async () => {
  // A server whose files may not grow past 32 KB (the kernel's file-size limit,
  // which Node meets as EFBIG): the new brand.json, twice that, fails part-way
  // through being written, as it would on a full disk or a killed process.
  const crashing = await startOwnServer(ownServerPort(21), { env: { LOBBYKIT_BRANDS_DIR: brands }, shell: 'ulimit -f 64' });
  try {
    const crashToken = await studioToken(crashing);
    const before = readFileSync(file('aurora'), 'utf8');
    const link = (n: number) => `https://cdn.aurora.example/${String(n).padStart(2, '0')}/${'x'.repeat(1900)}.png`;
    const big = {
      ...JSON.parse(before),
      downloads: { paymentMethods: Array.from({ length: 24 }, (_, i) => link(i)), responsibleGaming: Array.from({ length: 12 }, (_, i) => link(50 + i)) },
    };
    const saving = fetch(`http://localhost:${crashing.port}/studio/api/brands/aurora`, {
      method: 'PUT',
      headers: { origin: `http://localhost:${crashing.port}`, 'x-studio-token': crashToken, 'content-type': 'application/json' },
      body: JSON.stringify(big),
    });
    expect((await saving).status).toBe(500);
    expect(readFileSync(file('aurora'), 'utf8')).toBe(before);
    // Nothing half-written is left beside it either.
    expect(readdirSync(join(brands, 'aurora')).sort()).toEqual(['assets', 'brand.json']);
  } finally {
    await crashing.stop();
  }
});

describe('the config reference', () => {
  test('is served beside the editor, as gen:types wrote it beside the schemas', async () => {
    const r = await fetch(`${origin()}/studio/reference`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await r.text();
    expect(text).toBe(readFileSync(join(ROOT, 'schemas', 'README.md'), 'utf8'));
    expect(text).toContain('| `merchantCode` **required** |');
  });
});
