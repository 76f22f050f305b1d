// Captcha images (base64 PNG, account spec section 3, drawn by captcha-image.ts) with numeric answers.
// A demonstration, not a security control (src/server/README.md, "Captcha").
// An answer is checked once (right or wrong, the captcha is spent) and expires
// after 5 minutes; the database keeps only its HMAC. With devTools on, answers
// are also kept in memory for the dev-only call GET /api/dev/captcha.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { type CaptchaColours, drawCaptcha } from './captcha-image.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;
const LIGHT: CaptchaColours = { background: [255, 255, 255], ink: [15, 23, 42] };

export class Captchas {
  private readonly secret: Buffer;
  private readonly now: () => number;
  private readonly insert: StatementSync;
  private readonly take: StatementSync;
  private readonly prune: StatementSync;
  private created = 0;
  /** key -> answer; only with devTools. */
  readonly devAnswers: Map<string, string> | undefined;

  constructor(db: DatabaseSync, secret: Buffer, now: () => number, devTools: boolean) {
    this.secret = secret;
    this.now = now;
    this.insert = db.prepare('INSERT INTO captchas (key, merchant, answer_hash, expires_at) VALUES (?, ?, ?, ?)');
    this.take = db.prepare('DELETE FROM captchas WHERE key = ? AND merchant = ? RETURNING answer_hash, expires_at');
    this.prune = db.prepare('DELETE FROM captchas WHERE expires_at < ?');
    this.devAnswers = devTools ? new Map() : undefined;
  }

  private digest(key: string, answer: string): Buffer {
    return createHmac('sha256', this.secret).update(`captcha\u0000${key}\u0000${answer}`).digest();
  }

  /** A new captcha of `length` digits, drawn in `colours` (the brand's surface and text). */
  create(merchant: string, length: number, colours: CaptchaColours = LIGHT): { captchaKey: string; image: string; length: number } {
    const answer = Array.from({ length }, () => String(randomInt(0, 10))).join('');
    const captchaKey = randomBytes(16).toString('base64url');
    const now = this.now();
    this.insert.run(captchaKey, merchant, this.digest(captchaKey, answer).toString('base64'), now + CAPTCHA_TTL_MS);
    if (++this.created % 200 === 0) this.prune.run(now);
    if (this.devAnswers) {
      this.devAnswers.set(captchaKey, answer);
      if (this.devAnswers.size > 1000) this.devAnswers.delete(this.devAnswers.keys().next().value!);
    }
    return { captchaKey, image: `data:image/png;base64,${drawCaptcha(answer, colours).toString('base64')}`, length };
  }

  /** True when `answer` is right for `key`; the captcha is spent either way. */
  check(merchant: string, key: string | undefined, answer: string | undefined): boolean {
    if (!key || !answer) return false;
    const row = this.take.get(key, merchant) as { answer_hash: string; expires_at: number } | undefined;
    this.devAnswers?.delete(key);
    if (!row || this.now() > row.expires_at) return false;
    const stored = Buffer.from(row.answer_hash, 'base64');
    return timingSafeEqual(stored, this.digest(key, answer.trim()));
  }
}
