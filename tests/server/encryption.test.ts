// Payload encryption (src/server/README.md, Security) with the real browser code:
// truncated, altered, replayed, stale and misdirected blobs get a 400 with their
// own code, never a 5xx, and store nothing.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptionAdditionalData } from '../../src/platform/calls.ts';
import { createPlatformClient } from '../../src/platform/client.ts';
import { encryptPayload } from '../../src/platform/encryption.ts';
import { buildPlatformServer } from '../../src/server/app.ts';
import { AURORA, DEMO_PASSWORD, snapshot, startServer, tempDir, testBrands, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const loginBody = { username: 'demo0', password: DEMO_PASSWORD, captcha: '', type: 'username' };

async function sealed(payload: object = loginBody, ad = encryptionAdditionalData('login'), now = s.clock.now) {
  return encryptPayload(s.platform.payloadCrypto.publicKey(), ad, payload, { now });
}

function send(header: string | undefined, body: unknown, url = '/api/account/login', method: 'POST' | 'PUT' = 'POST') {
  return s.app.inject({
    method,
    url,
    headers: { 'x-merchant-code': AURORA, 'content-type': 'application/json', ...(header ? { encryption: header } : {}) },
    payload: JSON.stringify(body),
  });
}

function expectRefused(r: Awaited<ReturnType<typeof send>>, code: string) {
  expect(r.statusCode, r.body).toBe(400);
  expect(r.json()).toMatchObject({ success: false, code });
}

describe('encrypted calls', () => {
  it('accept a payload sealed by the browser code', async () => {
    const { header, body } = await sealed();
    const r = await send(header, body);
    expect(r.statusCode).toBe(200);
    expect(r.json().value.userName).toBe('demo0');
  });

  it('refuse a replayed blob', async () => {
    const { header, body } = await sealed();
    expect((await send(header, body)).statusCode).toBe(200);
    expectRefused(await send(header, body), 'encryption.replayed');
  });

  it('refuse truncated and altered blobs', async () => {
    const { header, body } = await sealed();
    expectRefused(await send(header, { data: body.data.slice(0, 40) }), 'encryption.invalid');
    expectRefused(await send(header, { data: body.data.slice(0, -8) }), 'encryption.invalid');
    const bytes = Buffer.from(body.data, 'base64');
    bytes[20] = bytes[20]! ^ 1;
    expectRefused(await send(header, { data: bytes.toString('base64') }), 'encryption.invalid');
    const [v, id, key] = header.split('.');
    const wrapped = Buffer.from(key!, 'base64');
    wrapped[100] = wrapped[100]! ^ 1;
    expectRefused(await send(`${v}.${id}.${wrapped.toString('base64')}`, body), 'encryption.invalid');
    expectRefused(await send(`${v}.${id}.${key!.slice(0, 100)}`, body), 'encryption.invalid');
    expectRefused(await send('garbage', body), 'encryption.invalid');
    expectRefused(await send(`v1.other.${key}`, body), 'encryption.key_unknown');
    expectRefused(await send(header, { data: '!!!not base64!!!' }), 'encryption.invalid');
  });

  it('refuse a blob made for another call (the method and path are the additional data)', async () => {
    const { header, body } = await sealed({ ...loginBody }, encryptionAdditionalData('login'));
    const before = snapshot(s.platform);
    expectRefused(await send(header, body, '/api/account/register', 'PUT'), 'encryption.invalid');
    expect(snapshot(s.platform)).toEqual(before);
  });

  it('refuse stale and future timestamps', async () => {
    const old = await sealed(loginBody, undefined, () => s.clock.now() - 6 * 60_000);
    expectRefused(await send(old.header, old.body), 'encryption.stale');
    const future = await sealed(loginBody, undefined, () => s.clock.now() + 6 * 60_000);
    expectRefused(await send(future.header, future.body), 'encryption.stale');
  });

  it('refuse plain bodies and missing headers', async () => {
    expectRefused(await send(undefined, loginBody), 'encryption.required');
    const { header } = await sealed();
    expectRefused(await send(header, loginBody), 'encryption.required');
    expectRefused(await send(header, { data: 5 }), 'encryption.required');
  });

  it('validate what is inside like any request', async () => {
    const { header, body } = await sealed({ ...loginBody, extra: 1 });
    const r = await send(header, body);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'request.invalid', value: { field: 'extra' } });
  });
});

describe('the client', () => {
  it('fetches the key again when the platform has a new one, and retries once', async () => {
    const dir = tempDir('lobbykit-keys-');
    const a = await buildPlatformServer({ brands: testBrands(), dbPath: join(dir.path, 'a.sqlite'), unsafeFastPasswordHashing: true });
    const b = await buildPlatformServer({ brands: testBrands(), dbPath: join(dir.path, 'b.sqlite'), unsafeFastPasswordHashing: true });
    try {
      await a.listen({ host: '127.0.0.1', port: 0 });
      await b.listen({ host: '127.0.0.1', port: 0 });
      let target = (a.server.address() as { port: number }).port;
      const fetches: string[] = [];
      const client = createPlatformClient({
        apiBase: '/api',
        merchantCode: AURORA,
        getToken: () => undefined,
        getLanguage: () => 'en',
        fetch: (input, init) => {
          fetches.push(String(input));
          return fetch(`http://127.0.0.1:${target}${String(input)}`, init);
        },
      });
      expect((await client.login({ username: 'demo0', password: DEMO_PASSWORD, captcha: '', type: 'username' })).userName).toBe('demo0');
      target = (b.server.address() as { port: number }).port; // "restarted" with another key
      fetches.length = 0;
      expect((await client.login({ username: 'demo0', password: DEMO_PASSWORD, captcha: '', type: 'username' })).userName).toBe('demo0');
      expect(fetches).toEqual(['/api/account/login', '/api/comm/encryption-key', '/api/account/login']);
    } finally {
      await a.close();
      await b.close();
      dir.remove();
    }
  });
});
