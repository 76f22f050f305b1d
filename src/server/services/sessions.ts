// Session tokens (src/server/README.md, Security): 256 random bits, a new one at every
// login, revoked at logout. The database keeps only their SHA-256. A member
// session ends after 24 hours without a call (each call extends it); a trial
// session ends 2 hours after it started, whatever happens.
import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { isGuestType } from '../../platform/customer-types.ts';

export const SESSION_IDLE_MS = 24 * 3600_000;
export const TRIAL_SESSION_MS = 2 * 3600_000;
/** last_seen_at is written at most this often per session, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export interface AccountRow {
  id: number;
  merchant: string;
  username: string;
  mobile: string | null;
  email: string;
  nickname: string;
  type: number;
  password_hash: string | null;
  head_icon: string;
  disabled: number;
  affiliate_code: string | null;
  parent_id: number | null;
  vip_level: number;
  vip_completed: number;
  chat_unread: number;
  logins: number;
  created_at: number;
  expires_at: number | null;
}

export interface Session {
  tokenHash: string;
  account: AccountRow;
  expiresAt: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class Sessions {
  private readonly now: () => number;
  private readonly insert: StatementSync;
  private readonly find: StatementSync;
  private readonly touch: StatementSync;
  private readonly revokeOne: StatementSync;
  private readonly revokeAll: StatementSync;

  constructor(db: DatabaseSync, now: () => number) {
    this.now = now;
    this.insert = db.prepare(
      'INSERT INTO sessions (token_hash, account_id, merchant, device, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.find = db.prepare(
      `SELECT s.token_hash AS s_token_hash, s.last_seen_at AS s_last_seen_at, s.expires_at AS s_expires_at, s.revoked_at AS s_revoked_at, a.*
         FROM sessions s JOIN accounts a ON a.id = s.account_id
        WHERE s.token_hash = ? AND s.merchant = ?`,
    );
    this.touch = db.prepare('UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE token_hash = ?');
    this.revokeOne = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL');
    this.revokeAll = db.prepare('UPDATE sessions SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL AND token_hash != ?');
  }

  /** A new session; returns the token (only the caller ever sees it). */
  create(account: { id: number; merchant: string; type: number }, device: string): { token: string; expiresAt: number } {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = now + (isGuestType(account.type) ? TRIAL_SESSION_MS : SESSION_IDLE_MS);
    this.insert.run(hashToken(token), account.id, account.merchant, device, now, now, expiresAt);
    return { token, expiresAt };
  }

  /** The live session of `token` at `merchant`, or undefined (unknown, revoked, expired, other merchant, disabled account). */
  resolve(token: string, merchant: string): Session | undefined {
    type Row = AccountRow & { s_token_hash: string; s_last_seen_at: number; s_expires_at: number; s_revoked_at: number | null };
    const row = this.find.get(hashToken(token), merchant) as Row | undefined;
    const now = this.now();
    if (!row || row.s_revoked_at !== null || now > row.s_expires_at || row.disabled) return undefined;
    let expiresAt = row.s_expires_at;
    if (!isGuestType(row.type) && now - row.s_last_seen_at > TOUCH_EVERY_MS) {
      expiresAt = now + SESSION_IDLE_MS;
      this.touch.run(now, expiresAt, row.s_token_hash);
    }
    const { s_token_hash: tokenHash, s_last_seen_at: _seen, s_expires_at: _expires, s_revoked_at: _revoked, ...account } = row;
    return { tokenHash, expiresAt, account };
  }

  revoke(tokenHash: string): void {
    this.revokeOne.run(this.now(), tokenHash);
  }

  /** Logs out every session of the account except `keep` (after a password change). */
  revokeOthers(accountId: number, keep = ''): void {
    this.revokeAll.run(this.now(), accountId, keep);
  }
}
