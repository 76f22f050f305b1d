// The studio's preview of a brand: its built site, served at
// http://<id>.studio.localhost:<port>/ (its own origin, so the site runs exactly as
// deployed, at a domain root). Pages carry the config being edited in their boot
// data, so the same brand-agnostic app renders the draft with no rebuild, and one
// script (src/studio/preview/preview.ts) that applies theme edits live. The
// boot data is the brand's boot file (src/app/boot.ts): the page's link to it
// carries the preview's query, and the file is answered with the draft in it. The
// preview is a third-party frame in the studio, where the browser may deny it
// storage, so the draft and the preview language travel by the server, not by
// localStorage.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Boot } from '../../app/boot.ts';
import { BOOT_ELEMENT_ID } from '../../app/boot-link.ts';
import { themeCss } from '../../config/theme-css.ts';
import type { BrandConfig } from '../../config/generated/brand.ts';
import { BOOT_FILE_PATH } from '../../config/boot-file.ts';
import { MANIFEST_META } from '../../web-app/constants.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

export const PREVIEW_HOST = /^([a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?)\.studio\.localhost(?::\d+)?$/;
export const PREVIEW_SCRIPT = '/__studio/preview.js';

/** Where the page names its boot file (src/layouts/Page.astro). */
const BOOT_LINK = new RegExp(`(<meta[^>]*id="${BOOT_ELEMENT_ID}"[^>]*content=")([^"?]+)(")`);

/** Where the page names its manifest: without it the page does not start the site's service worker (src/app/shell/use-web-app.ts), which would serve cached pages instead of the draft. */
const MANIFEST_NAMED = new RegExp(`<meta name="${MANIFEST_META}"[^>]*>`);

/** The boot file's data with `config` as its brand (and `language` as the brand's default, which the app then shows). */
function withDraft(json: string, config: BrandConfig | undefined, language: string | undefined): Boot {
  const boot = JSON.parse(json) as Boot;
  const brand = structuredClone(config ?? boot.brand);
  if (language && (brand.languages.supported as string[]).includes(language)) brand.languages.default = language as BrandConfig['languages']['default'];
  return { ...boot, brand };
}

/**
 * A built page without its manifest, whose boot file is asked for with the page's own query (so it is
 * answered with the same draft), the draft's theme after the built one, and the
 * live-edit script.
 */
function previewPage(html: string, query: string, bootOf: (href: string) => Boot | undefined): string {
  let theme = '';
  const page = html.replace(MANIFEST_NAMED, '').replace(BOOT_LINK, (_all, open: string, href: string, close: string) => {
    const boot = bootOf(href);
    if (boot) theme = themeCss(boot.brand);
    return `${open}${href}${query ? `?${query.replace(/&/g, '&amp;')}` : ''}${close}`;
  });
  return page.replace('</body>', `<style id="lk-studio-theme">${theme}</style><script src="${PREVIEW_SCRIPT}"></script></body>`);
}

export function registerPreviewHost(
  app: FastifyInstance,
  options: { distDir: string; uiDir: () => string; brands: () => string[]; draftOf: (id: string) => BrandConfig | undefined },
) {
  app.route({
    method: 'GET',
    url: '/*',
    constraints: { host: PREVIEW_HOST },
    handler: (req, reply) => {
      const id = PREVIEW_HOST.exec(String(req.headers.host).toLowerCase())![1]!;
      if (!options.brands().includes(id)) return reply.code(404).type('text/plain').send(`No built site for "${id}".`);
      const urlPath = req.url.split('?')[0]!;
      if (urlPath === PREVIEW_SCRIPT)
        return reply
          .type(TYPES['.js']!)
          .header('cache-control', 'no-cache')
          .send(readFileSync(join(options.uiDir(), 'preview.js')));
      const root = join(options.distDir, id);
      let full: string;
      try {
        full = normalize(join(root, decodeURIComponent(urlPath)));
      } catch {
        return reply.code(400).send();
      }
      if (full !== root && !full.startsWith(root + sep)) return reply.code(404).send();
      const file = [full, join(full, 'index.html')].find((f) => existsSync(f) && statSync(f).isFile());
      if (!file) return reply.redirect('/m/home');
      const ext = extname(file);
      reply
        .header('content-type', TYPES[ext] ?? 'application/octet-stream')
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff');
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      const draft = (json: string) => withDraft(json, query.has('lk-saved') ? undefined : options.draftOf(id), query.get('lk-lng') ?? undefined);
      if (ext === '.html') {
        const bootOf = (href: string) =>
          BOOT_FILE_PATH.test(href) && existsSync(join(root, href)) ? draft(readFileSync(join(root, href), 'utf8')) : undefined;
        return reply.send(previewPage(readFileSync(file, 'utf8'), query.toString(), bootOf));
      }
      if (BOOT_FILE_PATH.test(urlPath)) return reply.send(JSON.stringify(draft(readFileSync(file, 'utf8'))));
      return reply.send(readFileSync(file));
    },
  });
}
