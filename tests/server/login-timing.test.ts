// At the full cost of src/server/README.md, Security (scrypt N=2^17), an unknown user's
// login takes about as long as a wrong password for a real one: both run one
// password hash. Also shows the default cost really is 2^17.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ unsafeFastPasswordHashing: false });
});
afterAll(() => s.close());

async function timed(username: string): Promise<number> {
  const t = performance.now();
  const r = await call(s.app, 'login', { username, password: 'wrong-password', type: 'username', captcha: '' });
  expect(r.body.code).toBe('login.failed');
  return performance.now() - t;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

it('hashes at N=2^17 by default and answers unknown and known names in similar time', async () => {
  const hash = (s.platform.db.prepare("SELECT password_hash FROM accounts WHERE username = 'demo0'").get() as { password_hash: string }).password_hash;
  expect(hash.startsWith('scrypt$17$8$1$')).toBe(true);
  await timed('warm-up'); // the dummy hash is made on first use
  const known: number[] = [];
  const unknown: number[] = [];
  // Different names each time: two failures per name stay below the captcha threshold.
  for (let i = 0; i < 4; i++) {
    known.push(await timed(i % 2 ? 'demo1' : 'demo2'));
    unknown.push(await timed(`nobody${i}`));
  }
  const ratio = median(known) / median(unknown);
  expect(median(known)).toBeGreaterThan(50); // a real hash ran
  expect(ratio).toBeGreaterThan(0.5); // wide bounds: build machines are shared; skipping the hash would give a ratio in the hundreds
  expect(ratio).toBeLessThan(2);
}, 60_000);
