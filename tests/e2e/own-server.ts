// A private `npm start` for tests that change platform-wide state (maintenance,
// region switches) or stop the platform: same build, own port, own in-memory
// database, killed when the test is done. Loopback only.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface OwnServer {
  port: number;
  url: (brandId: string, path?: string) => string;
  api: string;
  stop: () => Promise<void>;
}

/** A port for the n-th private server of a suite: 100 above the suite's own (or from E2E_OWN_PORT), so parallel suites never meet. */
export function ownServerPort(n = 0): number {
  return (process.env.E2E_OWN_PORT ? Number(process.env.E2E_OWN_PORT) : Number(process.env.E2E_PORT ?? 4399) + 100) + n;
}

/**
 * `env` adds to the server's environment (a brands folder of the test's own: LOBBYKIT_BRANDS_DIR, and where their
 * sites go: LOBBYKIT_DIST_DIR); `shell` wraps the command (resource limits); `build`: the server builds the brands
 * that have no up-to-date site against its own platform first, as `npm start` does (it answers once they are built).
 */
export async function startOwnServer(
  port = ownServerPort(),
  options: { env?: Record<string, string>; shell?: string; build?: boolean } = {},
): Promise<OwnServer> {
  // Another suite's server on this port would answer for this one, then vanish under it.
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: give this suite's server a port of its own (ownServerPort(n) with an unused n).`);
  const args = ['scripts/start.ts', '--port', String(port), '--memory', ...(options.build ? [] : ['--no-build'])];
  const env = { ...process.env, ...options.env };
  const child: ChildProcess = options.shell
    ? spawn('/bin/sh', ['-c', `${options.shell}; exec "$0" "$@"`, process.execPath, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const startup = options.build ? 600_000 : 60_000;
  const deadline = Date.now() + startup;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own server exited early:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`own server did not start within ${startup / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    url: (id, path = '/m/home') => `http://${id}.localhost:${port}${path}`,
    api: `http://127.0.0.1:${port}/api`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
