// @vitest-environment jsdom
// The reporting hook's batching (src/app/monitoring.ts): a batch holds at most
// 20 errors and 20 figures and goes out when full, after FLUSH_AFTER_MS, or at
// once when the page is hidden; a page reports at most 100 errors; with
// monitoring off nothing is kept or sent. The beacons are read where the
// browser would send them (navigator.sendBeacon, which jsdom lacks, records here).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MonitoringReportRequest } from '../../src/platform/generated/api.ts';

let beacons: { url: string; body: Blob }[] = [];
/** What was sent so far, read from the beacons' bodies. */
const sentBatches = () =>
  Promise.all(beacons.map(async ({ url, body }) => ({ url, type: body.type, batch: JSON.parse(await body.text()) as MonitoringReportRequest })));

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
  });
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});
afterEach(() => vi.useRealTimers());

/** A fresh page's hook (the module keeps one per page). */
const load = () => import('../../src/app/monitoring.ts');

describe('reporting hook', () => {
  it('batches errors, 20 at most, sends the rest after FLUSH_AFTER_MS, with route, language and the brand in the URL', async () => {
    const m = await load();
    m.startMonitoring({ endpoint: '/api/monitoring/reports', merchantCode: 'AURORA01', language: () => 'pt-br' });
    for (let i = 0; i < 25; i++) m.reportError('render', new TypeError(`boom ${i}`), '\n    at Section');
    let sent = await sentBatches();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/monitoring/reports?merchant=AURORA01');
    expect(sent[0]!.type).toBe('text/plain;charset=utf-8');
    expect(sent[0]!.batch.errors).toHaveLength(20);
    expect(sent[0]!.batch.errors[0]).toMatchObject({ source: 'render', message: 'TypeError: boom 0', component: '\n    at Section', route: '/', lng: 'pt-br' });
    vi.advanceTimersByTime(m.FLUSH_AFTER_MS - 1);
    expect(beacons).toHaveLength(1);
    vi.advanceTimersByTime(1);
    sent = await sentBatches();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.batch.errors.map((e) => e.message)).toEqual([21, 22, 23, 24, 25].map((n) => `TypeError: boom ${n - 1}`));
  });

  it('sends at once when the page is hidden, and reports at most 100 errors a page', async () => {
    const m = await load();
    m.startMonitoring({ endpoint: 'https://collector.example/in?site=1', merchantCode: 'SIAM01', language: () => 'th' });
    for (let i = 0; i < 5; i++) m.reportError('rejection', `reason ${i}`);
    expect(beacons).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    let sent = await sentBatches();
    expect(sent.map((s) => s.batch.errors.length)).toEqual([5]);
    expect(sent[0]!.batch.errors[0]).toMatchObject({ source: 'rejection', message: 'reason 0', stack: '' });
    // An error in a loop: the page stops at 100.
    for (let i = 0; i < 130; i++) m.reportError('uncaught', new Error(`loop ${i}`));
    vi.advanceTimersByTime(m.FLUSH_AFTER_MS);
    sent = await sentBatches();
    expect(sent.flatMap((s) => s.batch.errors)).toHaveLength(100);
    expect(sent[0]!.url).toBe('https://collector.example/in?site=1&merchant=SIAM01');
    // A figure web-vitals reports while hidden (its final LCP, INP, CLS) goes out by itself.
    m.reportVital({ name: 'CLS', value: 0.02, rating: 'good', attribution: 'div.lk-bar' });
    expect((await sentBatches()).at(-1)!.batch).toMatchObject({ errors: [], vitals: [{ name: 'CLS', value: 0.02, lng: 'th', attribution: 'div.lk-bar' }] });
  });

  it('with monitoring off, keeps and sends nothing, also what was reported before the brand config was read', async () => {
    const m = await load();
    m.reportError('hydration', new Error('before the config'));
    m.startMonitoring({ endpoint: '', merchantCode: 'QUIET01', language: () => 'en' });
    m.reportError('render', new Error('after'));
    m.reportVital({ name: 'LCP', value: 900, rating: 'good', attribution: 'img' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(60_000);
    expect(beacons).toEqual([]);
  });
});
