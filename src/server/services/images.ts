// The pictures the platform serves itself: game icons, vendor icons, banners,
// promotion images and avatars, drawn on demand (the seed stores no image
// files) and kept in a small LRU cache. Colours come from a hash of the name,
// so an image is the same on every run.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { Canvas, hsl, type Rgb } from './png.ts';

function hue(text: string): number {
  return createHash('sha1').update(text).digest().readUInt16BE(0) % 360;
}

/** Keeps at most `max` images; the least recently used goes first. */
export class ImageCache {
  private readonly max: number;
  private readonly entries = new Map<string, Buffer>();

  constructor(max = 600) {
    this.max = max;
  }

  get(key: string, draw: () => Buffer): Buffer {
    let png = this.entries.get(key);
    if (png) this.entries.delete(key);
    else png = draw();
    this.keep(key, png);
    return png;
  }

  /** The same, for an image made asynchronously (a resized copy). */
  async getAsync(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) this.entries.delete(key);
    const bytes = hit ?? (await make());
    this.keep(key, bytes);
    return bytes;
  }

  private keep(key: string, bytes: Buffer) {
    this.entries.set(key, bytes);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * Widths a banner is offered at besides its drawn size, for a srcset: a phone
 * (360 to 430 CSS px wide, 2 to 3 device pixels each) picks the smallest that
 * fills its screen. Only widths below the group's own are offered.
 */
export const BANNER_WIDTHS = [360, 540, 750, 1080] as const;

/** The widths a banner of a group `width` px wide is served at: those below it, and its own. */
export function bannerWidths(width: number): number[] {
  return [...BANNER_WIDTHS.filter((w) => w < width), width];
}

/** A banner `width` px wide as WebP, a quarter to a third smaller than PNG for photographs. */
export function bannerWebp(png: Buffer, width: number): Promise<Buffer> {
  return sharp(png).resize({ width }).webp({ quality: 80 }).toBuffer();
}

const WHITE: Rgb = [255, 255, 255];

/** Up to three letters that stand for a name: initials of its words, or its start. */
function initials(name: string): string {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length >= 2
      ? words
          .slice(0, 3)
          .map((w) => w[0])
          .join('')
      : (words[0] ?? '?').slice(0, 3);
  return letters || '?';
}

export function drawGameIcon(game: { name: string; vassalage: string; game_type: string }, size: number): Buffer {
  const h = hue(`${game.vassalage}/${game.name}`);
  const canvas = new Canvas(size, size);
  canvas.gradient(hsl(h, 0.65, 0.55), hsl((h + 40) % 360, 0.7, 0.3));
  const s = size / 200;
  canvas.centredText(size / 2, Math.round(14 * s), game.vassalage.slice(0, 12), Math.max(1, Math.round(3 * s)), WHITE);
  canvas.centredText(size / 2, Math.round(70 * s), initials(game.name), Math.max(2, Math.round(9 * s)), WHITE);
  canvas.centredText(size / 2, Math.round(160 * s), game.game_type, Math.max(1, Math.round(3 * s)), hsl(h, 0.3, 0.9));
  return canvas.toPng();
}

/** `<vendor>-COLOR.png` (game spec section 2): the vendor code on its colour. */
export function drawVendorIcon(vendor: string): Buffer {
  const h = hue(vendor);
  const canvas = new Canvas(160, 80);
  canvas.gradient(hsl(h, 0.7, 0.5), hsl((h + 25) % 360, 0.75, 0.35));
  const scale = vendor.length > 8 ? 2 : 3;
  canvas.centredText(80, 40 - (7 * scale) / 2, vendor.replace(/_/g, ' '), scale, WHITE);
  return canvas.toPng();
}

/** A banner or promotion image of the given size with a short caption. */
export function drawBanner(caption: string, seed: string, width: number, height: number): Buffer {
  const h = hue(seed);
  const canvas = new Canvas(width, height);
  canvas.gradient(hsl(h, 0.7, 0.45), hsl((h + 60) % 360, 0.7, 0.25));
  for (let i = 0; i < 5; i++) canvas.fillCircle((i * 173 + h) % width, (i * 97 + h) % height, Math.round(height / (4 + i)), hsl((h + 30 * i) % 360, 0.6, 0.55));
  const text = caption.toUpperCase().slice(0, 28);
  const scale = Math.max(2, Math.min(8, Math.floor((width * 0.85) / Math.max(1, Canvas.textWidth(text, 1)))));
  canvas.centredText(width / 2, Math.round(height / 2 - (7 * scale) / 2), text, scale, WHITE);
  return canvas.toPng();
}

export function drawAvatar(label: string, seed: string, size = 96): Buffer {
  const h = hue(seed);
  const canvas = new Canvas(size, size, hsl(h, 0.3, 0.92));
  canvas.fillCircle(size / 2, size / 2, size / 2 - 2, hsl(h, 0.6, 0.5));
  const scale = Math.max(2, Math.floor(size / 16));
  canvas.centredText(size / 2, Math.round(size / 2 - (7 * scale) / 2), label.slice(0, 2), scale, WHITE);
  return canvas.toPng();
}
