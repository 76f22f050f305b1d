// Generated hostile requests (tests/server/fuzz-requests.ts) to every route the
// server registered, over loopback, from a fixed seed: no answer is a 5xx, no
// connection is dropped, and the server still answers afterwards.
// `npm run bench -- fuzz` sends 50,000 of the same.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../src/server/app.ts';
import { MAX_QUERY } from './fuzz-requests.ts';
import { FUZZ_SEED, runFuzz } from './fuzz-run.ts';
import { AURORA, call, FALAK, login, SIAM, startServer, type TestServer } from './helpers.ts';

const REQUESTS = 3000;

let s: TestServer;
let base: string;
beforeAll(async () => {
  // Per-address limits x1000, so generated requests get past them to the checks behind.
  s = await startServer({ rateLimitScale: 1000 });
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(s.app.server.address() as { port: number }).port}`;
});
afterAll(() => s.close());

describe('generated hostile requests', () => {
  it(`answer none of ${REQUESTS} with a 5xx, over every registered route`, async () => {
    const routes = registeredRoutes(s.app).filter((r) => !(r.method === 'POST' && r.url === '/api/dev/switches'));
    // Switching maintenance on is what that dev call is for, and maintenance answers 503 by contract.
    expect(routes.length).toBeGreaterThan(70);
    const trial = await call(s.app, 'testPlay', {});
    const tokens = [await login(s.app, 'demo0'), await login(s.app, 'demo1'), trial.body.value.token as string];
    const run = await runFuzz({
      base,
      routes,
      tokens,
      merchants: [AURORA, SIAM, FALAK],
      key: s.platform.payloadCrypto.publicKey(),
      now: s.clock.now,
      seed: FUZZ_SEED,
      count: REQUESTS,
      concurrency: 4,
    });
    expect(run.faults, JSON.stringify(run.faults, null, 1)).toEqual([]);
    expect(run.requests).toBe(REQUESTS);
    // The run reached past the front checks: some answers succeeded, many were refused for their content.
    expect(run.statuses.get('200')).toBeGreaterThan(100);
    expect(run.statuses.get('400')).toBeGreaterThan(500);
    const status = await fetch(`${base}/api/comm/status?device=MOBILE`, { headers: { 'x-merchant-code': AURORA } });
    expect(status.status).toBe(200);
  }, 240_000);

  it('refuses a request head over 16 KiB with 431 (the generator stays under it)', async () => {
    const port = (s.app.server.address() as { port: number }).port;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(`GET /api/comm/status?a=${'x'.repeat(MAX_QUERY * 2)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`));
      let text = '';
      socket.on('data', (d) => (text += d.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
  });
});
