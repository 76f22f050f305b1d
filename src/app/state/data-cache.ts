// The store behind state/platform-data.ts: answers by key, bounded, least
// recently used first out, and aware of which answers views are showing. A
// long visit (search after search, page after page of a list) would otherwise
// keep every answer it ever saw; an answer on screen is never dropped, and when
// a call is invalidated those are the answers asked for again, the rest dropped.
// Plain code, no React: platform-data.ts ties it to components.

/** The most answers one store keeps besides those on screen (a page shows a few dozen; the snapshot primes fewer). */
export const MAX_CACHED_ANSWERS = 200;

export interface CacheEntry {
  value: unknown;
  /** Date.now() when it arrived; 0 for the build's snapshot, which is always revalidated. */
  at: number;
}

type Listener = (value: unknown) => void;

export class DataCache {
  /** Requests on their way, by key: one at a time per key. */
  readonly pending = new Map<string, Promise<unknown>>();
  /** In order of use, least recent first (a Map keeps insertion order; a use moves the key to the end). */
  private readonly entries = new Map<string, CacheEntry>();
  /** Keys views show now, with each view's listener. */
  private readonly shown = new Map<string, Set<Listener>>();

  readonly maxEntries: number;

  constructor(maxEntries = MAX_CACHED_ANSWERS) {
    this.maxEntries = maxEntries;
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** The answer, marked as just used. */
  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CacheEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.evict();
  }

  /** A view shows this key until the returned function is called; its listener hears each answer a refresh brings. */
  show(key: string, listener: Listener): () => void {
    let listeners = this.shown.get(key);
    if (!listeners) this.shown.set(key, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (!listeners.size && this.shown.get(key) === listeners) this.shown.delete(key);
      this.evict();
    };
  }

  isShown(key: string): boolean {
    return this.shown.has(key);
  }

  /**
   * Drops the matching answers no view shows and returns the matching keys views do show, for the caller to ask
   * again (their old answer stays on screen until the new one comes: `refreshed`).
   */
  invalidate(matches: (key: string) => boolean): string[] {
    const again: string[] = [];
    for (const key of [...this.entries.keys(), ...this.shown.keys()]) {
      if (!matches(key)) continue;
      if (this.shown.has(key)) {
        if (!again.includes(key)) again.push(key);
      } else this.entries.delete(key);
      // An answer already on its way was asked for before the change: it must not stand for after it.
      this.pending.delete(key);
    }
    return again;
  }

  /** A new answer for a key: kept, and handed to the views showing it. */
  refreshed(key: string, value: unknown): void {
    this.set(key, { value, at: Date.now() });
    for (const listener of this.shown.get(key) ?? []) listener(value);
  }

  /** Least recently used first, skipping what is on screen; only answers on screen can take the cache past its bound. */
  private evict(): void {
    if (this.entries.size <= this.maxEntries) return;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) return;
      if (!this.shown.has(key)) this.entries.delete(key);
    }
  }
}
