// Client addresses behind the documented nginx config (src/build/nginx-site.conf):
// `npm run platform -- --trust-proxy 127.0.0.1` in its own process, nginx on
// loopback in front of it. Players are told apart by the loopback address they
// connect from (127.0.0.2, 127.0.0.3...: Linux routes all of 127/8 to this
// machine), so each is a different client to nginx, as players on the internet are.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { nginxSite } from '../../src/build/nginx-config.ts';
import { freePort } from '../free-port.ts';
import { ROOT } from '../../src/config/schema-files.ts';
import { tempDir } from './helpers.ts';
import { nginxMissing, type RunningNginx, startNginx } from './nginx-run.ts';

/** Captcha images per address a minute (src/server/README.md, Limits). */
const CAPTCHA_LIMIT = 60;

interface Answer {
  status: number;
  body: { success: boolean; code?: string; value?: { location?: { ip: string } } };
}

/** One GET from `from` (a loopback address of this machine) to `port`, as the merchant's site calls it. */
function ask(port: number, path: string, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, localAddress: from, agent: false, headers: { 'x-merchant-code': 'AURORA01', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const status = (port: number, from: string, headers?: Record<string, string>) => ask(port, '/api/comm/status?device=MOBILE', from, headers);
const captcha = (port: number, from: string, headers?: Record<string, string>) => ask(port, '/api/account/captcha', from, headers);

/** `n` captchas one after another (a limit counts them in order), their statuses. */
async function captchas(port: number, from: string, n: number, headers?: (i: number) => Record<string, string>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await captcha(port, from, headers?.(i))).status);
  return statuses;
}

const problem = nginxMissing();

describe('client addresses behind the documented nginx config', () => {
  let platform: ChildProcess | undefined;
  let nginx: RunningNginx | undefined;
  let platformPort = 0;
  let port = 0;
  const prefix = tempDir('nginx-address');
  const root = tempDir('empty-site');

  beforeAll(async () => {
    if (problem) throw new Error(problem);
    platformPort = await freePort();
    // The platform as an operator starts it behind nginx on the same machine (src/server/README.md, "Behind a proxy").
    const child = spawn(
      process.execPath,
      [join(ROOT, 'src/server/main.ts'), '--memory', '--port', String(platformPort), '--brand', 'aurora', '--trust-proxy', '127.0.0.1'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    platform = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const read = (d: Buffer) => {
        output += d;
        if (output.includes('Press Ctrl+C')) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`the platform exited with ${code}:\n${output}`)));
    });
    expect(output).toContain('Client addresses: from X-Forwarded-For when the connection comes from 127.0.0.1');

    port = await freePort();
    nginx = startNginx(prefix, nginxSite({ listen: `127.0.0.1:${port}`, serverName: 'aurora.localhost', root, platform: `http://127.0.0.1:${platformPort}` }));
    await vi.waitFor(
      async () => {
        if (nginx?.process.exitCode !== null) throw new Error(`nginx stopped:\n${nginx?.log()}`);
        expect((await status(port, '127.0.0.1')).status).toBe(200);
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    if (platform && platform.exitCode === null) {
      const exited = new Promise((resolve) => platform!.once('exit', resolve));
      platform.kill('SIGTERM');
      await exited;
    }
    for (const dir of [prefix, root]) rmSync(dir, { recursive: true, force: true });
  });

  test('the platform sees the address each player connected to nginx from, whatever X-Forwarded-For the player sent', async () => {
    expect((await status(port, '127.0.0.2')).body.value?.location?.ip).toBe('127.0.0.2');
    expect((await status(port, '127.0.0.3')).body.value?.location?.ip).toBe('127.0.0.3');
    // A player's own X-Forwarded-For is replaced by nginx, not believed.
    expect((await status(port, '127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).body.value?.location?.ip).toBe('127.0.0.2');
  });

  test('two players are limited separately, and a player cannot escape the limit by naming other addresses', async () => {
    const first = await captchas(port, '127.0.0.5', CAPTCHA_LIMIT);
    expect(first.every((s) => s === 200)).toBe(true);
    expect((await captcha(port, '127.0.0.5')).status).toBe(429);
    // Sending a different X-Forwarded-For each time changes nothing: nginx writes the address it sees.
    const spoofed = await captchas(port, '127.0.0.5', 5, (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }));
    expect(spoofed).toEqual([429, 429, 429, 429, 429]);
    // Another player behind the same nginx still gets every one of theirs.
    const second = await captchas(port, '127.0.0.6', CAPTCHA_LIMIT);
    expect(second.every((s) => s === 200)).toBe(true);
    expect((await captcha(port, '127.0.0.6')).status).toBe(429);
  }, 60_000);

  test('X-Forwarded-For sent to the platform directly, not through the trusted proxy, is ignored', async () => {
    // 127.0.0.7 is no trusted proxy: its header is its own claim.
    const direct = await status(platformPort, '127.0.0.7', { 'x-forwarded-for': '203.0.113.50' });
    expect(direct.status).toBe(200);
    expect(direct.body.value?.location?.ip).toBe('127.0.0.7');
    // A new made-up address on every request still counts against the caller's own.
    const statuses = await captchas(platformPort, '127.0.0.7', CAPTCHA_LIMIT + 1, (i) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` }));
    expect(statuses.slice(0, CAPTCHA_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[CAPTCHA_LIMIT]).toBe(429);
    // The same header from the trusted proxy's address is believed: trust is by the connection, not the header.
    expect((await status(platformPort, '127.0.0.1', { 'x-forwarded-for': '203.0.113.50' })).body.value?.location?.ip).toBe('203.0.113.50');
  }, 60_000);
});
