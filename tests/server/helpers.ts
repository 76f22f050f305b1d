// Shared by the server suites: a real platform server (in-memory or a temp file
// database), a movable clock, and ways to make calls through fastify.inject or
// over loopback with the real client.
import { BEACON_CONTENT_TYPE, beaconUrl } from '../../src/platform/beacon.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { loadBrands } from '../../src/config/load-brands.ts';
import { CALLS, type CallName, type ClientCall, encryptionAdditionalData, type ValueOf } from '../../src/platform/calls.ts';
import { createPlatformClient, type PlatformClient } from '../../src/platform/client.ts';
import { encryptPayload } from '../../src/platform/encryption.ts';
import type { FailureEnvelope } from '../../src/platform/generated/api.ts';
import { buildPlatformServer, platformOf } from '../../src/server/app.ts';
import type { Platform, PlatformOptions } from '../../src/server/platform.ts';

export const AURORA = 'AURORA01';
export const SIAM = 'SIAM01';
export const FALAK = 'FALAK01';
export const DEMO_PASSWORD = 'demo1234';

let brandCache: BrandConfig[] | undefined;

/** Fresh copies of the demo brands' validated configs (tests may change them). */
export function testBrands(patch?: (brands: BrandConfig[]) => void): BrandConfig[] {
  brandCache ??= loadBrands().flatMap((b) => (b.config ? [b.config] : []));
  const copy = structuredClone(brandCache);
  patch?.(copy);
  return copy;
}

export class Clock {
  at = Date.now();
  now = () => this.at;
  advance(ms: number) {
    this.at += ms;
  }
}

export interface TestServer {
  app: FastifyInstance;
  platform: Platform;
  clock: Clock;
  close(): Promise<void>;
}

export async function startServer(options: Partial<PlatformOptions> & { patch?: (brands: BrandConfig[]) => void } = {}): Promise<TestServer> {
  const clock = new Clock();
  const { patch, ...rest } = options;
  const app = await buildPlatformServer({
    brands: testBrands(patch),
    dbPath: ':memory:',
    devTools: true,
    checkResponses: true,
    unsafeFastPasswordHashing: true,
    now: clock.now,
    ...rest,
  });
  return { app, platform: platformOf(app), clock, close: () => app.close() };
}

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** An answer as the server sent it: `value` is the call's value when it succeeded (see failureDetail for a refusal's). */
export interface CallResult<K extends CallName = CallName> {
  status: number;
  body: { success: boolean; value: ValueOf<K>; code?: string; message?: string };
}

/** The details a refused call carries in `value` (the field and reason of a bad one, a captcha request). */
export function failureDetail(r: CallResult): FailureEnvelope['value'] {
  return r.body.success ? undefined : (r.body.value as FailureEnvelope['value']);
}

export interface CallRequest {
  method: string;
  /** Path and query, from /api on. */
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
}

/**
 * One call as the client sends it: its method, path, module and merchant
 * headers; encrypted calls are encrypted with the real browser code against
 * the server's key. `call` sends it through fastify.inject; the concurrency
 * tests send many at once over loopback.
 */
export async function callRequest(
  app: FastifyInstance,
  name: CallName,
  request: object = {},
  options: { merchant?: string; token?: string; headers?: Record<string, string>; now?: () => number } = {},
): Promise<CallRequest> {
  const spec: ClientCall = CALLS[name];
  const headers: Record<string, string> = {
    'x-merchant-code': options.merchant ?? AURORA,
    'x-module': spec.module,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  let url = `/api${spec.path}`;
  let payload: string | undefined;
  // Generated requests may hold objects; a query or form carries them as text.
  const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  if (spec.carrier === 'query') {
    const q = new URLSearchParams(
      Object.entries(request)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, text(v)]),
    ).toString();
    if (q) url += `?${q}`;
  } else if (spec.carrier === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(Object.entries(request).map(([k, v]) => [k, text(v)])).toString();
  } else if (spec.carrier === 'beacon') {
    // As navigator.sendBeacon sends it: no header of the page's own, the brand in the query.
    delete headers['x-merchant-code'];
    delete headers['x-module'];
    url = beaconUrl(url, options.merchant ?? AURORA);
    headers['content-type'] = BEACON_CONTENT_TYPE;
    payload = JSON.stringify(request);
  } else if (spec.carrier === 'encrypted') {
    const key = platformOf(app).payloadCrypto.publicKey();
    const sealed = await encryptPayload(key, encryptionAdditionalData(name), request, { now: options.now ?? platformOf(app).now });
    headers['content-type'] = 'application/json';
    headers.encryption = sealed.header;
    payload = JSON.stringify(sealed.body);
  } else {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(request);
  }
  return { method: spec.method, url, headers, payload };
}

/** Makes one call through fastify.inject the way the client would (see callRequest). */
export async function call<K extends CallName>(
  app: FastifyInstance,
  name: K,
  request: object = {},
  options: Parameters<typeof callRequest>[3] = {},
): Promise<CallResult<K>> {
  const { method, url, headers, payload } = await callRequest(app, name, request, options);
  const r = await app.inject({ method: method as 'GET', url, headers, payload });
  return { status: r.statusCode, body: r.json() };
}

/** Logs a demo (or any) account in and returns its token. */
export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD, merchant = AURORA): Promise<string> {
  const r = await call(app, 'login', { username, password, captcha: '', type: 'username' }, { merchant });
  if (r.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(r.body)}`);
  return r.body.value.token as string;
}

/** The server listening on a free loopback port, and a real client for it. */
export async function overLoopback(
  app: FastifyInstance,
  merchant = AURORA,
  options: { token?: () => string | undefined; language?: string; now?: () => number } = {},
) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  let token: string | undefined;
  const client: PlatformClient = createPlatformClient({
    apiBase: `http://127.0.0.1:${port}/api`,
    merchantCode: merchant,
    getToken: options.token ?? (() => token),
    getLanguage: () => options.language ?? 'en',
    now: options.now,
  });
  return { port, client, setToken: (t: string | undefined) => (token = t) };
}

/** Rows in a table, to show that a refused call stored nothing. */
export function count(platform: Platform, table: string): number {
  return (platform.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

export const STORED_TABLES = [
  'accounts',
  'wallets',
  'sessions',
  'favourites',
  'recent_games',
  'feedback',
  'reward_requests',
  'promotion_joins',
  'announcement_reads',
  'codes',
  'ledger',
  'deposit_orders',
  'bank_cards',
  'withdrawals',
  'game_rounds',
  'safer_limits',
  'safer_settings',
  'breaks',
];

export function snapshot(platform: Platform): Record<string, number> {
  return Object.fromEntries(STORED_TABLES.map((t) => [t, count(platform, t)]));
}
