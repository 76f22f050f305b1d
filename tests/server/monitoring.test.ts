// The monitoringReport call (schemas/api/monitoring-report.schema.json,
// src/server/services/monitoring-store.ts) through the real server: a beacon's
// batch is stored per brand and summed up for the studio, garbage is refused
// with a 4xx that says why, each address is limited per brand, and a brand's
// store stays within its bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitoringReportRequest } from '../../src/platform/generated/api.ts';
import { DAY_MS, MONITORING_BATCHES_PER_MINUTE, MONITORING_KEPT } from '../../src/server/services/monitoring-store.ts';
import { AURORA, call, FALAK, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const error = (message: string, source: 'render' | 'hydration' | 'rejection' = 'render') => ({
  source,
  message,
  stack: `Error: ${message}\n    at Section (/_astro/app.js:1:2)`,
  component: '\n    at Section\n    at ChunkBoundary',
  route: '/m/home',
  lng: 'en',
  at: 1_700_000_000_000,
});
const batch = (over: Partial<MonitoringReportRequest> = {}): MonitoringReportRequest => ({
  build: 'app123/boot456',
  errors: [error('TypeError: x is undefined')],
  vitals: [
    { name: 'LCP', value: 812, rating: 'good', attribution: 'img.lk-banner', route: '/m/home', lng: 'en', at: 1_700_000_000_000 },
    { name: 'CLS', value: 0.3, rating: 'poor', attribution: 'div.lk-notice-bar', route: '/m/home', lng: 'en', at: 1_700_000_000_000 },
  ],
  ...over,
});
/** A beacon from another address (fastify.inject's remoteAddress). */
const from = (ip: string, body: string, merchant = FALAK) =>
  s.app.inject({
    method: 'POST',
    url: `/api/monitoring/reports?merchant=${merchant}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: body,
    remoteAddress: ip,
  });

describe('monitoringReport', () => {
  it('stores a beacon batch for its brand only, and the last day sums it up', async () => {
    const printed: string[] = [];
    s.platform.monitoring.onError = (merchant, e) => printed.push(`${merchant} ${e.source} ${e.route} ${e.message}`);
    const r = await call(s.app, 'monitoringReport', batch());
    expect(r.status).toBe(200);
    expect(r.body.value).toEqual({ stored: 3 });
    expect(printed).toEqual([`${AURORA} render /m/home TypeError: x is undefined`]);
    const day = s.platform.monitoring.lastDay(AURORA);
    expect(day.errorCount).toBe(1);
    expect(day.errors[0]).toMatchObject({ source: 'render', message: 'TypeError: x is undefined', route: '/m/home', lng: 'en', build: 'app123/boot456' });
    expect(day.errors[0]!.component).toContain('ChunkBoundary');
    expect(day.vitals.LCP).toEqual({ count: 1, p75: 812, good: 1, needsImprovement: 0, poor: 0 });
    expect(day.vitals.CLS).toMatchObject({ count: 1, poor: 1 });
    expect(day.vitals.INP).toBeNull();
    expect(s.platform.monitoring.lastDay(FALAK).errorCount).toBe(0);
    // A day later it is out of the studio's window.
    s.clock.advance(DAY_MS + 1);
    expect(s.platform.monitoring.lastDay(AURORA).errorCount).toBe(0);
    s.platform.monitoring.onError = undefined;
  });

  it('refuses garbage with a 4xx naming the problem, and stores nothing', async () => {
    const before = s.platform.monitoring.lastDay(FALAK).errorCount;
    const cases: [string, string, number, string][] = [
      ['not JSON', '{"build":', 400, 'request.invalid'],
      ['a list', '[]', 400, 'request.invalid'],
      ['an unknown source', JSON.stringify(batch({ errors: [{ ...error('x'), source: 'cosmic' as never }] })), 400, 'request.invalid'],
      ['a route that is no path', JSON.stringify(batch({ errors: [{ ...error('x'), route: 'javascript:alert(1)' }] })), 400, 'request.invalid'],
      ['too many errors', JSON.stringify(batch({ errors: Array.from({ length: 21 }, () => error('x')) })), 400, 'request.invalid'],
      ['a long message', JSON.stringify(batch({ errors: [error('x'.repeat(501))] })), 400, 'request.invalid'],
    ];
    for (const [what, body, status, code] of cases) {
      const r = await from('10.0.0.1', body);
      expect(r.statusCode, what).toBe(status);
      expect(r.json().code, what).toBe(code);
      expect(r.json().message.length, what).toBeGreaterThan(10);
    }
    const big = await from('10.0.0.1', JSON.stringify({ ...batch(), pad: 'x'.repeat(20_000) }));
    expect(big.statusCode).toBe(413);
    const noBrand = await s.app.inject({
      method: 'POST',
      url: '/api/monitoring/reports',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(batch()),
    });
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().message).toContain('?merchant=');
    const wrongType = await s.app.inject({
      method: 'POST',
      url: `/api/monitoring/reports?merchant=${FALAK}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'build=x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(s.platform.monitoring.lastDay(FALAK).errorCount).toBe(before);
  });

  it(`limits each address to ${MONITORING_BATCHES_PER_MINUTE} batches a minute per brand`, async () => {
    const body = JSON.stringify(batch({ vitals: [] }));
    for (let i = 0; i < MONITORING_BATCHES_PER_MINUTE * s.platform.rateLimitScale; i++) expect((await from('10.0.0.2', body)).statusCode).toBe(200);
    const refused = await from('10.0.0.2', body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate.limited');
    // Another address, and the same address a minute later, are heard.
    expect((await from('10.0.0.3', body)).statusCode).toBe(200);
    s.clock.advance(60_000);
    expect((await from('10.0.0.2', body)).statusCode).toBe(200);
  });

  it(`keeps at most ${MONITORING_KEPT} reports per brand, the oldest going first`, () => {
    const store = s.platform.monitoring;
    const full = Array.from({ length: 20 }, (_, i) => error(`burst ${i}`));
    for (let n = 0; n < MONITORING_KEPT / 20 + 10; n++) store.store(AURORA, '10.0.0.4', { build: `b${n}`, errors: full, vitals: [] });
    const { n } = s.platform.db.prepare('SELECT COUNT(*) AS n FROM monitoring_reports WHERE merchant = ?').get(AURORA) as { n: number };
    expect(n).toBe(MONITORING_KEPT);
    const oldest = s.platform.db.prepare('SELECT build FROM monitoring_reports WHERE merchant = ? ORDER BY id LIMIT 1').get(AURORA) as { build: string };
    expect(oldest.build).toBe('b10');
    // Another brand's reports are not touched by this one's bound.
    expect(store.lastDay(FALAK).errorCount).toBeGreaterThan(0);
  });
});
