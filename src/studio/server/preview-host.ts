// The studio's preview of a brand: its built site, served at
// http://<id>.studio.localhost:<port>/ (its own origin, so the site runs exactly as
// deployed, at a domain root). Pages carry the config being edited in their boot
// data, so the same brand-agnostic app renders the draft with no rebuild, and one
// script (src/studio/preview/preview.ts) that applies theme edits live. The
// preview is a third-party frame in the studio, where the browser may deny it
// storage, so the draft and the preview language travel by the server, not by
// localStorage.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BOOT_ELEMENT_ID, type Boot } from '../../app/boot.ts';
import { themeCss } from '../../config/theme-css.ts';
import type { BrandConfig } from '../../config/generated/brand.ts';

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

const BOOT = new RegExp(`(<script type="application/json" id="${BOOT_ELEMENT_ID}">)([\\s\\S]*?)(</script>)`);

/** The manifest link: without it the page does not start the site's service worker (src/app/shell/use-web-app.ts), which would serve cached pages instead of the draft. */
const MANIFEST_LINK = /<link rel="manifest"[^>]*>/;

/** A built page with `config` as its brand (and `language` as the brand's default, which the app then shows). */
function withDraft(html: string, config: BrandConfig | undefined, language: string | undefined): string {
  return html.replace(MANIFEST_LINK, '').replace(BOOT, (_all, open: string, json: string, close: string) => {
    const boot = JSON.parse(json) as Boot;
    const brand = structuredClone(config ?? boot.brand);
    if (language && (brand.languages.supported as string[]).includes(language)) brand.languages.default = language as BrandConfig['languages']['default'];
    const safe = JSON.stringify({ ...boot, brand })
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
    // The draft's theme after the built one, and the live-edit script after the boot data.
    const theme = `<style id="lk-studio-theme">${themeCss(brand)}</style>`;
    return `${open}${safe}${close}${theme}<script src="${PREVIEW_SCRIPT}"></script>`;
  });
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
      if (ext !== '.html') return reply.send(readFileSync(file));
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      const html = withDraft(readFileSync(file, 'utf8'), query.has('lk-saved') ? undefined : options.draftOf(id), query.get('lk-lng') ?? undefined);
      return reply.send(html);
    },
  });
}
