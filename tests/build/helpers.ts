// Runs the real CLIs (npm run build / validate) against brand folders and output
// folders of a test's own, so build tests never touch brands/ or dist/.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../src/config/schema-files.ts';
import type { ContentSnapshot } from '../../src/platform/snapshot.ts';
import { namedPageDataFile } from '../../src/build/page-data-file.ts';
import { tempDir } from '../temp-dirs.ts';

export { tempDir };

/** A brands folder holding copies of the named demo brands. */
export function brandsFolder(ids: string[]): string {
  const dir = tempDir('brands');
  for (const id of ids) cpSync(join(ROOT, 'brands', id), join(dir, id), { recursive: true });
  return dir;
}

/** JSON as parsed: a brand.json a test edits, and may break on purpose (any key, any value). */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue | undefined;
}

const isObject = (v: JsonValue | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The object at `pointer` (a JSON pointer such as "/theme/colors") inside `json`, to edit in place. */
export function at(json: JsonObject, pointer: string): JsonObject {
  let node: JsonValue | undefined = json;
  for (const key of pointer.split('/').slice(1)) node = isObject(node) ? node[key] : undefined;
  if (!isObject(node)) throw new Error(`brand.json has no object at ${pointer}: edit an object that exists, or set the whole value one level up.`);
  return node;
}

export function editBrand(brandsDir: string, id: string, edit: (json: JsonObject) => void) {
  const file = join(brandsDir, id, 'brand.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

/** Where a CLI reads brands and writes sites, and any other environment it runs with. */
export interface CliEnv {
  brands: string;
  dist?: string;
  extra?: Record<string, string>;
}

const cliEnv = (env: CliEnv) => ({ ...process.env, LOBBYKIT_BRANDS_DIR: env.brands, ...(env.dist ? { LOBBYKIT_DIST_DIR: env.dist } : {}), ...env.extra });

export function cli(script: 'build' | 'validate' | 'i18n-status' | 'new-brand', env: CliEnv, args: string[] = []) {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', `${script}.ts`), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: cliEnv(env),
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, output: r.stdout + r.stderr };
}

/** The same, without blocking this process: for builds that ask a platform this test process serves. */
export function cliAsync(script: 'build' | 'validate', env: CliEnv, args: string[] = []): Promise<ReturnType<typeof cli>> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', `${script}.ts`), ...args], {
      cwd: ROOT,
      env: cliEnv(env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
  });
}

/** Every file of a folder with its inode, modification time and bytes: what "untouched" means. */
export function fileStates(dir: string): Map<string, { ino: number; mtimeMs: number; bytes: Buffer }> {
  return new Map(
    walk(dir).map((f) => {
      const s = statSync(join(dir, f));
      return [f, { ino: s.ino, mtimeMs: s.mtimeMs, bytes: readFileSync(join(dir, f)) }];
    }),
  );
}

export function walk(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? walk(dir, rel) : [rel];
  });
}

/** The answers a built page was prebuilt with: the snapshot file its <meta id="lk-data"> names (undefined when it names none). */
export function pageDataOf(site: string, page: string): ContentSnapshot | undefined {
  const file = namedPageDataFile(readFileSync(join(site, page, 'index.html'), 'utf8'));
  return file ? (JSON.parse(readFileSync(join(site, file), 'utf8')) as ContentSnapshot) : undefined;
}
