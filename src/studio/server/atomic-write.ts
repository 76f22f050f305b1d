// Writes a file so that readers, and a crash at any moment, see either the old
// content or the whole new content: a temporary file in the same folder, flushed
// to disk, then renamed over the target (rename is atomic within a file system).
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

export function writeFileAtomic(path: string, content: string | Buffer) {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  // 'wx': never follows or reuses an existing name.
  const fd = openSync(temp, 'wx', 0o644);
  try {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw e;
  }
  closeSync(fd);
  renameSync(temp, path);
}
