// Sends what fuzz-requests.ts generates: over real loopback HTTP, a few at a
// time, sealing the requests that carry an encrypted payload, and counts the
// answers by status with the first few faults (a 5xx or no answer at all).
// Used by the fuzz test (tests/server/fuzz.test.ts) and `npm run bench -- fuzz`.
import fc from 'fast-check';
import { encryptionAdditionalData } from '../../src/platform/calls.ts';
import { encryptPayload, type PlatformPublicKey } from '../../src/platform/encryption.ts';
import { type FuzzOptions, type FuzzRequest, fuzzRequest } from './fuzz-requests.ts';

export interface FuzzRun {
  /** Answers by HTTP status ("network" when the connection failed). */
  statuses: Map<string, number>;
  /** The first few requests answered with a 5xx or no answer, with what they got. */
  faults: { request: string; status: string; body: string }[];
  requests: number;
}

/** Sends one generated request over loopback; its status, or "network". */
export async function sendFuzz(base: string, request: FuzzRequest, key: PlatformPublicKey, now: () => number): Promise<{ status: string; body: string }> {
  let { body } = request;
  const headers = { ...request.headers };
  if (request.seal) {
    const sealed = await encryptPayload(key, encryptionAdditionalData(request.seal.call), request.seal.payload, { now });
    headers.encryption = sealed.header;
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(sealed.body);
  }
  try {
    const r = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers,
      body: body as BodyInit | undefined,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: String(r.status), body: (await r.text()).slice(0, 300) };
  } catch (e) {
    return { status: 'network', body: String((e as Error).cause ?? e).slice(0, 300) };
  }
}

/** The seed the fuzz test and the fuzz bench start from, so a failure found by either can be replayed. */
export const FUZZ_SEED = 20260613;

/**
 * Generates `count` requests from `seed` (in chunks, so 50,000 never sit in
 * memory at once) and sends them `concurrency` at a time.
 */
export async function runFuzz(
  options: FuzzOptions & {
    base: string;
    key: PlatformPublicKey;
    now: () => number;
    seed: number;
    count: number;
    concurrency: number;
    onProgress?: (done: number) => void;
  },
): Promise<FuzzRun> {
  const arbitrary = fuzzRequest(options);
  const run: FuzzRun = { statuses: new Map(), faults: [], requests: 0 };
  const CHUNK = 500;
  for (let start = 0; start < options.count; start += CHUNK) {
    const batch = fc.sample(arbitrary, { seed: options.seed + start, numRuns: Math.min(CHUNK, options.count - start) });
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const request = batch[next++]!;
        const answer = await sendFuzz(options.base, request, options.key, options.now);
        run.requests++;
        run.statuses.set(answer.status, (run.statuses.get(answer.status) ?? 0) + 1);
        if ((answer.status === 'network' || Number(answer.status) >= 500) && run.faults.length < 10) {
          run.faults.push({
            request: `${request.kind}: ${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 300)} ${String(request.body ?? JSON.stringify(request.seal?.payload) ?? '').slice(0, 300)}`,
            ...answer,
          });
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    options.onProgress?.(run.requests);
  }
  return run;
}
