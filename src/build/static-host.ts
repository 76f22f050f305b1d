// Serves every built brand at its own host name, http://<id>.localhost:<port>/,
// the way each would be deployed at a domain root, and an index of brands at
// http://localhost:<port>/. Chromium resolves *.localhost to loopback.
import { hash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BRAND_ASSETS_DIR } from '../config/boot-file.ts';
import { contentTypeOf } from '../config/content-types.ts';
import { swappedOut } from './site-finish.ts';
import { HEADERS_FILE, isHeadersFile, parseSiteHeaders } from './site-headers.ts';

/** The index of brands: links and one inline stylesheet, nothing else, and never in a frame. */
const INDEX_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** Longest a request waits for a site being swapped in; the swap itself takes microseconds. */
const SWAP_WAIT_MS = 2000;
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

interface Cached {
  mtime: number;
  raw: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  etag?: string;
  /** A headers file's headers, parsed once. */
  headers?: [string, string][];
}

// Compressed once per file, off the event loop: a first visit asks for a dozen
// files at once, and brotli at its best setting takes a moment for each, which
// compressing synchronously spent before answering anything else (pages, the
// platform's calls): a phone's first visit to a brand waited seconds for it.
const ENCODERS = { br: promisify(brotliCompress), gzip: promisify(gzip) };

export interface BrandListing {
  name: string;
  built: boolean;
  building?: boolean;
}

export interface StaticHostOptions {
  distDir: string;
  /** Brand ids to serve (those with a built site). */
  brands: () => string[];
  /** Every valid brand's name for the index page, whether its site is built yet, and whether a build of it is under way or waiting. */
  names: () => Record<string, BrandListing>;
  /** False while the sites are being built (npm start builds after its platform listens): pages answer 503 meanwhile. */
  ready?: () => boolean;
}

