// WCAG 2.x colour contrast for hex colours, and the nearest colour that passes.
// Browser-safe: the studio runs it as the operator types.

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) return undefined;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance (WCAG 2.2, 1.4.3). */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A background dark enough that text on it should be light (and the page's colour scheme dark). */
export function isDark(rgb: Rgb): boolean {
  return luminance(rgb) < 0.18;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A ratio as people quote it: rounded down to two decimals, so 4.499 never shows as a passing 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The colour closest to `fg` in lightness, same hue and saturation, that reaches
 * each needed ratio against each of `on` (every background the colour is drawn
 * on): lighter on a dark background, darker on a light one, and the other way
 * when that side cannot reach it. Undefined only if neither can.
 */
export function suggestColour(fg: Rgb, on: readonly { bg: Rgb; needed: number }[]): string | undefined {
  const [h, s, l] = toHsl(fg);
  const darkBg = isDark(on[0]!.bg);
  for (const direction of darkBg ? [1, -1] : [-1, 1]) {
    for (let step = 1; step <= 100; step++) {
      const lightness = l + (direction * step) / 100;
      if (lightness < 0 || lightness > 1) break;
      const hex = toHex(fromHsl([h, s, lightness]));
      if (on.every(({ bg, needed }) => contrastRatio(parseHex(hex)!, bg) >= needed)) return hex;
    }
  }
  return undefined;
}
