// The records page's filter, pure: which type a query asks for, and the moments
// a day range covers (from the first day's start to the end of the last, in the
// viewer's time zone), or null when the range is backwards or longer than the
// platform's 93 days (schemas/api/records.schema.json).
export type RecordType = 'deposit' | 'withdrawal' | 'bonus' | 'game';

export const MAX_RANGE_DAYS = 93;

export function recordTypeOf(value: string | null): RecordType {
  return value === 'withdrawal' || value === 'bonus' || value === 'game' ? value : 'deposit';
}

/** `from` and `to` as YYYY-MM-DD; the range [start of from, start of the day after to). */
export function dayRange(from: string, to: string): { from: number; to: number } | null {
  const start = dayStart(from);
  const endDay = dayStart(to);
  if (start === null || endDay === null || endDay < start) return null;
  const end = new Date(endDay);
  end.setDate(end.getDate() + 1);
  if (end.getTime() - start > MAX_RANGE_DAYS * 86_400_000 + 3_600_000) return null;
  return { from: start, to: end.getTime() };
}

function dayStart(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // A day that does not exist (2026-02-30) rolls over in Date: refuse it rather than move it.
  return d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3]) ? d.getTime() : null;
}
