// Account lookups and the pieces several account calls share.
import type { DatabaseSync } from 'node:sqlite';
import type { BrandConfig } from '../../config/generated/brand.ts';
import type { ValueOf } from '../../platform/calls.ts';
import { ApiError } from './api-error.ts';
import { post } from './ledger.ts';
import type { AccountRow } from './sessions.ts';

export function findByName(db: DatabaseSync, merchant: string, name: string): AccountRow | undefined {
  return db.prepare('SELECT * FROM accounts WHERE merchant = ? AND username_key = ?').get(merchant, name.trim().toLowerCase()) as AccountRow | undefined;
}

export function findByMobile(db: DatabaseSync, merchant: string, mobile: string): AccountRow | undefined {
  return db.prepare('SELECT * FROM accounts WHERE merchant = ? AND mobile = ?').get(merchant, mobile) as AccountRow | undefined;
}

/**
 * A mobile number as stored: the dialling code and the digits, without the
 * national leading 0 (0812345678 with +66 is +66812345678). The dialling code
 * must be one the brand offers; empty means the brand's first.
 */
export function mobileKey(brand: BrandConfig, dialingCode: string | undefined, digits: string, field = 'mobileNum'): string {
  const offered = brand.rules.dialingCodes.map((d) => d.code);
  const code = dialingCode || offered[0] || '+66';
  if (!offered.includes(code)) {
    throw new ApiError('field.mobile', `Field "countryDialingCode": ${JSON.stringify(code.slice(0, 8))} is not offered; use one of ${offered.join(', ')}.`, {
      field: 'countryDialingCode',
      reason: 'pattern',
    });
  }
  if (!/^[0-9]{4,20}$/.test(digits)) throw new ApiError('field.mobile', `Field "${field}": digits only, 4 to 20 of them.`, { field, reason: 'pattern' });
  return code + digits.replace(/^0/, '');
}

/** `+66812345678` -> `+66*****5678`. */
export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return mobile.slice(0, 3) + '*'.repeat(Math.max(0, mobile.length - 7)) + mobile.slice(-4);
}

/** `player@example.com` -> `pl***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? `${email.slice(0, Math.min(2, at))}***${email.slice(at)}` : '';
}

export function sessionValue(merchant: string, account: Pick<AccountRow, 'username' | 'type' | 'logins'>, token: string): ValueOf<'login'> {
  return { token, merchantCode: merchant, userName: account.username, type: account.type as ValueOf<'login'>['type'], firstTimeLogin: account.logins === 0 };
}

/** Creates the wallet and the welcome inbox message of a new account. */
export function welcomeAccount(db: DatabaseSync, accountId: number, mainCents: number, welcomeI18n: string, now: number): void {
  db.prepare('INSERT INTO wallets (account_id, main_cents, bonus_cents) VALUES (?, 0, 0)').run(accountId);
  post(db, accountId, 'main', 'opening', mainCents, 'welcome', now);
  if (welcomeI18n) db.prepare('INSERT INTO inbox_messages (account_id, i18n, read, created_at) VALUES (?, ?, 0, ?)').run(accountId, welcomeI18n, now);
}