export function registerStaticHost(app: FastifyInstance, options: StaticHostOptions) {
  const cache = new Map<string, Cached>();

  const load = (file: string): Cached => {
    // A bundle file's name is its content's hash, and every brand has the same ones: one entry serves them all.
    const bundled = file.includes(`${sep}_astro${sep}`);
    const key = bundled ? `_astro/${basename(file)}` : file;
    const hit = cache.get(key);
    if (hit && bundled) return hit;
    const mtime = statSync(file).mtimeMs;
    if (hit && hit.mtime === mtime) return hit;
    const entry: Cached = { mtime, raw: readFileSync(file) };
    cache.set(key, entry);
    return entry;
  };

  /** The file, or undefined when it went between finding and reading it (a swap's rename). */
  const loaded = (file: string): Cached | undefined => {
    try {
      return load(file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  };

  /** The headers the build wrote for a brand's site (site-headers.ts): its content security policy and the rest. */
  const brandHeaders = (brand: string): [string, string][] => {
    const entry = loaded(join(options.distDir, brand, HEADERS_FILE));
    if (!entry) return [];
    entry.headers ??= parseSiteHeaders(entry.raw.toString('utf8'));
    return entry.headers;
  };

  const send = async (req: FastifyRequest, reply: FastifyReply, brand: string, file: string, entry: Cached) => {
    const ext = extname(file);
    reply.header('content-type', contentTypeOf(file));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    for (const [name, value] of brandHeaders(brand)) reply.header(name, value);
    // Hashed assets never change; everything else is revalidated.
    const hashed = file.includes(`${sep}_astro${sep}`) || file.includes(`${sep}${BRAND_ASSETS_DIR}${sep}`);
    reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    // Revalidation answers "not modified" when nothing changed: pages, and the service worker, whose
    // page checks it at every move (src/web-app/README.md). Weak: the bytes differ per encoding.
    entry.etag ??= `W/"${hash('sha1', entry.raw, 'base64url')}"`;
    reply.header('etag', entry.etag);
    if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    let body = entry.raw;
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (COMPRESSIBLE.has(ext) && entry.raw.length > 512) {
      reply.header('vary', 'accept-encoding');
      const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
      if (encoding) {
        entry[encoding] ??= ENCODERS[encoding](entry.raw);
        body = await entry[encoding];
        reply.header('content-encoding', encoding);
      }
    }
    return reply.send(body);
  };

  const hostId = (req: FastifyRequest): string | undefined => {
    const host = String(req.headers.host ?? '')
      .replace(/:\d+$/, '')
      .toLowerCase();
    return /^([a-z0-9-]+)\.localhost$/.exec(host)?.[1];
  };
  const brandOf = (req: FastifyRequest): string | undefined => {
    const id = hostId(req);
    return id && options.brands().includes(id) ? id : undefined;
  };

  /** The file for a URL path inside a brand's site, or undefined. Never leaves the site folder. */
  const resolve = (brand: string, urlPath: string): string | undefined => {
    const root = join(options.distDir, brand);
    let path: string;
    try {
      path = decodeURIComponent(urlPath.split('?')[0]!);
    } catch {
      return undefined;
    }
    const full = normalize(join(root, path));
    if (full !== root && !full.startsWith(root + sep)) return undefined;
    if (isHeadersFile(path)) return undefined;
    for (const candidate of [full, join(full, 'index.html')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  };

  /**
   * A full build swaps a brand's site with two renames (site-finish.ts): between
   * them its folder is missing for microseconds, with the old one aside. A request
   * that finds nothing while the old folder is aside tries again a moment later
   * (a few milliseconds at most) rather than being answered as if the brand had
   * no site or no such page.
   */
  const swapping = (req: FastifyRequest) => {
    const id = /^([a-z0-9-]+)\.localhost$/.exec(
      String(req.headers.host ?? '')
        .replace(/:\d+$/, '')
        .toLowerCase(),
    )?.[1];
    return id !== undefined && existsSync(swappedOut(options.distDir, id));
  };
  const find = async (req: FastifyRequest, urlPath: string) => {
    for (let waited = 0; ; waited += 2) {
      const brand = brandOf(req);
      const file = brand && resolve(brand, urlPath);
      const entry = file ? loaded(file) : undefined;
      if (entry || waited >= SWAP_WAIT_MS || !swapping(req)) return { brand, file, entry };
      await new Promise((r) => setTimeout(r, 2));
    }
  };

  app.get('/*', async (req, reply) => {
    const urlPath = req.url.split('?')[0]!;
    if (urlPath.startsWith('/api/')) return reply.code(404).send({ success: false, code: 'request.unknown_call', message: `No platform call at ${urlPath}.` });
    if (options.ready && !options.ready()) {
      return reply
        .code(503)
        .header('retry-after', '2')
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Building</title><p>Lobbykit is building the brands with their content; this page reloads when they are ready.</p>',
        );
    }
    const { brand, file, entry } = await find(req, urlPath);
    if (!brand) {
      const waiting = hostId(req);
      const known = waiting ? options.names()[waiting] : undefined;
      // A valid brand whose site is not built yet: said at its own address, not sent to the index as if unknown.
      if (known?.building)
        return reply
          .code(503)
          .header('retry-after', '5')
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta http-equiv="refresh" content="5"><title>${escapeHtml(known.name)}: building</title><p>${escapeHtml(known.name)} is being built with its content; this page reloads until it is ready.</p></html>`,
          );
      if (known)
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(known.name)}: not built yet</title><p>${escapeHtml(known.name)} has no built site yet. Use Rebuild in the studio (/studio/${waiting}/) or run <code>npm run build -- --brand ${waiting}</code>.</p></html>`,
          );
      if (urlPath !== '/') return reply.redirect('/');
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', INDEX_POLICY)
        .header('x-content-type-options', 'nosniff')
        .send(indexPage(String(req.headers.host ?? 'localhost'), options.names()));
    }
    if (file && entry) return send(req, reply, brand, file, entry);
    // Unknown paths reach /m/home (both documents, section 2).
    return reply.redirect('/m/home');
  });
}

function indexPage(host: string, names: Record<string, BrandListing>): string {
  // The Host header is the caller's text: only a port number is taken from it, and every link is escaped as well.
  const port = /:(\d{1,5})$/.exec(host)?.[1];
  const rows = Object.entries(names)
    .map(([id, { name, built, building }]) => {
      const link = escapeHtml(`http://${id}.localhost${port ? `:${port}` : ''}/`);
      return `<li><a href="${link}">${escapeHtml(name)}</a> <code>${link}</code>${built ? '' : building ? ' (being built)' : ' (not built yet: Rebuild it in the <a href="/studio/">studio</a>)'}</li>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Lobbykit brands</title><style>body{font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;padding:0 16px}li{margin:8px 0}code{color:#555}</style><h1>Lobbykit brands</h1><ul>${rows || '<li>No brand is built yet: run <code>npm run build</code>.</li>'}</ul><p>Platform API: <code>/api/</code> on every host.</p></html>`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
