// The studio's preview of a brand, served at http://<id>.studio.localhost:<port>/
// (its own origin, so the site runs as deployed, at a domain root). Pages carry
// the config being edited in their boot data, so the same brand-agnostic app
// renders the draft with no rebuild, and one script (src/studio/preview/preview.ts)
// that applies theme edits live. The boot data is the brand's boot file
// (src/app/boot.ts): the page's link to it carries the preview's query, and the
// file is answered with the draft, in the preview's language, in it.
//
// A brand with a built site is previewed from it. A brand with none yet (new, or
// never built) is previewed from another brand's built pages as a template: the
// shared JavaScript and page shells, with the template's prebuilt content taken
// out, so the app renders the whole page from the draft and its own platform
// merchant. Files under assets/ come from the brand folder first, so an uploaded
// logo shows at once. The preview is a third-party frame in the studio, where the
// browser may deny it storage, so the draft and the preview language travel by
// the server, not by localStorage.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Boot, brandBoot } from '../../app/boot.ts';
import { BOOT_ELEMENT_ID, PAGE_DATA_ELEMENT_ID } from '../../app/boot-link.ts';
import { BOOT_FILE_PATH } from '../../config/boot-file.ts';
import { contentTypeOf } from '../../config/content-types.ts';
import type { BrandConfig } from '../../config/generated/brand.ts';
import { themeCss } from '../../config/theme-css.ts';
import { catalogFor } from '../../i18n/catalog.ts';
import { languageDirection } from '../../i18n/languages.ts';
import { MANIFEST_META } from '../../web-app/constants.ts';

export const PREVIEW_HOST = /^([a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?)\.studio\.localhost(?::\d+)?$/;
export const PREVIEW_SCRIPT = '/__studio/preview.js';

/** Where the page names its boot file (src/layouts/Page.astro). */
const BOOT_LINK = new RegExp(`(<meta[^>]*id="${BOOT_ELEMENT_ID}"[^>]*content=")([^"?]+)(")`);

/** Where the page names its manifest: without it the page does not start the site's service worker (src/app/shell/use-web-app.ts), which would serve cached pages instead of the draft. */
const MANIFEST_NAMED = new RegExp(`<meta name="${MANIFEST_META}"[^>]*>`);

/** A template page's own brand: its prebuilt answers, title, description, icon and language. */
const PAGE_DATA = new RegExp(`<meta name="${PAGE_DATA_ELEMENT_ID}"[^>]*>`);
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const ICON = /<link rel="icon" href="[^"]*"\s*\/?>/;
const HTML_LANG = /<html lang="[^"]*" dir="[^"]*"/;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The boot data for `config` in `language` (the brand's default unless another of its languages is asked for): the page shows that language. */
export function draftBoot(config: BrandConfig, language: string | undefined, brandDir: string): Boot {
  const brand = structuredClone(config);
  if (language && (brand.languages.supported as string[]).includes(language)) brand.languages.default = language as BrandConfig['languages']['default'];
  return brandBoot(brand, catalogFor(brand.languages.default, brandDir));
}

/**
 * The island's prebuilt content taken out, and the island rendered rather than hydrated (client "only", which
 * the site's own directive then runs): hydrating an empty island into another brand's page is a mismatch that
 * React recovers from only sometimes.
 */
function withoutPrebuilt(html: string): string {
  const open = html.indexOf('<astro-island');
  const close = html.lastIndexOf('</astro-island>');
  if (open < 0 || close < 0) return html;
  const start = html.indexOf('>', open) + 1;
  const tag = html.slice(open, start).replace(/ client="([a-z]+)"/, ' client="only" data-directive="$1"');
  const directive = /data-directive="([a-z]+)"/.exec(tag)?.[1] ?? 'ready';
  // "only" runs the page's own directive once its runtime has defined it.
  const only = `<script>(self.Astro||(self.Astro={})).only=function(l,o,e){return self.Astro[${JSON.stringify(directive)}](l,o,e)}</script>`;
  // The end mark stays: the island element waits for it before it starts (await-children).
  return `${html.slice(0, open)}${only}${tag}<!--astro:end-->${html.slice(close)}`;
}

/**
 * A built page without its manifest, whose boot file is asked for with the page's own query (so it is
 * answered with the same draft), the draft's theme after the built one, and the live-edit script. A
 * template's page also loses its brand: the draft's title, icon and language instead, no prebuilt content.
 */
function previewPage(html: string, query: string, boot: Boot, template: boolean): string {
  let page = html.replace(MANIFEST_NAMED, '').replace(BOOT_LINK, (_all, open: string, href: string, close: string) => {
    return `${open}${href}${query ? `?${query.replace(/&/g, '&amp;')}` : ''}${close}`;
  });
  if (template) {
    const { brand, lng } = boot;
    page = withoutPrebuilt(page)
      .replace(PAGE_DATA, '')
      .replace(TITLE, `<title>${esc(brand.name)}</title>`)
      .replace(DESCRIPTION, `<meta name="description" content="${esc(brand.name)}">`)
      .replace(ICON, `<link rel="icon" href="/${esc(brand.theme.favicon)}">`)
      .replace(HTML_LANG, `<html lang="${esc(lng)}" dir="${languageDirection(lng)}"`);
  }
  // The app starts at once: a site waits for its first paint before it asks for its code (build/island-script.ts),
  // which a page with nothing prebuilt never reports, so it would wait out the loader's longest delay.
  page = page.replace(/setTimeout\(go,\d+\)/, 'setTimeout(go,0)').replace('</head>', () => `${earlyRequests(page)}</head>`);
  return page.replace('</body>', `<style id="lk-studio-theme">${themeCss(boot.brand)}</style><script src="${PREVIEW_SCRIPT}"></script></body>`);
}

/**
 * What the page asks for one after another (the island runtime, then its directive asks for the stylesheet, the boot
 * file and the app's code, which asks for the route's parts), asked for together from the head: a site orders them so
 * its content paints first, but the preview's first paint is the app's, so every step of that chain delayed it.
 */
function earlyRequests(page: string): string {
  const island = /<astro-island[^>]*>/.exec(page)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(island)?.[1];
  const link = (href: string | undefined, rel: string) => (href ? `<link ${rel} href="${href}">` : '');
  return [
    link(attr('component-url'), 'rel="modulepreload"'),
    link(attr('renderer-url'), 'rel="modulepreload"'),
    link(/\.src="(\/_astro\/island\.[^"]+\.js)"/.exec(page)?.[1], 'rel="preload" as="script"'),
    // The whole stylesheet, named in a <noscript> (layouts/page-styles.ts).
    link(/<noscript id="lk-styles"><link rel="stylesheet" href="([^"]+)"/.exec(page)?.[1], 'rel="preload" as="style"'),
    // The boot and snapshot files in the mode the app fetches them (app/boot-link.ts), so its requests are answered from these.
    ...[BOOT_ELEMENT_ID, PAGE_DATA_ELEMENT_ID].map((id) =>
      link(new RegExp(`<meta[^>]*id="${id}"[^>]*content="([^"]+)"`).exec(page)?.[1], 'rel="preload" as="fetch" crossorigin="anonymous"'),
    ),
  ].join('');
}

