// Everything `npm run gen:types` writes is in step with the schemas it comes
// from: the brand config's types and its reference (schemas/README.md), and, from each platform
// call's schema and x-call, the contract index, the API types, the client's and
// the server's call tables, the coverage rows and the calls table of
// src/platform/README.md. One run of `gen-types --check` covers them all.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../../src/config/schema-files.ts';

it('has every generated file in step with the schemas', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'gen-types.ts'), '--check'], { cwd: ROOT, encoding: 'utf8' });
  expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
  expect(r.stdout).toContain('generated files are up to date (8 files)');
}, 60_000);
