// A tiny PNG encoder and RGB canvas, so the platform can draw its own game
// icons, banners and captchas without image libraries or external links.
import { crc32, deflateSync } from 'node:zlib';
import { glyph, GLYPH_HEIGHT, GLYPH_WIDTH } from './bitmap-font.ts';

export type Rgb = readonly [number, number, number];

export class Canvas {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;

  constructor(width: number, height: number, background: Rgb = [255, 255, 255]) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  setPixel(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }

  fillRect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
    const x0 = Math.max(0, Math.floor(x));
    const x1 = Math.min(this.width, Math.floor(x + w));
    for (let yy = Math.max(0, Math.floor(y)); yy < Math.min(this.height, y + h); yy++) {
      for (let i = (yy * this.width + x0) * 3, end = (yy * this.width + x1) * 3; i < end; i += 3) {
        this.pixels[i] = r;
        this.pixels[i + 1] = g;
        this.pixels[i + 2] = b;
      }
    }
  }

  /** A top-to-bottom gradient. */
  gradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = this.height > 1 ? y / (this.height - 1) : 0;
      const c: Rgb = [0, 1, 2].map((k) => Math.round(top[k]! + (bottom[k]! - top[k]!) * t)) as unknown as Rgb;
      this.fillRect(0, y, this.width, 1, c);
    }
  }

  fillCircle(cx: number, cy: number, radius: number, colour: Rgb): void {
    for (let y = Math.floor(cy - radius); y <= cy + radius; y++) {
      for (let x = Math.floor(cx - radius); x <= cx + radius; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) this.setPixel(x, y, colour);
    }
  }

  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) this.setPixel(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, colour);
  }

  /** Width in pixels of `text` drawn at `scale`. */
  static textWidth(text: string, scale: number): number {
    return text.length ? (text.length * (GLYPH_WIDTH + 1) - 1) * scale : 0;
  }

  /** Draws text with the 5x7 font; characters the font lacks are left blank. */
  text(x: number, y: number, text: string, scale: number, colour: Rgb): void {
    let at = x;
    for (const ch of text) {
      const rows = glyph(ch);
      for (let row = 0; row < GLYPH_HEIGHT; row++) {
        for (let col = 0; col < GLYPH_WIDTH; col++) {
          if ((rows[row]! >> (GLYPH_WIDTH - 1 - col)) & 1) this.fillRect(at + col * scale, y + row * scale, scale, scale, colour);
        }
      }
      at += (GLYPH_WIDTH + 1) * scale;
    }
  }

  /** Text centred horizontally around `cx`, its top at `y`. */
  centredText(cx: number, y: number, text: string, scale: number, colour: Rgb): void {
    this.text(Math.round(cx - Canvas.textWidth(text, scale) / 2), y, text, scale, colour);
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** 8-bit RGB, no interlace, filter 0 on every row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
