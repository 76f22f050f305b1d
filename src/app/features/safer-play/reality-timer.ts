// When the reality check is next due, pure: every `intervalMinutes` from the
// session's start (the platform's `session.startedAt`), or from when the player
// last answered it, whichever is later; never while the interval is 0 (off).
export function nextCheckAt(startedAt: number, intervalMinutes: number, lastAnsweredAt: number | null): number | null {
  if (intervalMinutes <= 0) return null;
  return Math.max(startedAt, lastAnsweredAt ?? 0) + intervalMinutes * 60_000;
}

/** A session's length as hours and minutes. */
export function sessionLength(startedAt: number, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((now - startedAt) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
