// Folders a test makes for itself (brand copies, builds), removed after each
// vitest file (tests/vitest.setup.ts). Under npm test they sat in the run's own
// TMPDIR, which goes at the end, but a build test run alone left its copies of
// the brands and its builds in /tmp.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A new folder under the system's temp folder, named `lobbykit-<name>-…`. */
export function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `lobbykit-${name}-`));
  made.push(dir);
  return dir;
}

/** Removes every folder tempDir has made so far in this module's copy (one per vitest file). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
