// `npm run build -- --precompress`: a .br and a .gz beside each text file, for
// web servers that send a file's compressed twin as it is (nginx gzip_static
// and brotli_static, src/build/nginx-site.conf) instead of compressing on every
// request. The same bytes on every run: shards and rebuilds stay identical.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text worth compressing; images are compressed already. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.map']);

/** Smaller than this, the headers of a compressed answer outweigh what it saves. */
const MIN_BYTES = 256;

export interface Compression {
  /** Brotli quality 0..11: 11 for the shared assets, compressed once per build; less for each brand's own files. */
  brotliQuality: number;
}

/** Shared assets (`_astro/`), compressed once and linked into every brand. */
export const SHARED: Compression = { brotliQuality: 11 };
/** A brand's own files: pages, strings, config. Quality 9 keeps a 1,000-brand build in minutes; 11 gains a few per cent. */
export const PER_BRAND: Compression = { brotliQuality: 9 };

/** Compresses every text file under `dir` except in the top-level folders `skip` names. Returns the bytes written. */
export async function precompress(dir: string, compression: Compression, skip: readonly string[] = []): Promise<number> {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((e) => !skip.includes(e.name))
    .flatMap((e) => (e.isDirectory() ? textFiles(join(dir, e.name)) : textFiles(dir, e.name)));
  let written = 0;
  const one = async (file: string) => {
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) return;
    const [br, gzipped] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: compression.brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(raw, { level: 9 }),
    ]);
    // A server sends the twin whenever it exists: only where it is smaller.
    if (br.length < raw.length) {
      writeFileSync(`${file}.br`, br);
      written += br.length;
    }
    if (gzipped.length < raw.length) {
      writeFileSync(`${file}.gz`, gzipped);
      written += gzipped.length;
    }
  };
  // zlib runs on libuv's thread pool (4 threads): a few files in flight keep both cores busy.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let f = queue.shift(); f; f = queue.shift()) await one(f);
    }),
  );
  return written;
}

/** Text files under `dir` (or just `only`, one file in it). */
function textFiles(dir: string, only?: string): string[] {
  if (only) return TEXT.has(extname(only)) && statSync(join(dir, only)).isFile() ? [join(dir, only)] : [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? textFiles(join(dir, e.name)) : textFiles(dir, e.name)));
}
