// Generated brands for the build benchmark and the build tests: copies of a
// demo brand, each with its own id, name and merchant code (and, from aurora,
// its own primary colour), in a temp folder.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/config/schema-files.ts';

export function benchBrandId(i: number): string {
  return `bench${String(i).padStart(4, '0')}`;
}

/** A copy of the demo brand `from` as brand `id` in `dir`, its brand.json changed by `patch` (own name, merchant code, no origins first). */
export function copyBrand(dir: string, from: string, id: string, patch: (json: Record<string, unknown>) => void = () => {}): void {
  cpSync(join(ROOT, 'brands', from), join(dir, id), { recursive: true });
  const file = join(dir, id, 'brand.json');
  const json = JSON.parse(readFileSync(file, 'utf8'));
  Object.assign(json, {
    id,
    name: `Brand ${id}`,
    merchantCode: id
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 16),
    origins: [],
  });
  patch(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

/** A brand whose home leads with what casino lobbies lead with: the winners board, the jackpot, the banners and the category rows. */
export const LEADERS_ID = 'leaders';

export function addLeaders(dir: string): void {
  copyBrand(dir, 'aurora', LEADERS_ID, (json) => {
    json.languages = { default: 'en', supported: ['en'] };
    json.layout = {
      homeSections: [{ type: 'winners' }, { type: 'jackpot' }, { type: 'banners', group: 'm_home' }, { type: 'categories' }, { type: 'footer' }],
    };
  });
}

/** n copies of `from` in a new temp folder. */
export function generateBrands(n: number, from = 'aurora', parent = tmpdir()): string {
  const dir = mkdtempSync(join(parent, 'lobbykit-bench-brands-'));
  addBrands(dir, 0, n, from);
  return dir;
}

/**
 * Copies of `from` numbered start..start+count-1 in `dir`. Copies of aurora
 * (light background) get primary colours round the hue circle, dark enough for
 * white text on them, so every copy passes the contrast checks aurora passes;
 * copies of the others keep their colours.
 */
export function addBrands(dir: string, start: number, count: number, from = 'aurora') {
  for (let i = start; i < start + count; i++) {
    const id = benchBrandId(i);
    cpSync(join(ROOT, 'brands', from), join(dir, id), { recursive: true });
    const file = join(dir, id, 'brand.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    Object.assign(json, { id, name: `Bench Brand ${i}`, merchantCode: `BENCH${String(i).padStart(4, '0')}`, origins: [] });
    if (from === 'aurora') json.theme.colors.primary = hslHex((i * 37) % 360, 0.7, 0.25);
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  }
}

function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}