export interface PreviewHostOptions {
  distDir: string;
  brandsDir: string;
  uiDir: () => string;
  /** Brands with a built site. */
  built: () => string[];
  /** Whether a brand folder of that id exists. */
  known: (id: string) => boolean;
  /** The config to preview: the editor's draft, else (or with `saved`) the brand folder's; undefined for no valid brand of that id. */
  configOf: (id: string, saved: boolean) => BrandConfig | undefined;
}

export function registerPreviewHost(app: FastifyInstance, options: PreviewHostOptions) {
  app.route({
    method: 'GET',
    url: '/*',
    constraints: { host: PREVIEW_HOST },
    handler: (req, reply) => {
      const id = PREVIEW_HOST.exec(String(req.headers.host).toLowerCase())![1]!;
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      if (!options.known(id)) return reply.code(404).type('text/plain').send(`No brand "${id}" in the brands folder.`);
      const built = options.built();
      // Its own site, else any built one as the template (the same app and shells).
      const site = built.includes(id) ? id : built[0];
      if (!site)
        return reply.code(404).type('text/plain').send(`No built site to preview "${id}" with yet: build any brand once (npm run build -- --brand <id>).`);
      const template = site !== id;
      const urlPath = req.url.split('?')[0]!;
      if (urlPath === PREVIEW_SCRIPT)
        return reply
          .type(contentTypeOf(PREVIEW_SCRIPT))
          .header('cache-control', 'no-cache')
          .send(readFileSync(join(options.uiDir(), 'preview.js')));
      const brandDir = join(options.brandsDir, id);
      let path: string;
      try {
        path = decodeURIComponent(urlPath);
      } catch {
        return reply.code(400).send();
      }
      /** The file `path` names below `base`, if it stays inside `within`. */
      const inside = (base: string, within = base) => {
        const full = normalize(join(base, path));
        return full === within || full.startsWith(within + sep) ? full : undefined;
      };
      // The brand folder's own images (an upload not built yet), only from its assets/.
      const own = inside(brandDir, join(brandDir, 'assets'));
      const full = inside(join(options.distDir, site));
      if (!full) return reply.code(404).send();
      const file = [own, full, join(full, 'index.html')].find((f) => f && existsSync(f) && statSync(f).isFile());
      if (!file) return reply.redirect('/m/home');
      const ext = extname(file);
      reply.header('content-type', contentTypeOf(file)).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff');
      if (ext === '.svg') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (ext === '.html' || BOOT_FILE_PATH.test(urlPath)) {
        const config = options.configOf(id, query.has('lk-saved'));
        if (!config)
          return reply
            .code(409)
            .type('text/plain; charset=utf-8')
            .header('content-security-policy', "default-src 'none'")
            .send(`brands/${id}/brand.json has problems: fix them in the editor to preview it.`);
        const boot = draftBoot(config, query.get('lk-lng') ?? undefined, brandDir);
        return reply.send(ext === '.html' ? previewPage(readFileSync(file, 'utf8'), query.toString(), boot, template) : JSON.stringify(boot));
      }
      return reply.send(readFileSync(file));
    },
  });
}
