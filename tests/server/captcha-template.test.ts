// The reference captcha against the attack that read the old one: a template
// matcher with the 5x7 font the old captcha was drawn in, at fixed places
// (each digit's cell), searching a little around each place and at two sizes.
// Shown first to read captchas drawn the old way (so the matcher is a real
// attack), then run on 40 captchas from the captcha call.
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCaptcha } from '../../src/server/services/captcha-image.ts';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from '../../src/server/services/bitmap-font.ts';
import { Canvas, hsl } from '../../src/server/services/png.ts';
import { call, startServer, type TestServer } from './helpers.ts';

const DIGITS = '0123456789';
const SAMPLES = 40;

interface Raw {
  width: number;
  height: number;
  /** Per pixel: 1 where it is ink (far from the most common colour, the ground), else 0. */
  ink: Uint8Array;
}

async function inkOf(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const lum = new Float32Array(info.width * info.height);
  const counts = new Map<number, number>();
  for (let i = 0; i < lum.length; i++) {
    const [r, g, b] = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
    lum[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    const key = (r << 16) | (g << 8) | b;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ground = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const groundLum = 0.299 * (ground >> 16) + 0.587 * ((ground >> 8) & 255) + 0.114 * (ground & 255);
  return { width: info.width, height: info.height, ink: Uint8Array.from(lum, (l) => (Math.abs(l - groundLum) > 90 ? 1 : 0)) };
}

/**
 * Each digit's 5x7 template at `scale` as weights over its box: a template pixel
 * that is ink scores +1 when the picture has ink there and -1 when not, a blank
 * one -0.5 when the picture has ink. So score = sum(weight * ink) - template pixels.
 */
function templates(scale: number): { digit: string; weights: Float32Array; on: number }[] {
  const [w, h] = [GLYPH_WIDTH * scale, GLYPH_HEIGHT * scale];
  return [...DIGITS].map((digit) => {
    const rows = glyph(digit);
    const weights = new Float32Array(w * h);
    let on = 0;
    for (let py = 0; py < h; py++)
      for (let px = 0; px < w; px++) {
        const want = (rows[Math.floor(py / scale)]! >> (GLYPH_WIDTH - 1 - Math.floor(px / scale))) & 1;
        weights[py * w + px] = want ? 2 : -0.5;
        on += want;
      }
    return { digit, weights, on };
  });
}
const TEMPLATES = new Map([3, 4].map((scale) => [scale, templates(scale)]));

/** The digit whose template at `scale` agrees best with the ink around x (searched by `dx`) at any height. */
function bestDigit(raw: Raw, x: number, scale: number, dx: number): { digit: string; score: number } {
  let best = { digit: '?', score: Number.NEGATIVE_INFINITY };
  const [w, h] = [GLYPH_WIDTH * scale, GLYPH_HEIGHT * scale];
  for (let ox = Math.max(0, x - dx); ox <= x + dx && ox + w <= raw.width; ox++) {
    for (let oy = 0; oy + h <= raw.height; oy++) {
      for (const t of TEMPLATES.get(scale)!) {
        let score = -t.on;
        for (let py = 0; py < h; py++) {
          const row = (oy + py) * raw.width + ox;
          for (let px = 0; px < w; px++) if (raw.ink[row + px]) score += t.weights[py * w + px]!;
        }
        if (score > best.score) best = { digit: t.digit, score };
      }
    }
  }
  return best;
}

/** Reads `length` digits whose cells start at `cellX(i)`, trying each template size. */
function match(raw: Raw, length: number, cellX: (i: number) => number, scales: number[]): string {
  return Array.from({ length }, (_, i) => {
    const tries = scales.map((scale) => bestDigit(raw, cellX(i), scale, 4));
    return tries.sort((a, b) => b.score - a.score)[0]!.digit;
  }).join('');
}

/** A captcha drawn the old way: the 5x7 font at scale 3, 6 px apart, a little vertical jitter, light noise lines. */
function oldCaptcha(answer: string): Buffer {
  const scale = 3;
  const width = answer.length * 6 * scale + 24;
  const height = 7 * scale + 20;
  const canvas = new Canvas(width, height, [244, 246, 250]);
  for (let i = 0; i < 6; i++)
    canvas.line(randomInt(0, width), randomInt(0, height), randomInt(0, width), randomInt(0, height), hsl(randomInt(0, 360), 0.4, 0.75));
  for (const [i, digit] of [...answer].entries()) canvas.text(12 + i * 6 * scale, 10 + randomInt(-4, 5), digit, scale, hsl(randomInt(0, 360), 0.6, 0.3));
  for (let i = 0; i < 2; i++) canvas.line(0, randomInt(0, height), width, randomInt(0, height), [120, 120, 140]);
  return canvas.toPng();
}

const randomAnswer = (n: number) => Array.from({ length: n }, () => DIGITS[randomInt(0, 10)]).join('');

describe('captcha against a template matcher', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  it('the matcher reads captchas drawn the old way', async () => {
    let solved = 0;
    for (let n = 0; n < SAMPLES; n++) {
      const answer = randomAnswer(6);
      if (match(await inkOf(oldCaptcha(answer)), 6, (i) => 12 + i * 18, [3]) === answer) solved++;
    }
    expect(solved).toBeGreaterThanOrEqual(SAMPLES - 4);
  }, 60_000);

  it(`solves at most 1 of ${SAMPLES} captchas from the captcha call, and each draw of the same answer differs`, async () => {
    let solved = 0;
    let digits = 0;
    let total = 0;
    for (let n = 0; n < SAMPLES; n++) {
      const r = await call(s.app, 'captcha');
      expect(r.status).toBe(200);
      const { captchaKey, image, length } = r.body.value;
      const answer = s.platform.captchas.devAnswers!.get(captchaKey)!;
      expect(answer).toHaveLength(length);
      const png = Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64');
      // The digit cells of the new layout (8 px margin, 26 px a digit), at the old size and one larger.
      const read = match(await inkOf(png), length, (i) => 8 + i * 26 + 3, [3, 4]);
      if (read === answer) solved++;
      total += length;
      for (const [i, d] of [...read].entries()) if (d === answer[i]) digits++;
    }
    expect(solved).toBeLessThanOrEqual(1);
    // Digit by digit it reads about 3 in 10 (chance is 1 in 10), where it read every digit of the old captcha.
    expect(digits / total).toBeLessThan(0.5);
    const colours = { background: [255, 255, 255], ink: [15, 23, 42] } as const;
    expect(drawCaptcha('123456', colours).equals(drawCaptcha('123456', colours))).toBe(false);
  }, 120_000);
});
