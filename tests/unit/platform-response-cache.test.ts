// The answer cache stays within its byte budget and evicts the least recently
// used; gzip copies count in the budget; Accept-Encoding is read as RFC 9110 says.
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { acceptsGzip, ResponseCache } from '../../src/server/services/response-cache.ts';

it('keeps answers within its byte budget, dropping the least recently used', () => {
  const cache = new ResponseCache(16 * 1024);
  const body = 'x'.repeat(900);
  for (let i = 0; i < 40; i++) cache.set(`k${i}`, body);
  expect(cache.get('k0')).toBeUndefined();
  expect(cache.get('k39')?.body.toString()).toBe(body);
  cache.get('k30'); // used: kept
  for (let i = 40; i < 49; i++) cache.set(`k${i}`, body); // 18 fit: k22-k29 and then k31 go, k30 (just used) stays
  expect(cache.get('k30')).toBeDefined();
  expect(cache.get('k31')).toBeUndefined();
  // An answer over a sixteenth of the budget is sent but not kept.
  expect(cache.set('big', 'y'.repeat(2000)).body.length).toBe(2000);
  expect(cache.get('big')).toBeUndefined();
  cache.enabled = false;
  expect(cache.get('k44')).toBeUndefined();
});

it('makes the gzip copy once, counts it in the budget and evicts for it', () => {
  const budget = 64 * 1024;
  const cache = new ResponseCache(budget);
  const text = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ nodeId: i, gameName: `Game ${i}` })));
  const size = 'k00'.length * 2 + Buffer.byteLength(text);
  const fit = Math.floor(budget / size);
  for (let i = 0; i < fit; i++) cache.set(`k${String(i).padStart(2, '0')}`, text);
  // Fill the rest but 10 bytes.
  cache.set('pad', 'p'.repeat(budget - fit * size - 'pad'.length * 2 - 10));
  const last = `k${String(fit - 1).padStart(2, '0')}`;
  const answer = cache.get(last)!;
  const gzip = cache.gzipOf(last, answer)!;
  expect(gunzipSync(gzip).toString()).toBe(text);
  expect(gzip.length).toBeLessThan(answer.body.length / 3);
  expect(cache.gzipOf(last, cache.get(last)!)).toBe(gzip); // made once
  expect(cache.gzipOf('gone', { body: Buffer.from(text) })).toBeUndefined(); // not kept: not compressed
  // The cache was 10 bytes short of full: the gzip copy counts, so the least recently used went.
  expect(cache.get('k00')).toBeUndefined();
  expect(cache.get('k01')).toBeDefined();
});

it('reads Accept-Encoding: gzip taken unless refused with q=0', () => {
  expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
  expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
  expect(acceptsGzip('*')).toBe(true);
  expect(acceptsGzip('gzip;q=0')).toBe(false);
  expect(acceptsGzip('GZIP; q=0.000')).toBe(false);
  expect(acceptsGzip('br, deflate')).toBe(false);
  expect(acceptsGzip('identity')).toBe(false);
  expect(acceptsGzip(undefined)).toBe(false);
  expect(acceptsGzip(['gzip'])).toBe(false);
});
