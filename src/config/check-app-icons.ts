// Finished home-screen icons an operator puts in brands/<id>/assets/ (named in
// app-icons.ts and the schema's `webApp`): each must be a PNG of its
// exact size, or the installed app would show a blurred or cropped icon, or
// none. Read from the file's header, so validation stays synchronous and fast.
import { APP_ICONS } from './app-icons.ts';
import { existsSync, openSync, readSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from './problems.ts';
import { displayPath } from './schema-files.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What a file's first bytes say it is, for the report. */
function formatOf(head: Buffer): string {
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'a PNG';
  if (head[0] === 0xff && head[1] === 0xd8) return 'a JPEG image';
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return 'a GIF image';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'a WebP image';
  if (/^\s*(<\?xml|<svg)/.test(head.toString('utf8'))) return 'an SVG image';
  return 'a file that is not an image';
}

function readHead(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(64);
    const n = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

export function checkAppIcons(brandDir: string): Problem[] {
  const problems: Problem[] = [];
  for (const icon of APP_ICONS) {
    const path = join(brandDir, 'assets', icon.file);
    if (!existsSync(path)) continue;
    const head = readHead(path);
    const expected = `a ${icon.size}x${icon.size} PNG (${icon.role})`;
    const fix = `Export it as a ${icon.size}x${icon.size} PNG, or remove it and the build draws it from theme.favicon.`;
    const format = formatOf(head);
    // The IHDR chunk follows the signature: its width and height, 4 bytes each.
    if (format !== 'a PNG' || head.length < 24 || head.subarray(12, 16).toString('latin1') !== 'IHDR') {
      problems.push({ file: displayPath(path), pointer: '', found: format === 'a PNG' ? 'a damaged PNG (no image header)' : format, expected, fix });
      continue;
    }
    const width = head.readUInt32BE(16);
    const height = head.readUInt32BE(20);
    if (width !== icon.size || height !== icon.size) {
      problems.push({ file: displayPath(path), pointer: '', found: `a ${width}x${height} PNG`, expected, fix });
    }
  }
  return problems;
}
