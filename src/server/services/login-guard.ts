// Failed logins per name (DESIGN.md section 6): from the 3rd failure within the
// hour a captcha is needed, and after 100 the name is refused for the rest of
// the hour. Counted per name whether an account has it or not, so the answers
// never tell which names exist. Kept in the database: a restart resets nothing.
import type { DatabaseSync, StatementSync } from 'node:sqlite';

export const CAPTCHA_AFTER_FAILURES = 3;
export const MAX_FAILURES_PER_HOUR = 100;
const HOUR = 3600_000;

export class LoginGuard {
  private readonly now: () => number;
  private readonly countStmt: StatementSync;
  private readonly oldestStmt: StatementSync;
  private readonly recordStmt: StatementSync;
  private readonly clearStmt: StatementSync;
  private readonly pruneStmt: StatementSync;
  private recorded = 0;

  constructor(db: DatabaseSync, now: () => number) {
    this.now = now;
    this.countStmt = db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE merchant = ? AND name_key = ? AND at > ?');
    this.oldestStmt = db.prepare('SELECT MIN(at) AS at FROM login_failures WHERE merchant = ? AND name_key = ? AND at > ?');
    this.recordStmt = db.prepare('INSERT INTO login_failures (merchant, name_key, at) VALUES (?, ?, ?)');
    this.clearStmt = db.prepare('DELETE FROM login_failures WHERE merchant = ? AND name_key = ?');
    this.pruneStmt = db.prepare('DELETE FROM login_failures WHERE at <= ?');
  }

  /** Failures of the last hour. */
  failures(merchant: string, name: string): number {
    return (this.countStmt.get(merchant, name, this.now() - HOUR) as { n: number }).n;
  }

  /** Milliseconds until the oldest failure of the hour drops out. */
  retryAfterMs(merchant: string, name: string): number {
    const oldest = (this.oldestStmt.get(merchant, name, this.now() - HOUR) as { at: number | null }).at;
    return oldest === null ? 0 : oldest + HOUR - this.now();
  }

  record(merchant: string, name: string): void {
    this.recordStmt.run(merchant, name, this.now());
    if (++this.recorded % 1000 === 0) this.pruneStmt.run(this.now() - HOUR);
  }

  /** A successful login starts the count again. */
  clear(merchant: string, name: string): void {
    this.clearStmt.run(merchant, name);
  }
}
