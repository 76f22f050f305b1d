// SMS and e-mail codes (src/server/README.md, Security): 6 digits from a CSPRNG, valid 10
// minutes, 5 tries, stored as an HMAC, delivered only to the dev outbox. A new
// code replaces the old one; it can be asked for once the previous send's
// countdown (60 s, account spec section 9) is over, and one number gets at most
// 10 codes an hour.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { ApiError } from './api-error.ts';
import { transaction } from '../db/open-database.ts';
import type { Outbox } from './outbox.ts';
import { RateLimiter } from './rate-limit.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TRIES = 5;
export const RESEND_AFTER_MS = 60_000;
/** Codes one number (or, for e-mail resets, one name) is sent in an hour, whoever asks: with the 60 s countdown alone it could be 60. */
export const SENDS_PER_TARGET_PER_HOUR = 10;

export type CodePurpose = 'register' | 'login' | 'reset' | 'email-reset';

interface CodeRow {
  code_hash: string;
  expires_at: number;
  tries: number;
}

export class VerificationCodes {
  private readonly db: DatabaseSync;
  private readonly secret: Buffer;
  private readonly now: () => number;
  private readonly outbox: Outbox;
  private readonly get: StatementSync;
  private readonly put: StatementSync;
  private readonly miss: StatementSync;
  private readonly del: StatementSync;
  /** When each target was last sent a code; kept for every target, known or not, so the resend wait says nothing about accounts. */
  private readonly lastSent = new Map<string, number>();
  /** Sends per merchant and target in the hour, known targets or not. */
  private readonly sends: RateLimiter;

  constructor(db: DatabaseSync, secret: Buffer, now: () => number, outbox: Outbox) {
    this.db = db;
    this.secret = secret;
    this.sends = new RateLimiter(now);
    this.now = now;
    this.outbox = outbox;
    this.get = db.prepare('SELECT code_hash, created_at, expires_at, tries FROM codes WHERE merchant = ? AND purpose = ? AND target = ?');
    this.put = db.prepare('INSERT OR REPLACE INTO codes (merchant, purpose, target, code_hash, created_at, expires_at, tries) VALUES (?, ?, ?, ?, ?, ?, 0)');
    this.miss = db.prepare('UPDATE codes SET tries = tries + 1 WHERE merchant = ? AND purpose = ? AND target = ?');
    this.del = db.prepare('DELETE FROM codes WHERE merchant = ? AND purpose = ? AND target = ?');
  }

  private digest(merchant: string, purpose: string, target: string, code: string): Buffer {
    return createHmac('sha256', this.secret).update(`${merchant}\u0000${purpose}\u0000${target}\u0000${code}`).digest();
  }

  /**
   * Makes a new code and hands it to the outbox. `deliver` false answers the same
   * and starts the same resend wait without sending anything: an unknown number
   * in the login and reset flows, a name and e-mail that do not match. So
   * neither this answer nor trying codes afterwards says which accounts exist.
   */
  issue(
    merchant: string,
    purpose: CodePurpose,
    target: string,
    message: { channel: 'sms' | 'email'; to: string; text: (code: string) => string },
    deliver = true,
  ): { expirationTime: number; validUntil: number } {
    const now = this.now();
    const key = `${merchant}\u0000${purpose}\u0000${target}`;
    const last = this.lastSent.get(key);
    if (last !== undefined && now < last + RESEND_AFTER_MS) {
      const expirationTime = last + RESEND_AFTER_MS;
      throw new ApiError('code.too_soon', `Wait ${Math.ceil((expirationTime - now) / 1000)} s.`, { expirationTime, retryAfterMs: expirationTime - now });
    }
    const sent = this.sends.hit(`${merchant}\u0000${target}`, SENDS_PER_TARGET_PER_HOUR, 3600_000);
    if (!sent.ok)
      throw new ApiError(
        'rate.limited',
        `At most ${SENDS_PER_TARGET_PER_HOUR} codes an hour are sent to one number or account; try again in ${Math.ceil(sent.retryAfterMs / 60_000)} min.`,
        { retryAfterMs: sent.retryAfterMs },
      );
    if (this.lastSent.size > 20_000) for (const [k, at] of this.lastSent) if (now >= at + RESEND_AFTER_MS) this.lastSent.delete(k);
    this.lastSent.set(key, now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (deliver) {
      this.put.run(merchant, purpose, target, this.digest(merchant, purpose, target, code).toString('base64'), now, now + CODE_TTL_MS);
      this.outbox.add({ merchant, channel: message.channel, to: message.to, purpose, text: message.text(code), code, at: now });
    } else if (!this.get.get(merchant, purpose, target)) {
      // An undelivered code nobody knows, so trying codes for this target answers exactly as for a
      // real one ("n tries left"). Stored only where no code is pending, so it never replaces a real one.
      this.put.run(merchant, purpose, target, this.digest(merchant, purpose, target, code).toString('base64'), now, now + CODE_TTL_MS);
    }
    return { expirationTime: now + RESEND_AFTER_MS, validUntil: now + CODE_TTL_MS };
  }

  /**
   * Throws code.wrong, code.expired or code.exhausted unless `code` is the live
   * code. A wrong code uses up a try. With `consume` a right code is spent;
   * without, call consume() once everything else has passed (a set-password
   * refused for reusing the old password keeps its code, account spec section 4).
   */
  check(merchant: string, purpose: CodePurpose, target: string, code: string, consume = true): void {
    // Read, compare and count the try in one transaction: concurrent guesses each see the tries before them.
    const verdict = transaction(this.db, () => {
      const row = this.get.get(merchant, purpose, target) as CodeRow | undefined;
      if (!row) return { fault: 'none' } as const;
      if (this.now() > row.expires_at) return { fault: 'expired' } as const;
      if (row.tries >= CODE_TRIES) return { fault: 'exhausted' } as const;
      const given = this.digest(merchant, purpose, target, code);
      const stored = Buffer.from(row.code_hash, 'base64');
      if (!/^[0-9]{6}$/.test(code) || !timingSafeEqual(given, stored)) {
        this.miss.run(merchant, purpose, target);
        return { fault: 'wrong', left: CODE_TRIES - row.tries - 1 } as const;
      }
      if (consume) this.del.run(merchant, purpose, target);
      return { fault: undefined } as const;
    });
    switch (verdict.fault) {
      case 'none':
        throw new ApiError('code.wrong', 'No code was sent for this number, or it was already used. Ask for a new code.');
      case 'expired':
        throw new ApiError('code.expired');
      case 'exhausted':
        throw new ApiError('code.exhausted');
      case 'wrong': {
        const { left } = verdict;
        throw new ApiError('code.wrong', left > 0 ? `${left} ${left === 1 ? 'try' : 'tries'} left.` : 'No tries left: ask for a new code.');
      }
    }
  }

  consume(merchant: string, purpose: CodePurpose, target: string): void {
    this.del.run(merchant, purpose, target);
  }
}
