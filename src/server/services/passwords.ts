// Password hashing: scrypt with N=2^17, r=8, p=1 (src/server/README.md, Security), about
// 0.3 s and 128 MiB per hash, run on libuv's thread pool so the event loop stays
// free. Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, so verification reads
// the cost from the hash and a later cost change keeps old hashes working.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/** The cost of src/server/README.md, Security. The only cost outside tests. */
export const DESIGN_COST: ScryptCost = { logN: 17, r: 8, p: 1 };
/** 2^10: only under buildPlatformServer({ unsafeFastPasswordHashing: true }), which the test suites use to stay fast. */
export const TEST_COST: ScryptCost = { logN: 10, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.logN;
  // scrypt needs 128 * N * r * p bytes; Node's default cap (32 MiB) is below that at N=2^17.
  const maxmem = 256 * N * cost.r * cost.p;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: cost.r, p: cost.p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.logN}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * Passwords this process has checked. Only tests read it, to count the real
 * checks a burst of concurrent logins gets (tests/server/limits-concurrency.test.ts)
 * and that a login for an unknown name checks one as a known name's does
 * (tests/server/login-timing.test.ts).
 */
export const passwordChecks = { count: 0 };

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  passwordChecks.count++;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Refuse costs no hash of ours has, so a tampered row cannot make us allocate gigabytes.
  if (!(logN >= 10 && logN <= 18 && r >= 1 && r <= 16 && p >= 1 && p <= 4)) return false;
  const expected = Buffer.from(parts[5]!, 'base64');
  const key = await derive(password, Buffer.from(parts[4]!, 'base64'), { logN, r, p });
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/**
 * Hashes that are computed once per process and cost: the demo accounts' shared
 * hash (the seed stays fast) and the dummy hash an unknown user's login is
 * checked against, so it takes as long as a known user's.
 */
const shared = new Map<string, Promise<string>>();

export function sharedHash(label: string, password: string, cost: ScryptCost): Promise<string> {
  const key = `${label}:${cost.logN}:${cost.r}:${cost.p}`;
  let found = shared.get(key);
  if (!found) shared.set(key, (found = hashPassword(password, cost)));
  return found;
}

export function dummyHash(cost: ScryptCost): Promise<string> {
  return sharedHash('dummy', randomBytes(12).toString('base64'), cost);
}
