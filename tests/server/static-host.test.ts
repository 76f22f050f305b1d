// The sites npm start serves (src/build/static-host.ts): each brand at its own
// host name, files compressed for the browser that asks, once per content.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticHost } from '../../src/build/static-host.ts';

const dist = mkdtempSync(join(tmpdir(), 'lobbykit-static-host-'));
const app = Fastify();
const script = `export const games = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `game ${i}`))};\n`;

beforeAll(async () => {
  for (const id of ['one', 'two']) {
    mkdirSync(join(dist, id, '_astro'), { recursive: true });
    mkdirSync(join(dist, id, 'm', 'home'), { recursive: true });
    writeFileSync(join(dist, id, '_astro', 'app.abc123.js'), script);
    writeFileSync(join(dist, id, 'm', 'home', 'index.html'), `<!doctype html><title>${id}</title>${'<p>home</p>'.repeat(200)}`);
    writeFileSync(join(dist, id, 'logo.SVG'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, id, 'manifest.webmanifest'), '{}');
    writeFileSync(join(dist, id, 'notes.md'), '# not a page');
  }
  registerStaticHost(app, {
    distDir: dist,
    brands: () => ['one', 'two'],
    names: () => ({ one: { name: 'One', built: true }, two: { name: 'Two', built: true } }),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (host: string, url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: { host: `${host}.localhost:4321`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('static host', () => {
  it('answers brotli, gzip or the plain file, as the browser asks, each decoding to the file', async () => {
    const br = await get('one', '/_astro/app.abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('one', '/_astro/app.abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('one', '/_astro/app.abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers many requests for the same files at once with the same bytes, for every brand', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => get(i % 2 ? 'one' : 'two', i % 3 ? '/_astro/app.abc123.js' : '/m/home', 'br')));
    for (const [i, a] of answers.entries()) {
      expect(a.statusCode).toBe(200);
      const text = brotliDecompressSync(a.rawPayload).toString();
      if (i % 3) expect(text).toBe(script);
      else expect(text).toContain(`<title>${i % 2 ? 'one' : 'two'}</title>`);
    }
  });

  it('sends each file with the type of its extension (config/content-types.ts), bytes of an unknown kind as bytes, never sniffed', async () => {
    const types = await Promise.all(['/m/home', '/_astro/app.abc123.js', '/logo.SVG', '/manifest.webmanifest', '/notes.md'].map((url) => get('one', url)));
    expect(types.map((a) => a.headers['content-type'])).toEqual([
      'text/html; charset=utf-8',
      'text/javascript; charset=utf-8',
      'image/svg+xml',
      'application/manifest+json; charset=utf-8',
      'application/octet-stream',
    ]);
    for (const a of types) expect(a.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers "not modified" to a page the browser has, whatever the encoding', async () => {
    const first = await get('two', '/m/home', 'br');
    const again = await app.inject({ method: 'GET', url: '/m/home', headers: { host: 'two.localhost', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('writes no part of a hostile Host header into the index page as markup', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;
    const hostile = ['localhost:"><script>alert(1)</script>', 'localhost:1"onmouseover="alert(1)', '<img src=x onerror=alert(1)>'];
    for (const host of hostile) {
      // A raw request over loopback: the header as a hostile client sends it, with nothing in between to tidy it.
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
        let text = '';
        socket.on('data', (d: Buffer) => (text += d));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer, host).toMatch(/^HTTP\/1\.1 200/);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      expect(body).toContain('<h1>Lobbykit brands</h1>');
      expect(body, host).not.toMatch(/<script|onmouseover|onerror|<img/i);
      expect(body).toContain('<a href="http://one.localhost/">One</a>');
    }
    // A real port is kept in the links.
    const page = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:4321' } });
    expect(page.body).toContain('<a href="http://two.localhost:4321/">Two</a>');
  });
});
