// The brand studio on the platform's server: the editor at /studio/ and
// /studio/<id>/, its API under /studio/api/, and each brand's preview at
// http://<id>.studio.localhost:<port>/. Reads and writes only brand folders
// (brand-files.ts) and only for requests the guard lets through (guard.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BRAND_ID, createBrand } from '../../config/create-brand.ts';
import { checkBrand } from '../../config/check-brand.ts';
import { contentTypeOf } from '../../config/content-types.ts';
import type { BrandConfig } from '../../config/generated/brand.ts';
import { brandValidator } from '../../config/validate-brand.ts';
import { listBrandIds, loadBrand } from '../../config/load-brands.ts';
import { formatProblems, type Problem } from '../../config/problems.ts';
import { brandSchemas, SCHEMAS_DIR } from '../../config/schema-files.ts';
import { brandDir, problemsOf, readBrand, saveBrand } from './brand-files.ts';
import { IMAGE_KINDS, IMAGE_MAX_BYTES, type ImageKind, storeImage } from './brand-images.ts';
import { createGuard, TOKEN_HEADER } from './guard.ts';
import { STUDIO_BODY_LIMIT } from './input-bounds.ts';
import { registerPreviewHost } from './preview-host.ts';
import { createRebuilds, type Rebuilds } from './rebuild.ts';

