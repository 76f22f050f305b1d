// The build's content snapshot (src/README.md, From brand folder to DOM): asks a brand's platform
// for the public, session-free answers its prebuilt pages show
// (src/app/prebuilt-requests.ts), in the brand's default language, and checks
// each against the contract in schemas/api/. Any failure leaves that brand
// without a snapshot (its pages paint placeholders, as with no platform at
// all) and is reported like a config problem: brand, call, what was wrong.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { BrandConfig } from '../config/generated/brand.ts';
import type { PrebuiltOffer } from '../app/feature-entries.ts';
import { snapshotRequests } from '../app/prebuilt-requests.ts';
import { prebuiltPaths } from '../app/routes.ts';
import { CALLS, schemaFileOf, type CallName } from '../platform/calls.ts';
import { createPlatformClient, PlatformError } from '../platform/client.ts';
import { statusRequest } from '../platform/public-requests.ts';
import { dataKey, type ContentSnapshot, type DataRequest } from '../platform/snapshot.ts';
import { responseValidator } from '../server/validation.ts';
import { featureOffers } from './feature-offers.ts';

/** A platform slower than this at build time is treated as unreachable: a build must not hang on it. */
const TIMEOUT_MS = 10_000;

export interface SnapshotOutcome {
  snapshot?: ContentSnapshot;
  seconds: number;
  bytes: number;
  /** Why there is no snapshot: no platform address, unreachable, or a bad answer (brand, call, what was wrong). */
  problem?: string;
}

