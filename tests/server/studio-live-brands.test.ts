// Brands come and go while `npm start` runs (scripts/start.ts, src/config/brand-registry.ts),
// and the studio's image upload (src/studio/server/brand-images.ts): a real server on
// loopback with a brands folder of the test's own, never restarted.
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { brandsFolder, tempDir } from '../build/helpers.ts';
import { ownServerPort, startOwnServer, type OwnServer } from '../e2e/own-server.ts';

const PORT = ownServerPort(23);

let server: OwnServer;
let brands: string;
let dist: string;
let token: string;
const origin = () => `http://localhost:${server.port}`;

/** A GET under a brand's host name (*.localhost), as a browser sends it. */
function hostGet(host: string, path: string): Promise<{ status: number; location: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { host: `${host}:${server.port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The platform's status call for a merchant: its code, or "ok". */
async function merchant(code: string): Promise<string> {
  const r = await fetch(`${server.api}/comm/status`, { headers: { 'X-Merchant-Code': code, 'X-Module': 'COMM3' } });
  const body = (await r.json()) as { success: boolean; code?: string };
  return body.success ? 'ok' : String(body.code);
}

const write = (path: string, body: unknown) =>
  fetch(`${origin()}/studio/api${path}`, {
    method: 'POST',
    headers: { origin: origin(), 'x-studio-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const upload = (id: string, kind: string, type: string, data: Buffer) => write(`/brands/${id}/images/${kind}`, { type, data: data.toString('base64') });

/** Within a few seconds (the server looks at the folder every second), without a restart. */
const soon = async (check: () => Promise<string>, want: string) => {
  const until = Date.now() + 10_000;
  let last = '';
  while (Date.now() < until) {
    last = await check();
    if (last === want) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(last).toBe(want);
};

beforeAll(async () => {
  brands = brandsFolder(['aurora']);
  dist = tempDir('dist');
  server = await startOwnServer(PORT, { env: { LOBBYKIT_BRANDS_DIR: brands, LOBBYKIT_DIST_DIR: dist } });
  const html = await (await fetch(`${origin()}/studio/`)).text();
  token = /name="lk-studio-token" content="([^"]+)"/.exec(html)![1]!;
}, 90_000);
afterAll(async () => {
  await server?.stop();
  for (const folder of [brands, dist]) rmSync(folder, { recursive: true, force: true });
});

describe('a brand created in the studio', () => {
  test('is known to the platform when Create answers, listed on the index, and named at its host until built', async () => {
    expect(await merchant('NOVA01')).toBe('request.merchant');
    const r = await write('/brands', { id: 'nova', from: 'aurora', name: 'Nova Bet' });
    expect(r.status).toBe(201);
    expect(await merchant('NOVA01')).toBe('ok');
    const index = await hostGet('localhost', '/');
    expect(index.body).toContain('Nova Bet</a> <code>http://nova.localhost');
    expect(index.body).toContain('not built yet');
    const host = await hostGet('nova.localhost', '/m/home');
    expect(host.status).toBe(503);
    expect(host.body).toContain('Nova Bet has no built site yet');
  });

  test('starts with a neutral logo and favicon drawn from its name, not the source brand’s', () => {
    const logo = readFileSync(join(brands, 'nova', 'assets', 'logo.svg'), 'utf8');
    expect(logo).toContain('>Nova Bet</text>');
    expect(logo).not.toMatch(/Aurora/);
    expect(readFileSync(join(brands, 'nova', 'assets', 'favicon.svg'), 'utf8')).toContain('>N</text>');
  });
});

describe('a brand folder changed by hand', () => {
  test('added, renamed and removed: followed by the platform and the host with no restart', async () => {
    cpSync(join(brands, 'aurora'), join(brands, 'vega'), { recursive: true });
    const file = join(brands, 'vega', 'brand.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...json, id: 'vega', name: 'Vega', merchantCode: 'VEGA01', origins: [] }));
    await soon(() => merchant('VEGA01'), 'ok');
    await soon(async () => String((await hostGet('vega.localhost', '/m/home')).status), '503');

    // Renamed: the old host is unknown, the new one known, the same merchant.
    renameSync(join(brands, 'vega'), join(brands, 'vela'));
    writeFileSync(join(brands, 'vela', 'brand.json'), JSON.stringify({ ...json, id: 'vela', name: 'Vela', merchantCode: 'VEGA01', origins: [] }));
    const unknown = await hostGet('no-such-brand.localhost', '/m/home');
    await soon(async () => (await hostGet('vega.localhost', '/m/home')).location, unknown.location);
    await soon(async () => String((await hostGet('vela.localhost', '/m/home')).status), '503');
    expect(await merchant('VEGA01')).toBe('ok');

    rmSync(join(brands, 'vela'), { recursive: true, force: true });
    await soon(() => merchant('VEGA01'), 'request.merchant');
    const gone = await hostGet('vela.localhost', '/m/home');
    expect([gone.status, gone.location]).toEqual([unknown.status, unknown.location]);
  });
});

describe('a logo or favicon uploaded in the studio', () => {
  test('an SVG is sanitised before it is stored', async () => {
    const r = await upload(
      'aurora',
      'logo',
      'image/svg+xml',
      Buffer.from('<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
    );
    expect(r.status).toBe(201);
    const body = (await r.json()) as { path: string; removed: string[] };
    expect(body.path).toMatch(/^assets\/logo-[0-9a-f]{8}\.svg$/);
    expect(body.removed).toEqual(['svg onload', '<script>']);
    expect(readFileSync(join(brands, 'aurora', body.path), 'utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    );
  });

  test('a PNG or WebP is decoded and encoded again: nothing but its pixels, at the size the site shows', async () => {
    const png = await sharp({ create: { width: 1000, height: 400, channels: 4, background: '#e11d48' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-marker' } } })
      .toBuffer();
    const r = await upload('aurora', 'logo', 'image/png', Buffer.concat([png, Buffer.from('<script>trailing</script>')]));
    expect(r.status).toBe(201);
    const stored = readFileSync(join(brands, 'aurora', ((await r.json()) as { path: string }).path));
    expect(stored.includes('secret-marker')).toBe(false);
    expect(stored.includes('trailing')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 320, height: 128 });
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#111827' } })
      .webp()
      .toBuffer();
    const f = await upload('aurora', 'favicon', 'image/webp', webp);
    expect(f.status).toBe(201);
    expect(((await f.json()) as { path: string }).path).toMatch(/^assets\/favicon-[0-9a-f]{8}\.webp$/);
  });

  test('anything else is refused in words, and nothing is written', async () => {
    const cases: [string, string, Buffer, number, string][] = [
      ['logo', 'image/gif', Buffer.from('GIF89a'), 415, 'SVG, PNG or WebP'],
      ['logo', 'image/png', Buffer.from('not a png at all'), 422, 'not a PNG'],
      ['logo', 'image/svg+xml', Buffer.from('<html>hi</html>'), 422, 'No <svg>'],
      ['logo', 'image/png', Buffer.alloc(600 * 1024, 1), 413, 'at most 512 KB'],
      ['banner', 'image/png', Buffer.from('x'), 404, 'a logo and a favicon'],
    ];
    for (const [kind, type, data, status, words] of cases) {
      const r = await upload('aurora', kind, type, data);
      expect(r.status, `${kind} ${type}`).toBe(status);
      expect(((await r.json()) as { error: string }).error).toContain(words);
    }
  });
});
