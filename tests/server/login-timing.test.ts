// At the full cost of the password rules (src/server/README.md, Security: scrypt N=2^17),
// a failed login gives the same answer and costs the same work whether the name
// exists or not: an unknown name is checked against a dummy hash, so both run
// one password hash. Also shows the default cost really is 2^17.
//
// Timing is compared as the CPU time this process spends on each login, not the
// wall time: on a busy machine other processes stretch the wall time of any one
// login by seconds, but not the work it does. Vitest runs each test file in a
// process of its own, and the server answers in this process (fastify.inject),
// so the CPU time is the server's work for that login. Known and unknown logins
// alternate, each round swapping which goes first, and medians are compared.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordChecks } from '../../src/server/services/passwords.ts';
import { callRequest, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ unsafeFastPasswordHashing: false });
});
afterAll(() => s.close());

interface Attempt {
  status: number;
  body: unknown;
  /** Microseconds of CPU time (user + system, every thread of this process). */
  cpu: number;
  hashes: number;
}

async function attempt(username: string): Promise<Attempt> {
  // Encrypted by the client code before the measurement starts: only the server's work is counted.
  const request = await callRequest(s.app, 'login', { username, password: 'wrong-password', type: 'username', captcha: '' });
  const checks = passwordChecks.count;
  const before = process.cpuUsage();
  const r = await s.app.inject({ method: request.method as 'POST', url: request.url, headers: request.headers, payload: request.payload });
  const used = process.cpuUsage(before);
  return { status: r.statusCode, body: r.json(), cpu: used.user + used.system, hashes: passwordChecks.count - checks };
}

/** A hash takes about 0.3 s on a quiet machine, and many seconds of wall time on a busy one. */
const TIMEOUT_MS = 600_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

it(
  'hashes at N=2^17 by default, and answers unknown and known names alike, with the same work',
  async () => {
    const hash = (s.platform.db.prepare("SELECT password_hash FROM accounts WHERE username = 'demo0'").get() as { password_hash: string }).password_hash;
    expect(hash.startsWith('scrypt$17$8$1$')).toBe(true);
    await attempt('warm-up'); // the dummy hash is made on first use

    const ROUNDS = 6;
    // Two failures per name stay below the captcha threshold (three), so every answer is the plain failure.
    const knownNames = ['demo0', 'demo1', 'demo2'];
    const known: Attempt[] = [];
    const unknown: Attempt[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const k = () => attempt(knownNames[i % knownNames.length]!).then((a) => known.push(a));
      const u = () => attempt(`nobody${i}`).then((a) => unknown.push(a));
      if (i % 2) await u().then(k);
      else await k().then(u);
    }

    // The same answer, word for word.
    for (const a of [...known, ...unknown]) expect({ status: a.status, body: a.body }).toEqual({ status: unknown[0]!.status, body: unknown[0]!.body });
    expect(unknown[0]!.body).toMatchObject({ success: false, code: 'login.failed' });
    // The same work: one password check each, at the cost a real hash takes.
    expect(known.map((a) => a.hashes)).toEqual(Array(ROUNDS).fill(1));
    expect(unknown.map((a) => a.hashes)).toEqual(Array(ROUNDS).fill(1));
    const knownCpu = median(known.map((a) => a.cpu));
    const unknownCpu = median(unknown.map((a) => a.cpu));
    expect(knownCpu).toBeGreaterThan(50_000); // 50 ms of CPU: an N=2^17 hash ran (an N=2^10 one takes about 1 ms)
    // Measured near 1 on a loaded 2-core machine; skipping the hash for unknown names would make it a hundred or more.
    const ratio = knownCpu / unknownCpu;
    const medians = `median CPU per login: known ${knownCpu} µs, unknown ${unknownCpu} µs`;
    expect(ratio, medians).toBeGreaterThan(0.5);
    expect(ratio, medians).toBeLessThan(2);
  },
  TIMEOUT_MS,
);
