// Maintenance and region restriction, switched per merchant through the dev
// call (or src/server/main.ts --maintenance / --region): the status call shows
// them (account spec section 2) and other calls are refused meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, call, FALAK, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const switches = (merchant: string, body: object) =>
  s.app.inject({
    method: 'POST',
    url: '/api/dev/switches',
    headers: { 'x-merchant-code': merchant, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('maintenance', () => {
  it('applies to answers the platform keeps in its answer cache too', async () => {
    const first = await call(s.app, 'gameList', { pageSize: 3 });
    expect(first.status).toBe(200);
    await switches(AURORA, { maintenance: true });
    expect((await call(s.app, 'gameList', { pageSize: 3 })).status).toBe(503);
    await switches(AURORA, { maintenance: false });
    expect((await call(s.app, 'gameList', { pageSize: 3 })).body).toEqual(first.body);
  });

  it('shows status 1 and answers other calls with "System upgrading"-style 503s, per merchant', async () => {
    expect((await switches(AURORA, { maintenance: true })).json().value).toEqual({ maintenance: true, regionRestriction: false });
    const status = await call(s.app, 'status');
    expect(status.body.value).toMatchObject({ status: 1, maintenance: true, regionRestriction: false });
    const list = await call(s.app, 'gameList');
    expect(list.status).toBe(503);
    expect(list.body.code).toBe('system.maintenance');
    // The status screens still get help and customer service.
    expect((await call(s.app, 'helpCentre')).status).toBe(200);
    expect((await call(s.app, 'customerService')).status).toBe(200);
    expect((await call(s.app, 'gameList', {}, { merchant: FALAK })).status).toBe(200);
    await switches(AURORA, { maintenance: false });
    expect((await call(s.app, 'gameList')).status).toBe(200);
  });
});

describe('region restriction', () => {
  it("shows status 2 with the caller's IP and refuses other calls with 403", async () => {
    await switches(FALAK, { regionRestriction: true });
    const status = await call(s.app, 'status', {}, { merchant: FALAK });
    expect(status.body.value).toMatchObject({ status: 2, regionRestriction: true, location: { ip: '127.0.0.1' } });
    const r = await call(s.app, 'gameList', {}, { merchant: FALAK });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'access.region', value: { ip: '127.0.0.1' } });
    expect(r.body.message).toContain('127.0.0.1');
  });

  it('counts maintenance with a region restriction as status 1', async () => {
    await switches(FALAK, { maintenance: true, regionRestriction: true });
    expect((await call(s.app, 'status', {}, { merchant: FALAK })).body.value.status).toBe(1);
    await switches(FALAK, { maintenance: false, regionRestriction: false });
    expect((await call(s.app, 'status', {}, { merchant: FALAK })).body.value.status).toBe(0);
  });

  it('refuses a malformed switch request', async () => {
    const r = await switches(AURORA, { maintenance: 'yes' });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('request.invalid');
  });

  it('is stored, so a restart keeps it', () => {
    s.platform.setSwitches(AURORA, { regionRestriction: true });
    expect(s.platform.db.prepare("SELECT region_restriction FROM merchants WHERE code = 'AURORA01'").get()).toEqual({ region_restriction: 1 });
    s.platform.setSwitches(AURORA, { regionRestriction: false });
  });
});

describe('dev tools', () => {
  it('exist only when asked for', async () => {
    const prod = await startServer({ devTools: false });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'POST', url: '/api/dev/switches', headers: { 'x-merchant-code': AURORA }, payload: {} })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
