// src/platform/generated/api.ts is in step with schemas/api/ (gen-types --check).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../../src/config/schema-files.ts';

it('has generated types in step with the schemas', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'gen-types.ts'), '--check'], { cwd: ROOT, encoding: 'utf8' });
  expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
}, 60_000);
