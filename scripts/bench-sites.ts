// The sites the browser benches measure (js, lighthouse, inp): every demo brand,
// and generated brands beside them when asked, built as npm start builds them
// (with their content from the platform that serves them) into a temporary
// folder of their own, served with the reference platform on loopback.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { WAITING_SRC } from '../src/build/lead-first.ts';
import { registerStaticHost } from '../src/build/static-host.ts';
import { loadBrands } from '../src/config/load-brands.ts';
import { ROOT } from '../src/config/schema-files.ts';
import { type drawBrands, writeBrands } from '../tests/generated-brands.ts';

/** LOBBYKIT_BENCH_PORT: a fixed port (and the next one for Chromium's DevTools), where ports are shared out. */
export const BENCH_PORT = process.env.LOBBYKIT_BENCH_PORT ? Number(process.env.LOBBYKIT_BENCH_PORT) : undefined;

/**
 * Serves the demo brands, and `generated` brands beside them (tests/generated-brands.ts), with the platform on a
 * free loopback port for the browser benchmarks, built as npm start builds them: with their content from that platform.
 */
export async function serveSites(generated: ReturnType<typeof drawBrands> = []) {
  const brandsDir = mkdtempSync(join(tmpdir(), 'lobbykit-bench-brands-'));
  for (const b of loadBrands()) cpSync(b.dir, join(brandsDir, b.id), { recursive: true });
  writeBrands(brandsDir, generated);
  const brands = loadBrands({ brandsDir }).flatMap((b) => (b.config ? [b.config] : []));
  const { buildPlatformServer } = await import('../src/server/app.ts');
  const app = await buildPlatformServer({ brands, dbPath: ':memory:', logger: false, devTools: false });
  // A folder of the bench's own: these pages' content points at this short-lived server, and must not replace dist/.
  const distDir = mkdtempSync(join(tmpdir(), 'lobbykit-bench-sites-'));
  app.addHook('onClose', async () => {
    rmSync(distDir, { recursive: true, force: true });
    rmSync(brandsDir, { recursive: true, force: true });
  });
  let ready = false;
  registerStaticHost(app, { distDir, brands: () => brands.map((b) => b.id), names: () => ({}), ready: () => ready });
  // Each page HTML-only on the same server (/__html-floor/m/slot-games): the prebuilt page with every script taken
  // out and every picture shown, the floor that page can reach.
  // Compressed once, as the build precompresses the real pages: compressed on each request, the floor's answer took
  // about 120 ms where a page's takes 5, and Lighthouse adds the server time it observes to its simulated paint.
  const floors = new Map<string, Buffer>();
  app.get('/__html-floor/*', (req, reply) => {
    const id = String(req.headers.host ?? '').split('.')[0]!;
    const path = (req.params as { '*': string })['*'];
    if (!/^[\w-]+(\/[\w-]+)*$/.test(path)) return reply.code(404).send();
    const key = `${id}/${path}`;
    let floor = floors.get(key);
    if (!floor) {
      // With its pictures' addresses where the page's loader puts them (src/build/lead-first.ts): the same paint, with no script.
      const html = readFileSync(join(distDir, id, path, 'index.html'), 'utf8')
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replaceAll(` ${WAITING_SRC}`, ' src');
      floors.set(key, (floor = brotliCompressSync(html)));
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-encoding', 'br').send(floor);
  });
  await app.listen({ host: '127.0.0.1', port: BENCH_PORT ?? 0 });
  const port = (app.server.address() as { port: number }).port;
  // Built in another process while this one answers its platform calls.
  const build = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'build.ts'), '--content-from', `http://127.0.0.1:${port}`], {
      cwd: ROOT,
      env: { ...process.env, LOBBYKIT_DIST_DIR: distDir, LOBBYKIT_BRANDS_DIR: brandsDir },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
  if (build.code !== 0) throw new Error(`build failed:\n${build.output}`);
  ready = true;
  return { app, brands, port };
}
