// Draws the reference captcha. It is a demonstration, not a security control
// (src/server/README.md, "Captcha"): what holds logins is the per-name failure
// limits. Still, it must not fall to a template matcher: every draw picks, per
// digit, one of two stroke fonts, a size, a slant, a rotation and a place,
// jitters every stroke point, draws strokes of varying width, crosses the digits
// with curves in the same ink, and then bends the whole picture with two random
// waves, so no digit has a fixed shape, position or colour to match against.
// Drawn in the brand's surface and text colours, so it is no white slab on a
// dark theme.
import { randomInt } from 'node:crypto';
import { Canvas, type Rgb } from './png.ts';

type Point = readonly [number, number];
/** A digit as strokes (polylines) in a box 1 wide and 1 high, y down. */
type Strokes = readonly (readonly Point[])[];

/** Points on an ellipse arc around (cx, cy), angles in turns (0 = right, 0.25 = down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 10): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = (from + ((to - from) * i) / steps) * 2 * Math.PI;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const;
  });
}

/** Points on a quadratic curve from p0 to p1, pulled towards c. */
function curve(p0: Point, c: Point, p1: Point, steps = 10): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const [a, b, d] = [(1 - t) ** 2, 2 * (1 - t) * t, t ** 2];
    return [a * p0[0] + b * c[0] + d * p1[0], a * p0[1] + b * c[1] + d * p1[1]] as const;
  });
}

/** Straight strokes, corners and diagonals. */
const ANGULAR: Record<string, Strokes> = {
  '0': [
    [
      [0.1, 0],
      [0.9, 0],
      [0.9, 1],
      [0.1, 1],
      [0.1, 0],
    ],
  ],
  '1': [
    [
      [0.2, 0.25],
      [0.55, 0],
      [0.55, 1],
    ],
    [
      [0.2, 1],
      [0.9, 1],
    ],
  ],
  '2': [
    [
      [0.1, 0.1],
      [0.35, 0],
      [0.9, 0],
      [0.9, 0.45],
      [0.1, 1],
      [0.95, 1],
    ],
  ],
  '3': [
    [
      [0.1, 0],
      [0.9, 0],
      [0.45, 0.45],
      [0.9, 0.6],
      [0.9, 1],
      [0.1, 1],
    ],
  ],
  '4': [
    [
      [0.7, 1],
      [0.7, 0],
      [0.05, 0.7],
      [0.95, 0.7],
    ],
  ],
  '5': [
    [
      [0.9, 0],
      [0.15, 0],
      [0.1, 0.45],
      [0.85, 0.45],
      [0.9, 1],
      [0.1, 1],
    ],
  ],
  '6': [
    [
      [0.85, 0],
      [0.1, 0.4],
      [0.1, 1],
      [0.9, 1],
      [0.9, 0.5],
      [0.1, 0.5],
    ],
  ],
  '7': [
    [
      [0.05, 0],
      [0.95, 0],
      [0.35, 1],
    ],
    [
      [0.3, 0.5],
      [0.8, 0.5],
    ],
  ],
  '8': [
    [
      [0.15, 0],
      [0.85, 0],
      [0.85, 0.45],
      [0.1, 0.55],
      [0.1, 1],
      [0.9, 1],
      [0.9, 0.55],
      [0.15, 0.45],
      [0.15, 0],
    ],
  ],
  '9': [
    [
      [0.9, 0.5],
      [0.1, 0.5],
      [0.1, 0],
      [0.9, 0],
      [0.9, 0.6],
      [0.2, 1],
    ],
  ],
};

/** Curved strokes. */
const ROUND: Record<string, Strokes> = {
  '0': [arc(0.5, 0.5, 0.42, 0.5, 0, 1, 16)],
  '1': [
    [
      [0.25, 0.2],
      [0.6, 0],
      [0.6, 1],
    ],
  ],
  '2': [[...arc(0.5, 0.28, 0.4, 0.28, 0.5, 1.1, 10), [0.1, 1], [0.95, 1]]],
  '3': [arc(0.48, 0.26, 0.38, 0.26, 0.55, 1.25, 10), arc(0.48, 0.74, 0.44, 0.26, 0.75, 1.45, 10)],
  '4': [
    [
      [0.65, 1],
      [0.65, 0],
      [0.1, 0.65],
      [0.1, 0.7],
      [0.95, 0.7],
    ],
  ],
  '5': [[[0.85, 0], [0.2, 0], [0.15, 0.45], ...arc(0.48, 0.7, 0.4, 0.3, 0.62, 1.35, 10)]],
  '6': [[...curve([0.8, 0], [0.1, 0.15], [0.1, 0.72]), ...arc(0.5, 0.72, 0.4, 0.28, 0.5, 1.5, 12)]],
  '7': [[[0.05, 0], ...curve([0.95, 0], [0.45, 0.4], [0.4, 1])]],
  '8': [arc(0.5, 0.25, 0.34, 0.25, 0, 1, 12), arc(0.5, 0.73, 0.42, 0.27, 0, 1, 14)],
  '9': [[...arc(0.5, 0.3, 0.4, 0.3, 0, 1, 14), ...curve([0.9, 0.3], [0.9, 0.85], [0.3, 1])]],
};

