// What stands between an uploaded picture and sharp. Decoding a 20-megapixel
// image takes about 100 MB and a few hundred ms of a core, so:
// - a member has one reward request in the works at a time, claimed before any
//   image is looked at: a duplicate (same promotion) or concurrent (another
//   promotion) request of theirs is refused at once, not after decoding its set;
// - at most DECODE_CONCURRENCY pictures are decoded at once in the process, the
//   rest wait their turn (in order), so a burst of members cannot take all the
//   memory or every core from logins and the game lists.
// In memory, like the per-address limits: enough for one reference process (the
// database still refuses a second pending request of a member in its transaction).
import { ApiError } from './api-error.ts';

/** Pictures decoded at the same time in one process (the machine's 2 cores). */
export const DECODE_CONCURRENCY = 2;
/** When to try again after a request refused because another of the member's is in the works. */
const RETRY_AFTER_MS = 2000;

export class UploadGate {
  /** Member (account id) -> the promotion of their request in the works. */
  private readonly claims = new Map<number, number>();
  private active = 0;
  private readonly queue: (() => void)[] = [];
  /** Pictures handed to the decoder since the server started (tests read it: what was decoded, not how long it took). */
  decodes = 0;
  /** The most decodes that ran at the same time. */
  peak = 0;

  private readonly concurrency: number;

  constructor(concurrency = DECODE_CONCURRENCY) {
    this.concurrency = concurrency;
  }

  /**
   * Claims the member's one upload slot for `promotion`; call the returned
   * function when the request is done, stored or refused. Throws
   * reward.already_applied for the same promotion, rate.limited for another.
   */
  claim(account: number, promotion: number): () => void {
    const busy = this.claims.get(account);
    if (busy === promotion) throw new ApiError('reward.already_applied', 'Your request for this promotion is being checked now.');
    if (busy !== undefined)
      throw new ApiError('rate.limited', 'Another reward request of yours is being checked; send this one when it has finished.', {
        retryAfterMs: RETRY_AFTER_MS,
      });
    this.claims.set(account, promotion);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.claims.delete(account);
    };
  }

  /** Runs one picture's decoding when a decode slot is free. */
  async decode<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active++;
    this.decodes++;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line (active stays the same), or is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
