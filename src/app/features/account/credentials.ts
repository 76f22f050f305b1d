// Credentials the documents keep on the device (account spec sections 3 and 4):
// - the remembered login (localStorage): type, username, encoded password, dialling code;
// - the session's password (sessionStorage), which lets change-password skip the
//   old-password field; it is cleared after a change and with the session;
// - the affiliate code a player arrived with, kept for the tab's lifetime.
// "Encoded" is what the documents ask for: base64 of the UTF-8 bytes keeps the
// password out of plain sight in storage viewers. It is not encryption; the
// remember box is the player's opt-in (brand `login.rememberPassword`).

import { AFFILIATE_KEY } from './atoms.ts';

export const REMEMBER_KEY = 'MC_REMEMBER_INFO';
export const SESSION_PASSWORD_KEY = 'MC_SESSION_PSW';
export const AUTO_LOGIN_KEY = 'MC_AUTO_LOGIN';
/** Query parameter of the referral panel's link: the inviting member's id, for the registration's recommender-id field. */
export const REFERRAL_PARAM = 'recommenderId';

export type LoginType = 'username' | 'sms';

export interface Remembered {
  type: LoginType;
  username: string;
  /** Plain text once read; stored encoded. Empty for the sms type (codes are single use). */
  password: string;
  countryDialingCode: string;
}

function store(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return undefined;
  }
}

export function encode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decode(text: string): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function readRemembered(): Remembered | undefined {
  try {
    const raw = JSON.parse(store('local')?.getItem(REMEMBER_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || (raw.type !== 'username' && raw.type !== 'sms') || typeof raw.username !== 'string' || raw.username.length > 64) return undefined;
    const password = typeof raw.password === 'string' ? (decode(raw.password) ?? '') : '';
    return { type: raw.type, username: raw.username, password, countryDialingCode: typeof raw.countryDialingCode === 'string' ? raw.countryDialingCode : '' };
  } catch {
    store('local')?.removeItem(REMEMBER_KEY);
    return undefined;
  }
}

export function writeRemembered(r: Remembered): void {
  store('local')?.setItem(
    REMEMBER_KEY,
    JSON.stringify({ type: r.type, username: r.username, password: r.password ? encode(r.password) : '', countryDialingCode: r.countryDialingCode }),
  );
}

export function forgetRemembered(): void {
  store('local')?.removeItem(REMEMBER_KEY);
}

/**
 * After a password change: the remembered password follows, when the remembered
 * login is this account's (account spec section 4). Returns whether it changed.
 */
export function updateRememberedPassword(username: string, password: string): boolean {
  const r = readRemembered();
  if (r?.type !== 'username' || r.username.toLowerCase() !== username.toLowerCase()) return false;
  writeRemembered({ ...r, password });
  return true;
}

export function readSessionPassword(): string {
  const raw = store('session')?.getItem(SESSION_PASSWORD_KEY);
  return raw ? (decode(raw) ?? '') : '';
}

export function writeSessionPassword(password: string): void {
  if (password) store('session')?.setItem(SESSION_PASSWORD_KEY, encode(password));
}

export function clearSessionPassword(): void {
  store('session')?.removeItem(SESSION_PASSWORD_KEY);
}

/** Auto-login off at logout (account spec section 4): kept for operators' native shells that read it; the site itself never logs in unasked. */
export function setAutoLogin(on: boolean): void {
  store('local')?.setItem(AUTO_LOGIN_KEY, on ? 'true' : 'false');
}

/** The affiliate code of the landing URL, kept for the tab (SessionWatch) so a later registration still carries it. */
export function storedAffiliate(): string {
  return store('session')?.getItem(AFFILIATE_KEY) ?? '';
}

let handOver: { username: string } | undefined;

/** The reset flows hand the account they just reset to the login form that opens next. */
export function handOverLogin(username: string): void {
  handOver = { username };
}

/** Read during render (a render may be thrown away and redone); cleared once the form is on screen. */
export function peekLoginHandOver(): { username: string } | undefined {
  return handOver;
}

export function clearLoginHandOver(): void {
  handOver = undefined;
}
