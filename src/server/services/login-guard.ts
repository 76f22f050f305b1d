// Failed logins per name (src/server/README.md, Security): from the 3rd failure within the
// hour a captcha is needed, and after 100 the name is refused for the rest of
// the hour. Counted per name whether an account has it or not, so the answers
// never tell which names exist. Kept in the database: a restart resets nothing.
//
// An attempt is recorded as a failure *before* its password is checked (one
// transaction counts and records), and the record is taken back only when the
// attempt turns out not to count (a success, a missing captcha). Checking a
// password waits on scrypt, so counting after it let a burst of concurrent
// attempts all read the same low count: 110 at once were all checked.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { transaction } from '../db/open-database.ts';
import { ApiError } from './api-error.ts';

export const CAPTCHA_AFTER_FAILURES = 3;
export const MAX_FAILURES_PER_HOUR = 100;
const HOUR = 3600_000;

/** An attempt counted in advance: `failures` were recorded before it. */
export interface Reservation {
  failures: number;
  id: number;
}

export class LoginGuard {
  private readonly db: DatabaseSync;
  private readonly now: () => number;
  private readonly countStmt: StatementSync;
  private readonly oldestStmt: StatementSync;
  private readonly recordStmt: StatementSync;
  private readonly releaseStmt: StatementSync;
  private readonly clearStmt: StatementSync;
  private readonly pruneStmt: StatementSync;
  private recorded = 0;

  constructor(db: DatabaseSync, now: () => number) {
    this.db = db;
    this.now = now;
    this.countStmt = db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE merchant = ? AND name_key = ? AND at > ?');
    this.oldestStmt = db.prepare('SELECT MIN(at) AS at FROM login_failures WHERE merchant = ? AND name_key = ? AND at > ?');
    this.recordStmt = db.prepare('INSERT INTO login_failures (merchant, name_key, at) VALUES (?, ?, ?)');
    this.releaseStmt = db.prepare('DELETE FROM login_failures WHERE rowid = ?');
    this.clearStmt = db.prepare('DELETE FROM login_failures WHERE merchant = ? AND name_key = ?');
    this.pruneStmt = db.prepare('DELETE FROM login_failures WHERE at <= ?');
  }

  /** Failures of the last hour. */
  failures(merchant: string, name: string): number {
    return (this.countStmt.get(merchant, name, this.now() - HOUR) as { n: number }).n;
  }

  /**
   * Counts this attempt as a failure now, before anything is checked, and says
   * how many came before it. Refuses with login.rate_limited, recording
   * nothing, once the hour holds MAX_FAILURES_PER_HOUR.
   */
  reserve(merchant: string, name: string): Reservation {
    return transaction(this.db, () => {
      const failures = this.failures(merchant, name);
      if (failures >= MAX_FAILURES_PER_HOUR) {
        const oldest = (this.oldestStmt.get(merchant, name, this.now() - HOUR) as { at: number }).at;
        const retryAfterMs = oldest + HOUR - this.now();
        throw new ApiError(
          'login.rate_limited',
          `${MAX_FAILURES_PER_HOUR} failed logins within the hour; the next try is possible in ${Math.ceil(retryAfterMs / 60_000)} min.`,
          { retryAfterMs },
        );
      }
      const id = Number(this.recordStmt.run(merchant, name, this.now()).lastInsertRowid);
      if (++this.recorded % 1000 === 0) this.pruneStmt.run(this.now() - HOUR);
      return { failures, id };
    });
  }

  /** Takes back a reservation for an attempt that was not a failed login (no captcha sent, disabled account). */
  release(reservation: Reservation): void {
    this.releaseStmt.run(reservation.id);
  }

  /** A successful login starts the count again (its own reservation included). */
  clear(merchant: string, name: string): void {
    this.clearStmt.run(merchant, name);
  }
}
