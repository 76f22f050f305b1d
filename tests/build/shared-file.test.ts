// The build's shared files (src/build/site-files.ts, sharedFile): render workers
// write each one once and hard-link it into their sites, all at the same time.
// Two real processes race on the same names here, as two render workers do on a
// build's first brands; every link must succeed and every file be whole.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT } from '../../src/config/schema-files.ts';
import { tempDir } from './helpers.ts';

const FILES = 1500;
const BODY = 'x'.repeat(2000);

/** A worker: waits for `go`, then takes each shared file and links it into its own site, as writeLocales does. */
const workerCode = `
import { existsSync, linkSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
const { sharedFile } = await import(process.env.SITE_FILES);
const [shared, site, go] = process.argv.slice(1);
mkdirSync(site, { recursive: true });
console.log('ready');
const started = Date.now();
while (!existsSync(go)) if (Date.now() - started > 20000) throw new Error('no go');
const failed = [];
for (let i = 0; i < ${FILES}; i++) {
  try {
    linkSync(sharedFile(shared, 'f' + i + '.json', () => ${JSON.stringify(BODY)}), join(site, 'f' + i + '.json'));
  } catch (e) {
    failed.push('f' + i + '.json: ' + e.code);
  }
}
console.log(JSON.stringify(failed));
`;

/** A worker's failed links; `ready` is called once it is loaded and waiting. */
function worker(shared: string, site: string, go: string, ready: () => void): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', workerCode, shared, site, go], {
      cwd: ROOT,
      env: { ...process.env, SITE_FILES: join(ROOT, 'src', 'build', 'site-files.ts') },
    });
    let out = '';
    let err = '';
    let loaded = false;
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      if (!loaded && out.includes('ready\n')) {
        loaded = true;
        ready();
      }
    });
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out.slice(out.indexOf('ready\n') + 6)) as string[]) : reject(new Error(`worker exited ${code}: ${err}`)),
    );
  });
}

test('two render workers taking the same shared files at once: every link succeeds, every file is whole, no part file is left', async () => {
  const dir = tempDir('shared-file');
  const shared = join(dir, 'shared');
  const go = join(dir, 'go');
  try {
    // Both start on one signal, once both are loaded, so that they meet on the same files.
    let waiting = 2;
    const ready = () => --waiting === 0 && writeFileSync(go, '');
    const running = [worker(shared, join(dir, 'a'), go, ready), worker(shared, join(dir, 'b'), go, ready)];
    const [a, b] = await Promise.all(running);
    expect(a).toEqual([]);
    expect(b).toEqual([]);
    for (const site of ['a', 'b']) {
      const names = readdirSync(join(dir, site));
      expect(names).toHaveLength(FILES);
      for (const name of names) expect(readFileSync(join(dir, site, name), 'utf8')).toBe(BODY);
    }
    expect(readdirSync(shared).filter((n) => !n.endsWith('.json'))).toEqual([]);
    expect(existsSync(join(shared, `f${FILES - 1}.json`))).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
