// Browser suites that start a server of their own each take a port offset
// (tests/e2e/own-server.ts ownServerPort(n)); two suites on one offset fight
// over the port when two workers run them at once, and one loses its
// server mid-test. This reads every suite's offsets and finds any shared one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/config/schema-files.ts';
import { WORKERS } from '../playwright.config.ts';

const E2E = join(ROOT, 'tests', 'e2e');

/** Each suite's offsets: `ownServerPort(n)`, or n to n + WORKERS - 1 with `+ test.info().parallelIndex`. */
function offsets(text: string): number[] {
  return [...text.matchAll(/ownServerPort\((\d+)(\s*\+\s*test\.info\(\)\.parallelIndex)?\)/g)].flatMap((m) =>
    Array.from({ length: m[2] ? WORKERS : 1 }, (_, i) => Number(m[1]) + i),
  );
}

describe('own server ports', () => {
  it('no two browser suites share a port offset', () => {
    const owners = new Map<number, string[]>();
    for (const file of readdirSync(E2E).filter((f) => f.endsWith('.spec.ts'))) {
      for (const n of new Set(offsets(readFileSync(join(E2E, file), 'utf8')))) owners.set(n, [...(owners.get(n) ?? []), file]);
    }
    expect(owners.size).toBeGreaterThan(5);
    const shared = [...owners].filter(([, files]) => files.length > 1).map(([n, files]) => `ownServerPort(${n}): ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('finds a shared offset, and the offsets a parallel suite takes', () => {
    expect(offsets('ownServerPort(6) x ownServerPort(10 + test.info().parallelIndex)')).toEqual([6, ...Array.from({ length: WORKERS }, (_, i) => 10 + i)]);
  });
});