/** Where the brand's platform is for the build: its absolute `platform.apiBase`, else `apiBase` below `contentFrom`. */
export function platformBase(brand: BrandConfig, contentFrom: string | undefined): string | undefined {
  const base = brand.platform.apiBase;
  if (/^https?:\/\//i.test(base)) return base;
  if (!contentFrom) return undefined;
  return new URL(base, contentFrom.endsWith('/') ? contentFrom : `${contentFrom}/`).href.replace(/\/+$/, '');
}

/**
 * The host the site's visitors reach a same-origin platform at (`platform.apiBase`
 * a path): the platform builds image URLs from the request's host, so the
 * snapshot must ask as a visitor would, or every image URL would change when
 * the app revalidates. For a loopback platform (npm start), <id>.localhost on
 * its port; otherwise the brand's first published origin.
 */
export function siteHost(brand: BrandConfig, contentFrom: string | undefined): string | undefined {
  if (/^https?:\/\//i.test(brand.platform.apiBase) || !contentFrom) return undefined;
  const from = new URL(contentFrom);
  if (['127.0.0.1', 'localhost', '[::1]'].includes(from.hostname)) return `${brand.id}.localhost${from.port ? `:${from.port}` : ''}`;
  return brand.origins[0] ? new URL(brand.origins[0]).host : undefined;
}

/**
 * The origin the snapshot's image URLs name (the platform builds them from the host asked as, siteHost): the
 * site's policy must allow it, or a site served at another origin than the one it was built for (another of the
 * brand's origins, or npm start's site on another port) shows none of its prebuilt pages' images.
 */
export function siteOrigin(brand: BrandConfig, contentFrom: string | undefined): string | undefined {
  const host = siteHost(brand, contentFrom);
  if (!host) return undefined;
  const base = new URL(platformBase(brand, contentFrom)!);
  return host.startsWith(`${brand.id}.localhost`) ? `${base.protocol}//${host}` : new URL(brand.origins[0]!).origin;
}

/** A request that follows from an answer follows from one asked in an earlier round; a chain longer than this is a loop. */
const MAX_ROUNDS = 4;

/** Every request the brand's prebuilt pages read given the answers so far, plus the status its site starts from. */
export function brandRequests(offers: readonly PrebuiltOffer[], brand: BrandConfig, answers: Readonly<Record<string, unknown>> = {}): DataRequest[] {
  return [statusRequest, ...snapshotRequests(offers, brand, prebuiltPaths(), answers)];
}

export async function takeSnapshot(brand: BrandConfig, contentFrom: string | undefined): Promise<SnapshotOutcome> {
  const started = performance.now();
  const done = (o: Omit<SnapshotOutcome, 'seconds'>): SnapshotOutcome => ({ ...o, seconds: (performance.now() - started) / 1000 });
  const base = platformBase(brand, contentFrom);
  if (!base)
    return done({
      bytes: 0,
      problem: `no platform address: platform.apiBase is "${brand.platform.apiBase}" (a path on the site's origin). Pass --content-from <url> (or LOBBYKIT_CONTENT_FROM) to build it with its content.`,
    });

  // The client attaches the headers the site sends; this keeps each raw answer for the contract check.
  let lastBody = '';
  // Checked as the answer arrives, before the client reads it: a wrong shape must be reported, not crash the client.
  let current: CallName = 'status';
  let shape: string | undefined;
  const host = siteHost(brand, contentFrom);
  const client = createPlatformClient({
    apiBase: base,
    merchantCode: brand.merchantCode,
    getToken: () => undefined,
    getLanguage: () => brand.languages.default,
    timeoutMs: TIMEOUT_MS,
    fetch: async (input, init) => {
      const response = await (host ? fetchAs(host) : fetch)(input, init);
      lastBody = await response.clone().text();
      shape = shapeProblem(current, lastBody);
      return response;
    },
  });

  const answers: Record<string, unknown> = {};
  /** Asks one request and keeps its answer; what was wrong, if it failed. */
  const ask = async ({ call, request }: DataRequest): Promise<string | undefined> => {
    const where = `${call} (${CALLS[call].method} ${base}${CALLS[call].path})`;
    lastBody = '';
    current = call;
    shape = undefined;
    try {
      answers[dataKey(call, request)] = await (client[call] as (r: object) => Promise<unknown>)(request);
    } catch (e) {
      if (shape) return `${where} ${shape}`;
      const error = e instanceof PlatformError ? e : undefined;
      if (error?.code === 'network.offline' || error?.code === 'network.slow')
        return `platform unreachable: ${where} got no answer (${error.message}). Start the platform, or fix platform.apiBase / --content-from.`;
      if (error?.code === 'network.failed')
        return `${where} answered HTTP ${error.status} with no valid JSON envelope (it began ${JSON.stringify(lastBody.slice(0, 60))}). Check that the address is the platform API.`;
      return `${where} failed: HTTP ${error?.status ?? '?'} ${error?.code ?? ''} ${error?.message ?? String(e)}`.trim();
    }
    return shape && `${where} ${shape}`;
  };
  // In rounds: the category rows and the e-sports and cockfight pages ask for what the vendor types answer names.
  const offers = await featureOffers();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const todo = brandRequests(offers, brand, answers).filter((r) => !(dataKey(r.call, r.request) in answers));
    if (!todo.length) break;
    for (const r of todo) {
      const problem = await ask(r);
      if (problem) return done({ bytes: 0, problem });
    }
  }
  const snapshot: ContentSnapshot = { takenAt: new Date().toISOString(), lng: brand.languages.default, answers };
  return done({ snapshot, bytes: Buffer.byteLength(JSON.stringify(snapshot)) });
}

/** What is wrong with a successful answer's shape against the call's contract, if anything. */
function shapeProblem(call: CallName, body: string): string | undefined {
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return undefined; // not JSON at all: the client reports that
  }
  if ((envelope as { success?: unknown } | null)?.success !== true) return undefined;
  const validate = responseValidator(call);
  if (validate(envelope)) return undefined;
  const err = validate.errors?.[0];
  return `answered a shape that does not match schemas/api/${schemaFileOf(call)}: at ${err?.instancePath || '/'} ${err?.message ?? 'invalid'}. Fix the platform's answer or the contract.`;
}

/** fetch() with another Host header, which fetch itself never sends: the snapshot's GET calls only. */
function fetchAs(host: string): typeof fetch {
  return (input, init) =>
    new Promise((resolve, reject) => {
      const url = new URL(String(input));
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(
        url,
        { method: init?.method ?? 'GET', headers: { ...(init?.headers as Record<string, string>), host }, signal: init?.signal ?? undefined },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () =>
            resolve(
              new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: { 'content-type': String(res.headers['content-type'] ?? '') } }),
            ),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
}
