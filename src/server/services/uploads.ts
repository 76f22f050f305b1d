// Uploaded images (src/server/README.md, Security): jpeg, png or gif judged by their first
// bytes (never by name or declared type), at most 5 MiB each, at most 3 per
// request, then decoded and re-encoded with sharp (libvips): what is stored is
// the re-encoded picture only, so metadata (EXIF, comments, text chunks),
// anything appended after the image data and any polyglot script or PHP are
// gone, and a file that does not decode as the image its first bytes claim is
// refused. At most 20 megapixels, judged from the header before decoding, so a
// small file cannot unpack into gigabytes. Stored under random names in a
// folder outside any web root (var/uploads by default). Nothing serves it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ApiError } from './api-error.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_MAX_PIXELS = 20_000_000;

export type ImageKind = 'jpeg' | 'png' | 'gif';

// Uploads are rare and each is decoded once: no cache to hold decoded pixels.
sharp.cache(false);

export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)) return 'gif';
  return undefined;
}

/**
 * The picture in `bytes`, decoded and encoded again in its own format (a gif
 * keeps its first frame). `label` names the file in errors ("Image 2
 * ("receipt.png")"). Refuses with reward.image_type what does not decode as
 * `kind`, and with field.invalid what is over UPLOAD_MAX_PIXELS.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind, label: string): Promise<Buffer> {
  const unreadable = (why: string) =>
    new ApiError(
      'reward.image_type',
      `${label} starts like a ${kind} but is not one a viewer can open (${why}); send the picture itself, saved again as jpg, png or gif.`,
      { field: 'pictures', reason: 'format' },
    );
  let width: number;
  let height: number;
  try {
    // The header only (no pixel limit yet), to say how large the picture is.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== kind) throw unreadable(`its data is ${meta.format}`);
    width = meta.width;
    height = meta.height;
  } catch (e) {
    throw e instanceof ApiError ? e : unreadable(firstLine(e));
  }
  if (width * height > UPLOAD_MAX_PIXELS) {
    throw new ApiError(
      'field.invalid',
      `${label} is ${width} x ${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels); at most ${UPLOAD_MAX_PIXELS / 1e6} megapixels are taken. Scale it down (a 4000 x 5000 picture is the largest) and send it again.`,
      { field: 'pictures', reason: 'format' },
    );
  }
  try {
    // rotate() turns the picture as its EXIF orientation says, since the EXIF goes; sharp writes no metadata unless asked.
    const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' }).rotate();
    if (kind === 'jpeg') return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    if (kind === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    return await image.gif().toBuffer();
  } catch (e) {
    throw unreadable(firstLine(e));
  }
}

function firstLine(e: unknown): string {
  return String((e as Error).message ?? e)
    .split('\n')[0]!
    .slice(0, 120);
}

/** Writes the re-encoded files and returns their stored names. */
export function storeUploads(dir: string, files: { bytes: Buffer; kind: ImageKind }[]): string[] {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return files.map(({ bytes, kind }) => {
    const name = `${randomBytes(16).toString('hex')}.${kind === 'jpeg' ? 'jpg' : kind}`;
    writeFileSync(join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
    return name;
  });
}
