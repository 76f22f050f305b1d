// The answer cache stays within its byte budget and evicts the least recently used.
import { expect, it } from 'vitest';
import { ResponseCache } from '../../src/server/services/response-cache.ts';

it('keeps answers within its byte budget, dropping the least recently used', () => {
  const cache = new ResponseCache(16 * 1024);
  const body = 'x'.repeat(900);
  for (let i = 0; i < 40; i++) cache.set(`k${i}`, body);
  expect(cache.get('k0')).toBeUndefined();
  expect(cache.get('k39')?.toString()).toBe(body);
  cache.get('k30'); // used: kept
  for (let i = 40; i < 49; i++) cache.set(`k${i}`, body); // 18 fit: k22-k29 and then k31 go, k30 (just used) stays
  expect(cache.get('k30')).toBeDefined();
  expect(cache.get('k31')).toBeUndefined();
  // An answer over a sixteenth of the budget is sent but not kept.
  expect(cache.set('big', 'y'.repeat(2000)).length).toBe(2000);
  expect(cache.get('big')).toBeUndefined();
  cache.enabled = false;
  expect(cache.get('k44')).toBeUndefined();
});
