// Whole answers of the catalogue calls (game lists, hot and new games, vendor
// types, menus), keyed by merchant, origin and URL. Those answers depend on
// nothing else, and the catalogue changes only through the seed, so a kept
// answer stays right; every check before the handler (merchant, module,
// maintenance, region, flags) still runs on each request. Bounded by bytes.
export const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;

export class ResponseCache {
  /** Bodies as UTF-8 bytes: sending bytes skips encoding the text on every answer. */
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  private readonly maxBytes: number;
  hits = 0;
  misses = 0;
  /** Off: every request runs its handler (the benchmark measures both ways). */
  enabled = true;

  constructor(maxBytes = RESPONSE_CACHE_BYTES) {
    this.maxBytes = maxBytes;
  }

  get(key: string): Buffer | undefined {
    const body = this.enabled ? this.entries.get(key) : undefined;
    if (body === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(key); // most recently used goes last
    this.entries.set(key, body);
    return body;
  }

  /** Keeps the body and returns its bytes, to send. */
  set(key: string, text: string): Buffer {
    const body = Buffer.from(text, 'utf8');
    const size = key.length * 2 + body.length;
    if (!this.enabled || size > this.maxBytes / 16) return body;
    const old = this.entries.get(key);
    if (old !== undefined) this.bytes -= key.length * 2 + old.length;
    this.entries.set(key, body);
    this.bytes += size;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= k.length * 2 + v.length;
    }
    return body;
  }
}