const FONTS = [ANGULAR, ROUND];

/** A random number in [min, max), from the CSPRNG like the answer (a seeded generator would let a script replay the draw). */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((k) => Math.round(a[k]! + (b[k]! - a[k]!) * t)) as unknown as Rgb;

/** A stroke `width` wide along a polyline. */
function stroke(canvas: Canvas, points: readonly Point[], width: number, colour: Rgb): void {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
    for (let s = 0; s <= steps; s++) canvas.fillCircle(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, width / 2, colour);
  }
}

export interface CaptchaColours {
  /** The picture's ground (the brand's surface colour). */
  background: Rgb;
  /** The digits (the brand's text colour). */
  ink: Rgb;
}

export const CAPTCHA_HEIGHT = 48;
const CELL = 26;

/** The answer's digits as a PNG, drawn afresh (every random choice new) on each call. */
export function drawCaptcha(answer: string, colours: CaptchaColours): Buffer {
  const width = answer.length * CELL + 16;
  const height = CAPTCHA_HEIGHT;
  const { background, ink } = colours;
  const flat = new Canvas(width, height, background);

  // Faint specks and a curve behind the digits.
  const faint = mix(background, ink, 0.25);
  for (let i = 0; i < width / 2; i++) flat.fillCircle(randomInt(0, width), randomInt(0, height), between(0.5, 1.5), faint);

  for (const [i, digit] of [...answer].entries()) {
    const font = FONTS[randomInt(0, FONTS.length)]!;
    const h = between(26, 34);
    const w = h * between(0.48, 0.7);
    const cx = 8 + CELL * i + CELL / 2 + between(-4, 4);
    const cy = height / 2 + between(-5, 5);
    const angle = between(-0.3, 0.3);
    const shear = between(-0.25, 0.25);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = ([x, y]: Point): Point => {
      const px = (x + between(-0.05, 0.05) - 0.5) * w;
      const py = (y + between(-0.04, 0.04) - 0.5) * h;
      const sx = px + shear * py;
      return [cx + sx * cos - py * sin, cy + sx * sin + py * cos];
    };
    const colour = mix(ink, background, between(0, 0.25));
    const width = between(2.2, 3.6);
    for (const line of font[digit] ?? []) stroke(flat, line.map(place), width, colour);
  }

  // Curves across the digits in the digits' own ink: no colour or thickness tells them apart.
  for (let n = randomInt(2, 4); n > 0; n--) {
    const [y0, amp, freq, phase] = [between(10, height - 10), between(3, 10), between(0.02, 0.07), between(0, 6.3)];
    const points = Array.from({ length: Math.ceil(width / 4) + 1 }, (_, k) => [k * 4, y0 + amp * Math.sin(k * 4 * freq + phase)] as const);
    stroke(flat, points, between(1.2, 2.2), mix(ink, background, between(0, 0.3)));
  }

  // Two waves bend the whole picture, so even a stroke's straightness is gone.
  const bent = new Canvas(width, height, background);
  const [ax, fx, px] = [between(1.5, 3.5), between(0.08, 0.16), between(0, 6.3)];
  const [ay, fy, py] = [between(1.5, 3), between(0.03, 0.07), between(0, 6.3)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.round(x + ax * Math.sin(y * fx + px));
      const sy = Math.round(y + ay * Math.sin(x * fy + py));
      if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
      const from = (sy * width + sx) * 3;
      const to = (y * width + x) * 3;
      bent.pixels[to] = flat.pixels[from]!;
      bent.pixels[to + 1] = flat.pixels[from + 1]!;
      bent.pixels[to + 2] = flat.pixels[from + 2]!;
    }
  }
  return bent.toPng();
}
