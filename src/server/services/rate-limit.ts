// Fixed-window counters in memory, per key (an address, a name, a number).
// Enough for one reference process; a deployment puts its own limits in front.
export interface LimitResult {
  ok: boolean;
  retryAfterMs: number;
}

export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  hit(key: string, limit: number, windowMs: number): LimitResult {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (this.windows.size > 50_000) this.prune(now, windowMs);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    return { ok: w.count <= limit, retryAfterMs: w.count <= limit ? 0 : w.start + windowMs - now };
  }

  /** Takes back one hit of `key` (an attempt that turned out not to be what the limit counts, such as a right password). */
  release(key: string): void {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count--;
  }

  private prune(now: number, windowMs: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= windowMs) this.windows.delete(k);
  }
}
