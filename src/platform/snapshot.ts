// The content snapshot: the public, session-free platform answers a brand's
// prebuilt pages show, taken at build time (src/build/content-snapshot.ts) and
// read by the app's data cache (src/app/state/platform-data.ts). Both key an
// answer the same way, by call and request, so a page can only show what the
// build asked for.
import type { CallName, RequestOf } from './calls.ts';

export interface ContentSnapshot {
  /** When the build asked the platform (ISO 8601). */
  takenAt: string;
  /** The language every answer is in: the brand's default. */
  lng: string;
  /** Call values by `dataKey(call, request)`. */
  answers: Record<string, unknown>;
}

/** One call a prebuilt page reads. */
export interface DataRequest<K extends CallName = CallName> {
  call: K;
  request: RequestOf<K>;
}

/** Stable JSON: object keys sorted, undefined left out, so `{a, b}` and `{b, a}` are one key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function dataKey(call: CallName, request: object = {}): string {
  return `${call}:${canonical(request)}`;
}

/** The part of a snapshot that these requests read (a page's own answers); undefined when it has none of them. */
export function pageSnapshot(snapshot: ContentSnapshot, requests: readonly DataRequest[]): ContentSnapshot | undefined {
  const answers: Record<string, unknown> = {};
  for (const r of requests) {
    const key = dataKey(r.call, r.request);
    if (key in snapshot.answers) answers[key] = snapshot.answers[key];
  }
  return Object.keys(answers).length ? { ...snapshot, answers } : undefined;
}
