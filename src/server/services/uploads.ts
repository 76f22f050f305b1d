// Uploaded images (DESIGN.md section 6): jpeg, png or gif judged by their first
// bytes (never by name or declared type), at most 5 MiB each, at most 3 per
// request, stored under random names in a folder outside any web root
// (var/uploads by default). Nothing serves that folder.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 3;

export type ImageKind = 'jpeg' | 'png' | 'gif';

export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)) return 'gif';
  return undefined;
}

/** Writes the files (all were checked before) and returns their stored names. */
export function storeUploads(dir: string, files: { bytes: Buffer; kind: ImageKind }[]): string[] {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return files.map(({ bytes, kind }) => {
    const name = `${randomBytes(16).toString('hex')}.${kind === 'jpeg' ? 'jpg' : kind}`;
    writeFileSync(join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
    return name;
  });
}
