// Which connections may tell the platform who the client is. Behind a reverse
// proxy every connection comes from the proxy, so the per-address limits and
// the region check need the address the proxy saw, which it passes in
// X-Forwarded-For. That header is believed only from the proxies named here:
// from anyone else it is the client's own claim, and ignored.
import { isIP } from 'node:net';

/** The environment variable `npm run platform` and `npm start` read when `--trust-proxy` is not given. */
export const TRUST_PROXY_ENV = 'LOBBYKIT_TRUST_PROXY';

/** proxy-addr's names for address ranges (fastify's trustProxy takes them as they are). */
const RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * A list of proxy addresses as fastify's trustProxy takes it: addresses, CIDR
 * ranges (10.0.0.0/8, fd00::/8) and the names loopback, linklocal, uniquelocal,
 * separated by commas. Throws an error saying what to write for anything else.
 */
export function parseTrustProxy(text: string, source = '--trust-proxy'): string[] {
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) throw new Error(`${source} needs the proxy's address, for example ${source} 127.0.0.1 (nginx on this machine).`);
  for (const entry of entries) {
    if (RANGES.includes(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const max = family === 4 ? 32 : 128;
    const maskOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if (!family || rest.length || !maskOk)
      throw new Error(
        `${source}: "${entry}" is no address, range or name. Write the addresses your proxy connects from, separated by commas: 127.0.0.1 (nginx on this machine), 10.0.0.0/8 (a range), or one of ${RANGES.join(', ')}.`,
      );
  }
  return entries;
}

/** `--trust-proxy LIST` (its parsed value), else the environment variable; undefined (trust no one) when neither is set. */
export function trustProxyFrom(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  if (flag !== undefined) return parseTrustProxy(flag);
  const fromEnv = env[TRUST_PROXY_ENV];
  return fromEnv === undefined || fromEnv.trim() === '' ? undefined : parseTrustProxy(fromEnv, TRUST_PROXY_ENV);
}

/** One line for a start-up banner: where client addresses come from. */
export function clientAddressLine(trusted: readonly string[] | undefined): string {
  return trusted?.length
    ? `Client addresses: from X-Forwarded-For when the connection comes from ${trusted.join(', ')} (trusted proxies); the connection's own address otherwise.`
    : `Client addresses: each connection's own address; X-Forwarded-For is ignored (behind a proxy, add --trust-proxy <its address> or set ${TRUST_PROXY_ENV}).`;
}
