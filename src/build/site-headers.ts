// The HTTP headers every answer of a brand's site carries, written by the build
// beside the site because they differ per brand (its platform, image CDNs and
// framing origins) and per build (the hashes of the pages' inline scripts):
//   _headers        "Name: value" lines under "/*", read by the static host of
//                   `npm start` (static-host.ts), and by hosts that read that format
//   _headers.nginx  the same as add_header lines, included by nginx-site.conf
// Neither file is ever served (both hosts refuse the names).
//
// The policy allows exactly what the site does: its own files, the inline scripts
// its pages hold (by hash, so any other inline script or event handler is
// refused), calls to its platform and monitoring endpoint, images from its own
// origin, its platform, the origin its content snapshot's image URLs name (the
// host the build asked as: another port, or another of the brand's origins, than
// the one serving it) and its CDNs (the service worker fetches those too, so
// they are connections as well), and no framing except by the brand's own
// `frameAncestors`. Styles may be inline: every page inlines the CSS its HTML
// uses and the app sets element sizes in style attributes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../config/generated/brand.ts';
import { walk } from './site-files.ts';

export const HEADERS_FILE = '_headers';
export const NGINX_HEADERS_FILE = '_headers.nginx';
/** Whether a site path names one of the headers files, which no host serves. */
export const isHeadersFile = (path: string) => /^\/?_headers(\.nginx)?$/.test(path);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types a browser runs; a data block (application/json, the page's snapshot answers) is not run and needs no hash. */
const RUNS = /^(|text\/javascript|application\/javascript|module)$/i;

/** CSP sources ('sha256-...') of the inline scripts a page runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes!)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes!)?.[1] ?? '';
    if (!RUNS.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const originOf = (url: string | undefined) => (url && /^https?:\/\//.test(url) ? new URL(url).origin : undefined);
const sources = (...list: (string | undefined)[]) => [...new Set(list.filter((s): s is string => Boolean(s)))].join(' ');

/** `contentOrigin`: where the content snapshot's images are (content-snapshot.ts siteOrigin), when the site has one. */
export function contentSecurityPolicy(brand: BrandConfig, scriptHashes: Iterable<string>, contentOrigin?: string): string {
  const platform = originOf(brand.platform.apiBase);
  const cdns = brand.imageCDNs.map(originOf);
  // Error and performance reports go by beacon, which connect-src governs; empty: reporting is off.
  const monitoring = originOf(brand.monitoring.endpoint);
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", ...[...new Set(scriptHashes)].sort())}`,
    "style-src 'self' 'unsafe-inline'",
    // blob:: a picture the player picks for a reward request is previewed from its object URL.
    `img-src ${sources("'self'", 'data:', 'blob:', platform, contentOrigin, ...cdns)}`,
    `connect-src ${sources("'self'", platform, contentOrigin, ...cdns, monitoring)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${brand.frameAncestors.length ? brand.frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** The headers of every answer of the site, given its pages' inline script hashes. */
export function siteHeaders(brand: BrandConfig, scriptHashes: Iterable<string>, contentOrigin?: string): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(brand, scriptHashes, contentOrigin)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // For browsers without frame-ancestors; it cannot name origins, so only when none may frame the site.
    ...(brand.frameAncestors.length ? [] : [['X-Frame-Options', 'DENY'] as [string, string]]),
  ];
}

/** Writes both headers files of `site` from the pages it holds now, each replaced whole when it changes. */
export function writeSiteHeaders(site: string, brand: BrandConfig, contentOrigin?: string) {
  const hashes = walk(site)
    .filter((f) => f.endsWith('.html'))
    .flatMap((f) => inlineScriptHashes(readFileSync(join(site, f), 'utf8')));
  const headers = siteHeaders(brand, hashes, contentOrigin);
  // Left as they are when nothing changed (a content-only rebuild touches only what it renders again).
  const write = (name: string, text: string) => {
    if (existsSync(join(site, name)) && readFileSync(join(site, name), 'utf8') === text) return;
    writeFileSync(join(site, `${name}.part`), text);
    renameSync(join(site, `${name}.part`), join(site, name));
  };
  write(HEADERS_FILE, `/*\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`);
  // Values hold single quotes, never double ones: one double-quoted nginx string each.
  write(NGINX_HEADERS_FILE, `${headers.map(([name, value]) => `add_header ${name} "${value}" always;`).join('\n')}\n`);
}

/** The headers a `_headers` file gives for every path ("/*"). */
export function parseSiteHeaders(text: string): [string, string][] {
  return text
    .split('\n')
    .filter((line) => /^\s+\S/.test(line))
    .map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as [string, string];
    });
}
