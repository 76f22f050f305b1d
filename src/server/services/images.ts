// The cache of the pictures the platform serves itself (drawn on demand: the
// seed stores no image files), banner widths and their WebP copies, and the
// avatars (a letter on a colour from a hash of the name). Game art, vendor
// logos and banners are drawn in demo-art.ts.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { Canvas, hsl, type Rgb } from './png.ts';

function hue(text: string): number {
  return createHash('sha1').update(text).digest().readUInt16BE(0) % 360;
}

/**
 * Keeps images within `maxBytes` (64 MiB: every demo brand's game art at both
 * sizes, its banners and logos); the least recently used goes first.
 */
export class ImageCache {
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly entries = new Map<string, Buffer>();
  /** Images being made: a burst of requests for one image makes it once. */
  private readonly making = new Map<string, Promise<Buffer>>();

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  get(key: string, draw: () => Buffer): Buffer {
    const image = this.entries.get(key) ?? draw();
    this.keep(key, image);
    return image;
  }

  /** The same, for an image made asynchronously (drawn by sharp, or a resized copy). */
  async getAsync(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.keep(key, hit);
      return hit;
    }
    let pending = this.making.get(key);
    if (!pending) {
      pending = make().finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    const image = await pending;
    this.keep(key, image);
    return image;
  }

  /** Marks `key` most recently used (a Map iterates in insertion order), then drops the oldest over the budget. */
  private keep(key: string, image: Buffer) {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.length;
    }
    this.entries.set(key, image);
    this.bytes += image.length;
    for (const [oldest, bytes] of this.entries) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= bytes.length;
    }
  }
}

/**
 * Widths a banner is offered at besides its drawn size, for a srcset: a phone
 * (360 to 430 CSS px wide, 2 to 3 device pixels each) picks the smallest that
 * fills its screen. Only widths below the group's own are offered.
 */
export const BANNER_WIDTHS = [360, 540, 750, 1080] as const;

/** The widths a banner of a group `width` px wide is served at: those below it, and its own. */
/** The demo promotion images' width (routes/assets.ts draws them; routes/content.ts offers them at bannerWidths of it). */
export const PROMOTION_IMAGE_WIDTH = 750;

export function bannerWidths(width: number): number[] {
  return [...BANNER_WIDTHS.filter((w) => w < width), width];
}

/** A banner `width` px wide as WebP, a quarter to a third smaller than PNG for photographs. */
export function bannerWebp(png: Buffer, width: number): Promise<Buffer> {
  return sharp(png).resize({ width }).webp({ quality: 80 }).toBuffer();
}

const WHITE: Rgb = [255, 255, 255];

export function drawAvatar(label: string, seed: string, size = 96): Buffer {
  const h = hue(seed);
  const canvas = new Canvas(size, size, hsl(h, 0.3, 0.92));
  canvas.fillCircle(size / 2, size / 2, size / 2 - 2, hsl(h, 0.6, 0.5));
  const scale = Math.max(2, Math.floor(size / 16));
  canvas.centredText(size / 2, Math.round(size / 2 - (7 * scale) / 2), label.slice(0, 2), scale, WHITE);
  return canvas.toPng();
}
