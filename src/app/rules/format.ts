// Numbers and dates for the player's language, in the layouts both documents
// fix: amounts with 2 decimals, promotion dates YYYY/MM/DD, notice dates
// YYYY-MM-DD (game spec section 9). The digits come from the same formatter
// i18next uses for numbers inside translated strings (src/i18n/numbers.ts).
import { formatDigits, formatNumber } from '../../i18n/numbers.ts';

/** An amount with `decimals` places in the language's digits and grouping. */
export function formatAmount(value: number, lng: string, decimals = 2): string {
  return formatNumber(value, lng, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

function parts(ms: number): [number, number, number] {
  const d = new Date(ms);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()];
}

/** A date as Y{sep}MM{sep}DD with the language's digits. */
export function formatDate(ms: number, lng: string, separator: '/' | '-'): string {
  const digits = (n: number, width: number) => formatNumber(n, lng, { minimumIntegerDigits: width, useGrouping: false });
  const [y, m, d] = parts(ms);
  return [digits(y, 4), digits(m, 2), digits(d, 2)].join(separator);
}

/** Time left until `end` as whole days, hours, minutes and seconds (never negative). */
export function timeLeft(end: number, now = Date.now()): { days: number; hours: number; minutes: number; seconds: number; over: boolean } {
  const left = Math.max(0, end - now);
  const s = Math.floor(left / 1000);
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60, over: left === 0 };
}

/** A badge count in the language's digits: N, or `${cap}+` above the cap (game spec section 4: 99+). */
export function badgeCount(n: number, cap: number, lng: string): string {
  return n > cap ? `${formatDigits(cap, lng)}+` : formatDigits(n, lng);
}

/** A moment as YYYY-MM-DD HH:MM in the viewer's time zone, with the language's digits (an order's time, when a limit resets). */
export function formatDateTime(ms: number, lng: string): string {
  const d = new Date(ms);
  const two = (n: number) => formatNumber(n, lng, { minimumIntegerDigits: 2, useGrouping: false });
  return `${formatDate(ms, lng, '-')} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
