// Nested translation keys as i18next addresses them: the one flattening the
// Node-side tools (catalog.ts) and the browser's language files (compact-catalog.ts) share.
import type { Strings } from './catalog-types.ts';

/** Flattens nested keys to `a.b.c`, the way i18next addresses them. */
export function flatten(strings: Strings, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(strings)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}
