// The studio's image upload: a brand's logo or favicon, checked and made safe
// before it lands in brands/<id>/assets/. SVG through the sanitiser
// (config/svg-sanitise.ts), then held to validate's own SVG rule
// (config/brand-assets.ts, unsafeSvg); PNG and WebP decoded and encoded again with sharp
// (nothing but pixels survives: no metadata, no trailing bytes), at a size the
// site shows. The file is named by its content, so the saved logo keeps working
// until the operator saves a config that names the new one.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { unsafeSvg } from '../../config/brand-assets.ts';
import { sanitiseSvg } from '../../config/svg-sanitise.ts';
import { writeFileAtomic } from './atomic-write.ts';

export const IMAGE_KINDS = ['logo', 'favicon'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** What an upload may be, decoded; the same limit for every kind. */
export const IMAGE_MAX_BYTES = 512 * 1024;
/** A raster larger than this (either side) is refused: no logo needs it, and decoding it costs memory. */
const MAX_SIDE = 4096;
/** Drawn at most this big: the logo is shown 32 px high (4x for sharp screens), the favicon up to 512 px (the largest app icon). */
const FIT: Record<ImageKind, { width: number; height: number }> = { logo: { width: 1280, height: 128 }, favicon: { width: 512, height: 512 } };

const TYPES = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;

export type ImageResult = { ok: true; path: string; bytes: number; removed?: string[] } | { ok: false; status: number; error: string };

const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isWebp = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

export async function storeImage(brandDir: string, kind: ImageKind, type: string, data: Buffer): Promise<ImageResult> {
  const ext = TYPES[type as keyof typeof TYPES];
  if (!ext) return { ok: false, status: 415, error: `A ${kind} is an SVG, PNG or WebP image; this file is ${type || 'of no known type'}.` };
  if (data.length === 0) return { ok: false, status: 422, error: 'The file is empty.' };
  if (data.length > IMAGE_MAX_BYTES)
    return { ok: false, status: 413, error: `The file is ${Math.ceil(data.length / 1024)} KB; a ${kind} may be at most ${IMAGE_MAX_BYTES / 1024} KB.` };
  let bytes: Buffer;
  let removed: string[] | undefined;
  if (ext === 'svg') {
    const clean = sanitiseSvg(data);
    if (!clean.ok) return { ok: false, status: 422, error: clean.problem };
    // The rule npm run validate holds every brand SVG to (brand-assets.ts): what is stored must pass it.
    const unsafe = unsafeSvg(clean.svg);
    if (unsafe) return { ok: false, status: 422, error: `The SVG still has ${unsafe} after cleaning; export it again as plain SVG.` };
    bytes = Buffer.from(clean.svg, 'utf8');
    removed = clean.removed;
  } else {
    if (ext === 'png' ? !isPng(data) : !isWebp(data))
      return { ok: false, status: 422, error: `The file is not a ${ext.toUpperCase()} image (its first bytes say otherwise).` };
    try {
      const image = sharp(data, { limitInputPixels: MAX_SIDE * MAX_SIDE });
      const { width = 0, height = 0 } = await image.metadata();
      if (width > MAX_SIDE || height > MAX_SIDE) return { ok: false, status: 422, error: `The image is ${width}x${height} px; at most ${MAX_SIDE} px a side.` };
      const fitted = image.resize({ ...FIT[kind], fit: 'inside', withoutEnlargement: true });
      bytes = await (ext === 'png' ? fitted.png({ compressionLevel: 9 }) : fitted.webp({ quality: 90 })).toBuffer();
    } catch (e) {
      return { ok: false, status: 422, error: `The ${ext.toUpperCase()} image could not be read (${(e as Error).message}).` };
    }
  }
  const path = `assets/${kind}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.${ext}`;
  mkdirSync(join(brandDir, 'assets'), { recursive: true });
  writeFileAtomic(join(brandDir, path), bytes);
  return { ok: true, path, bytes: bytes.length, ...(removed?.length ? { removed } : {}) };
}
