// The Content-Type of every file a Lobbykit server sends from disk: the built
// sites (build/static-host.ts), the studio's preview of them and the studio's
// own UI (studio/server/). One table, so a page is sent with the same type by
// the host and by its preview; a deployment's nginx uses its own mime.types
// (build/nginx-site.conf adds the one it lacks, the web app manifest's).
import { extname } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type of a file by its name's extension; bytes of any other kind are sent as bytes (with nosniff, never run). */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}
