// `npm run platform` (src/server/main.ts) in its own process, as an operator
// would start it: without dev tools unless asked, and never with them on an
// address other machines reach.
import { spawn, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const MAIN = 'src/server/main.ts';
let running: ReturnType<typeof spawn> | undefined;
afterEach(() => {
  running?.kill('SIGTERM');
  running = undefined;
});

/** Starts the platform on a free loopback port and resolves with its base URL once it says it is listening. */
function start(args: string[]): Promise<{ base: string; output: () => string }> {
  const child = spawn(process.execPath, [MAIN, '--memory', '--port', '0', '--brand', 'aurora', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  running = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d.toString();
      const m = /reference platform on (http:\/\/127\.0\.0\.1:\d+)\/api/.exec(output);
      if (m && output.includes('Press Ctrl+C')) resolve({ base: m[1]!, output: () => output });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the platform exited with ${code}:\n${output}`)));
  });
}

const outbox = (base: string) => fetch(`${base}/api/dev/outbox`, { headers: { 'x-merchant-code': 'AURORA01' } });

describe('npm run platform', () => {
  it('has no dev calls and no demo pages by default, and says so', async () => {
    const { base, output } = await start([]);
    expect((await outbox(base)).status).toBe(404);
    expect((await fetch(`${base}/api/dev/captcha?key=x`, { headers: { 'x-merchant-code': 'AURORA01' } })).status).toBe(404);
    expect((await fetch(`${base}/api/play/anything`)).status).toBe(404);
    expect((await fetch(`${base}/api/comm/status?device=MOBILE`, { headers: { 'x-merchant-code': 'AURORA01' } })).status).toBe(200);
    expect(output()).toContain('Dev tools off');
  }, 60_000);

  it('serves the outbox with --dev-tools on loopback, and says so', async () => {
    const { base, output } = await start(['--dev-tools']);
    const r = await outbox(base);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ success: true, value: { messages: [] } });
    expect(output()).toContain('DEV TOOLS ON');
  }, 60_000);

  it.each([['0.0.0.0'], ['::'], ['192.168.1.10']])('refuses --dev-tools with --host %s before listening', (host) => {
    const r = spawnSync(process.execPath, [MAIN, '--memory', '--brand', 'aurora', '--dev-tools', '--host', host], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`--dev-tools only on a loopback address (127.0.0.1, ::1 or localhost), not on --host ${host}`);
    expect(r.stdout).not.toContain('reference platform on');
  });

  it('believes X-Forwarded-For only from the proxies in LOBBYKIT_TRUST_PROXY, and says so', async () => {
    const plain = await start([]);
    const status = (base: string) =>
      fetch(`${base}/api/comm/status?device=MOBILE`, { headers: { 'x-merchant-code': 'AURORA01', 'x-forwarded-for': '203.0.113.5' } }).then(
        (r) => r.json() as Promise<{ value: { location: { ip: string } } }>,
      );
    expect((await status(plain.base)).value.location.ip).toBe('127.0.0.1');
    expect(plain.output()).toContain('X-Forwarded-For is ignored');
    running?.kill('SIGTERM');
    process.env.LOBBYKIT_TRUST_PROXY = 'loopback';
    try {
      const proxied = await start([]);
      expect((await status(proxied.base)).value.location.ip).toBe('203.0.113.5');
      expect(proxied.output()).toContain('from X-Forwarded-For when the connection comes from loopback');
    } finally {
      delete process.env.LOBBYKIT_TRUST_PROXY;
    }
  }, 60_000);

  it.each([
    ['--trust-proxy', 'nginx'],
    ['--trust-proxy', '10.0.0.0/40'],
    ['--trust-proxy=', ''],
  ])('refuses %s %s with what to write instead', (flag, value) => {
    const r = spawnSync(process.execPath, [MAIN, '--memory', '--brand', 'aurora', ...(flag.endsWith('=') ? [flag] : [flag, value])], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      value ? `"${value}" is no address, range or name` : 'npm run platform: --trust-proxy needs a value, for example --trust-proxy 127.0.0.1',
    );
    expect(r.stderr).toContain('127.0.0.1');
    expect(r.stdout).not.toContain('reference platform on');
  });
});
