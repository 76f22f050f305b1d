// Whole answers of the catalogue calls (game lists, hot and new games, vendor
// types, menus), keyed by merchant, origin and URL. Those answers depend on
// nothing else, and the catalogue changes only through the seed, so a kept
// answer stays right; every check before the handler (merchant, module,
// maintenance, region, flags) still runs on each request. Bounded by bytes.
//
// A kept answer is also kept gzipped, made the first time a client that
// accepts gzip asks for it: a page of 24 games is 15 KB as JSON and under
// 2 KB gzipped, which a phone on a slow network feels.
import { constants, gzipSync } from 'node:zlib';

export const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;

/** Smaller answers go as they are: gzip saves too little on them to be worth a header. */
export const GZIP_MIN_BYTES = 1024;

export interface Answer {
  /** The body as UTF-8 bytes: sending bytes skips encoding the text on every answer. */
  body: Buffer;
  gzip?: Buffer;
}

export class ResponseCache {
  private readonly entries = new Map<string, Answer>();
  private bytes = 0;
  private readonly maxBytes: number;
  hits = 0;
  misses = 0;
  /** Off: every request runs its handler (the benchmark measures both ways). */
  enabled = true;

  constructor(maxBytes = RESPONSE_CACHE_BYTES) {
    this.maxBytes = maxBytes;
  }

  get(key: string): Answer | undefined {
    const answer = this.enabled ? this.entries.get(key) : undefined;
    if (answer === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(key); // most recently used goes last
    this.entries.set(key, answer);
    return answer;
  }

  /** Keeps the body and returns the answer, to send. */
  set(key: string, text: string): Answer {
    const answer: Answer = { body: Buffer.from(text, 'utf8') };
    if (!this.enabled || key.length * 2 + answer.body.length > this.maxBytes / 16) return answer;
    const old = this.entries.get(key);
    if (old !== undefined) this.bytes -= sizeOf(key, old);
    this.entries.set(key, answer);
    this.bytes += sizeOf(key, answer);
    this.evict();
    return answer;
  }

  /**
   * The kept answer's gzip bytes, made once and counted in the budget.
   * Undefined for an answer that is not kept: compressing on every request
   * would cost more server time than it saves.
   */
  gzipOf(key: string, answer: Answer): Buffer | undefined {
    if (answer.gzip) return answer.gzip;
    if (this.entries.get(key) !== answer) return undefined;
    answer.gzip = gzipSync(answer.body, { level: constants.Z_BEST_COMPRESSION });
    this.bytes += answer.gzip.length;
    this.evict();
    return answer.gzip;
  }

  /** Forgets every answer (the brands they were made for changed). */
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private evict() {
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= sizeOf(k, v);
    }
  }
}

function sizeOf(key: string, answer: Answer): number {
  return key.length * 2 + answer.body.length + (answer.gzip?.length ?? 0);
}

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}