export interface StudioOptions {
  brandsDir: string;
  distDir: string;
  uiDir: string;
  /** The port the server listens on, known once it listens. */
  port: () => number;
  /** Told after each write to the brands folder, and waited for, so the server serves the change (its platform knows a new merchant) before the studio answers. */
  brandsChanged?: () => Promise<unknown>;
  /** Told before each write to a brand folder, with its id: the server leaves building that brand to Rebuild. */
  writing?: (id: string) => void;
  /** The build line Rebuild uses, when the server builds brands of its own too (npm start); else the studio's own. */
  rebuilds?: Rebuilds;
  /** A brand's last day of reports from its players' browsers, when the platform beside the studio takes them (null: it does not). */
  monitoring?: (id: string) => unknown;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function registerStudio(app: FastifyInstance, options: StudioOptions) {
  const { brandsDir, distDir, uiDir } = options;
  const guard = createGuard(options.port);
  const changed = () => options.brandsChanged?.() ?? Promise.resolve();
  const writing = (id: string) => options.writing?.(id);
  const rebuilds = options.rebuilds ?? createRebuilds(() => `http://127.0.0.1:${options.port()}`);
  const built = () => listBrandIds(brandsDir).filter((id) => existsSync(join(distDir, id, 'index.html')));

  // The config each brand's editor is showing, for its preview pages (memory only: a draft is not a save).
  const drafts = new Map<string, BrandConfig>();
  registerPreviewHost(app, {
    distDir,
    brandsDir,
    uiDir: () => uiDir,
    built,
    known: (id) => brandDir(brandsDir, id) !== undefined,
    configOf: (id, saved) => (saved ? undefined : drafts.get(id)) ?? loadBrand(id, brandsDir).config,
  });

  const page = (req: FastifyRequest, reply: FastifyReply) => {
    if (!guard.host(req, reply)) return reply;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lobbykit studio</title><meta name="lk-studio-token" content="${esc(guard.token)}"><link rel="stylesheet" href="/studio/ui/studio.css"></head>
<body><div id="studio"></div><script type="module" src="/studio/ui/studio.js"></script></body></html>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', "frame-ancestors 'none'")
      .send(html);
  };
  app.get('/studio', (_req, reply) => reply.redirect('/studio/'));
  app.get('/studio/', page);
  app.get('/studio/:id/', page);
  // Every property with its default and description: the reference gen:types writes beside the schemas, as text.
  app.get('/studio/reference', (req, reply) => {
    if (!guard.host(req, reply)) return reply;
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(readFileSync(join(SCHEMAS_DIR, 'README.md')));
  });

  app.get('/studio/ui/:file', (req, reply) => {
    const { file } = req.params as { file: string };
    if (!/^[a-z]+\.(js|css)$/.test(file) || !existsSync(join(uiDir, file))) return reply.code(404).send();
    return reply
      .type(contentTypeOf(file))
      .header('cache-control', 'no-cache')
      .send(readFileSync(join(uiDir, file)));
  });

  /** The API's common gate; answers and returns false when refused. */
  const gate = (req: FastifyRequest, reply: FastifyReply, write: boolean) => guard.host(req, reply) && guard.api(req, reply, write);
  /** The brand an API request's `:id` names, once through the gate; answers and returns undefined when refused or unknown. */
  const brandOf = (req: FastifyRequest, reply: FastifyReply, write: boolean): string | undefined => {
    if (!gate(req, reply, write)) return undefined;
    const { id } = req.params as { id: string };
    if (brandDir(brandsDir, id)) return id;
    void reply.code(404).send({ error: `No brand "${id}" in the brands folder.` });
    return undefined;
  };

  app.get('/studio/api/schemas', (req, reply) => gate(req, reply, false) && reply.send(brandSchemas()));

  app.get('/studio/api/brands', (req, reply) => {
    if (!gate(req, reply, false)) return reply;
    const previews = built();
    return reply.send(
      listBrandIds(brandsDir).map((id) => {
        const b = readBrand(brandsDir, id);
        const raw = b.raw as { name?: string } | null;
        return {
          id,
          name: b.config?.name ?? raw?.name ?? id,
          problems: b.problems.length,
          languages: b.config?.languages.supported ?? [],
          registration: b.config
            ? [
                ...(b.config.flags.USERNAMEREG3 ? ['username'] : []),
                ...(b.config.flags.MOBILENUMREG3 ? ['mobile number'] : []),
                ...(b.config.flags.REGMOBVERF3 ? ['SMS code'] : []),
              ]
            : [],
          // A brand not built yet is previewed from another's pages (preview-host.ts).
          preview: b.config !== undefined && previews.length > 0,
        };
      }),
    );
  });

  app.get('/studio/api/brands/:id', (req, reply) => {
    const id = brandOf(req, reply, false);
    if (!id) return reply;
    const b = readBrand(brandsDir, id);
    return reply.send({ id, file: b.file, raw: b.raw, files: b.files, problems: b.problems, preview: built().length > 0, built: built().includes(id) });
  });

  app.get('/studio/api/brands/:id/monitoring', (req, reply) => {
    const id = brandOf(req, reply, false);
    if (!id) return reply;
    return reply.header('cache-control', 'no-store').send({ day: options.monitoring?.(id) ?? null });
  });

  /** A 422 with the problems as `npm run validate` words them: each one, and the report's lines. */
  const refuse = (reply: FastifyReply, error: string, found: { problems: Problem[]; more: number }) =>
    reply.code(422).send({
      error,
      problems: found.problems,
      more: found.more,
      report: `${formatProblems(found.problems)}${found.more ? `\n  ... and ${found.more} more problem${found.more === 1 ? '' : 's'}` : ''}`,
    });

  app.put('/studio/api/brands/:id', { bodyLimit: STUDIO_BODY_LIMIT }, async (req, reply) => {
    const id = brandOf(req, reply, true);
    if (!id) return reply;
    const found = problemsOf(brandsDir, id, req.body);
    if (found.problems.length) return refuse(reply, 'The config has problems; nothing was saved.', found);
    writing(id);
    saveBrand(brandsDir, id, req.body as Record<string, unknown>);
    await changed();
    return reply.send({ saved: `brands/${id}/brand.json` });
  });

  app.put('/studio/api/drafts/:id', { bodyLimit: STUDIO_BODY_LIMIT }, (req, reply) => {
    const id = brandOf(req, reply, true);
    if (!id) return reply;
    const found = problemsOf(brandsDir, id, req.body);
    if (found.problems.length) return refuse(reply, 'Only a valid config is previewed.', found);
    // The filled-in config (defaults and merged rules), as a build would give the site.
    drafts.set(id, checkBrand(brandValidator(), { id, file: '', data: structuredClone(req.body), exists: () => true }).config);
    return reply.code(204).send();
  });

  app.post('/studio/api/brands', { bodyLimit: STUDIO_BODY_LIMIT }, async (req, reply) => {
    if (!gate(req, reply, true)) return reply;
    const { id, from, name } = (req.body ?? {}) as { id?: unknown; from?: unknown; name?: unknown };
    if (typeof id !== 'string' || typeof from !== 'string' || (name !== undefined && typeof name !== 'string'))
      return reply.code(400).send({ error: 'Send {"id", "from", "name"?} as strings.' });
    if (!brandDir(brandsDir, from)) return reply.code(404).send({ error: `No brand "${from}" to copy from.` });
    if (BRAND_ID.test(id) && !brandDir(brandsDir, id)) writing(id);
    const result = createBrand({ id, from, name: name || undefined, brandsDir });
    if (!result.ok)
      return reply.code(result.reason === 'exists' ? 409 : 422).send({ error: result.message, problems: 'problems' in result ? result.problems : [] });
    await changed();
    return reply.code(201).send(result);
  });

  // An image as JSON ({type, data: base64}), like every studio write (guard.ts); base64 makes it a third larger.
  // The body may be up to four times the image limit, so a file somewhat too big gets storeImage's words, not a bare 413.
  app.post('/studio/api/brands/:id/images/:kind', { bodyLimit: IMAGE_MAX_BYTES * 4 }, async (req, reply) => {
    const id = brandOf(req, reply, true);
    if (!id) return reply;
    const { kind } = req.params as { kind: string };
    if (!(IMAGE_KINDS as readonly string[]).includes(kind)) return reply.code(404).send({ error: `No image "${kind}": a brand has a logo and a favicon.` });
    const { type, data } = (req.body ?? {}) as { type?: unknown; data?: unknown };
    if (typeof type !== 'string' || typeof data !== 'string')
      return reply.code(400).send({ error: 'Send {"type", "data"}: the file type and its bytes in base64.' });
    writing(id);
    const result = await storeImage(join(brandsDir, id), kind as ImageKind, type, Buffer.from(data, 'base64'));
    if (!result.ok) return reply.code(result.status).send({ error: result.error });
    await changed();
    return reply.code(201).send(result);
  });

  app.post('/studio/api/brands/:id/rebuild', { bodyLimit: STUDIO_BODY_LIMIT }, (req, reply) => {
    const id = brandOf(req, reply, true);
    if (!id) return reply;
    const job = rebuilds.start(id);
    return 'busy' in job ? reply.code(409).send({ error: `Already building ${job.busy}; try again when it is done.` }) : reply.code(202).send(job);
  });

  app.get('/studio/api/brands/:id/rebuild', (req, reply) => {
    const id = brandOf(req, reply, false);
    if (!id) return reply;
    return reply.send(rebuilds.status(id) ?? { id, state: 'idle', lines: [] });
  });

  return { token: guard.token, tokenHeader: TOKEN_HEADER };
}
