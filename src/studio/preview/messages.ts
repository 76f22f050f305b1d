// What the studio and its preview pages say to each other by postMessage.
import type { BrandConfig } from '../../config/generated/brand.ts';

export type StudioMessage =
  | { type: 'lk-studio-ready' }
  | { type: 'lk-studio-config'; config: BrandConfig; seq: number }
  | { type: 'lk-studio-applied'; seq: number };

/** The parts of a config that the CSS variables carry: an edit elsewhere needs the page reloaded with the new config. */
export const withoutStyle = (c: BrandConfig) => canonical({ ...c, theme: { ...c.theme, colors: null, radius: null, fontStack: null } });

/** JSON with object keys sorted: the form may hand back the same config with its keys in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
