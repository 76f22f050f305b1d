// Renders prebuilt pages from a render kit (render-kit.ts): the same server
// bundle and the same Astro render call as Astro's own page loop, so the HTML
// is byte for byte what `astro build` writes, but for two things done to every
// page after: the rules its first paint needs inlined (page-styles-integration.ts),
// and Astro's island runtime named as a shared file (island-script.ts). Used by the
// build (in one or more worker processes, render-worker.ts) and by the content-only rebuild.
//
// Astro's build app reads two things from the build it ran in: the page's
// stylesheets and the integrations' scripts. Both are in the kit's manifest,
// which is where they come from here; they are handed over already merged, so
// no page concatenates the inline CSS again.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderForPrerender } from 'astro/app';
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';
import { inlinePageStyles, type Stylesheet } from '../layouts/page-styles-integration.ts';
import { externalIslandScript, type IslandRuntime, islandRuntime } from './island-script.ts';
import { kitAppCode } from './app-code-list.ts';
import { externalPageData } from './page-data-file.ts';
import { kitStylesheet, linkedStylesheets } from './page-stylesheet.ts';

/** Pages rendered at once: writes overlap rendering; more only holds more pages in memory. */
const CONCURRENCY = 4;

/** Astro's key for a page's build data (`<route>&<component>`). */
const pageKey = (route: string, component: string) => `${route}&${component}`;

interface KitRoute {
  routeData: { route: string; component: string };
  styles: { type?: string; src?: string }[];
  scripts: ({ stage?: string; children?: string; type?: string; value?: string } & Record<string, unknown>)[];
}

interface KitApp {
  manifest: { routes: KitRoute[]; entryModules: Record<string, string>; clientDirectives: Map<string, string> };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
}

/** The kit's app as Astro bundled it. */
export async function importKit(kitDir: string): Promise<KitApp> {
  const entry = readdirSync(kitDir).find((f) => /^prerender-entry\..*\.mjs$/.test(f));
  if (!entry) throw new Error(`${kitDir} holds no render kit (no prerender-entry.*.mjs): run a full build (npm run build).`);
  return ((await import(pathToFileURL(join(kitDir, entry)).href)) as { app: KitApp }).app;
}

/** The stylesheets every page of the kit links, in order: one list, as the site has one page component. */
export function kitStylesheetLinks(app: KitApp): string[] {
  const lists = new Set(app.manifest.routes.map((r) => JSON.stringify(linkedStylesheets(r.styles))));
  if (lists.size > 1) throw new Error(`The kit's pages link different stylesheets (${[...lists].join(' / ')}): one joined stylesheet serves one list.`);
  return JSON.parse([...lists][0] ?? '[]') as string[];
}

export interface Kit {
  app: KitApp;
  /** The joined stylesheet the pages name (page-stylesheet.ts), its rules to inline. */
  stylesheet?: Stylesheet;
  /** Astro's island runtime, which the pages name rather than inline (island-script.ts). */
  island: IslandRuntime;
}

/** The kit's app, ready to render: what Astro's default prerenderer sets up, taken from the kit itself. */
export async function loadKit(kitDir: string, log: (line: string) => void): Promise<Kit> {
  const app = await importKit(kitDir);
  const stylesheet = kitStylesheet(kitDir);
  // The pages link the joined file in place of the ones it was joined from.
  const styles = (r: KitRoute) =>
    stylesheet ? [...r.styles.filter((s) => !linkedStylesheets([s]).length), { type: 'external', src: stylesheet.href }] : r.styles;
  const pagesByKeys = new Map(
    app.manifest.routes.map((r) => [
      pageKey(r.routeData.route, r.routeData.component),
      { styles: styles(r).map((sheet, order) => ({ depth: 0, order, sheet })) },
    ]),
  );
  const scripts = app.manifest.routes.flatMap((r) => r.scripts.filter((s) => s.stage === 'head-inline').map((s) => ({ stage: s.stage, content: s.children })));
  if (app.manifest.routes.some((r) => r.scripts.some((s) => s.type === 'external'))) scripts.push({ stage: 'page', content: '' });
  app.setInternals({ pagesByKeys, entrySpecifierToBundleMap: new Map(Object.entries(app.manifest.entryModules)) });
  const destination = {
    write(event: { label?: string | null; message: string }) {
      log(`${event.label ? `[${event.label}] ` : ''}${event.message}`);
      return true;
    },
  };
  app.setOptions({ logger: { options: { destination, level: 'warn' } }, settings: { scripts: [...new Map(scripts.map((s) => [s.content, s])).values()] } });
  return { app, stylesheet, island: islandRuntime(app.manifest.clientDirectives, kitAppCode(kitDir)) };
}

export interface RenderedBrand {
  id: string;
  pages: number;
  seconds: number;
}

/**
 * Renders the pages of every brand in the build input (LOBBYKIT_BUILD_INPUT)
 * into `outDir/<id>/...`, each page where a static host looks for it: a
 * folder's index.html, or the file itself for a path ending in .html.
 */
export async function renderPages(kit: Kit, outDir: string, onBrand: (done: RenderedBrand) => void | Promise<void> = () => {}): Promise<RenderedBrand[]> {
  const all = (await new StaticPaths(kit.app as never).getAll()) as { pathname: string; route: unknown }[];
  const byBrand = new Map<string, { pathname: string; route: unknown }[]>();
  for (const p of all) {
    const id = p.pathname.split('/')[1]!;
    byBrand.set(id, [...(byBrand.get(id) ?? []), p]);
  }
  const done: RenderedBrand[] = [];
  for (const [id, paths] of byBrand) {
    const started = performance.now();
    const queue = [...paths];
    const folders = new Set<string>();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let p = queue.shift(); p; p = queue.shift()) await renderOne(kit, p.pathname, p.route, outDir, folders);
      }),
    );
    done.push({ id, pages: paths.length, seconds: (performance.now() - started) / 1000 });
    await onBrand(done.at(-1)!);
  }
  return done;
}

/**
 * Renders one page and writes it, with its snapshot file (page-data-file.ts). `folders`: the brand's folders made so far, each
 * made once however many pages it holds. The writes are synchronous: on these
 * machines a small file operation through the thread pool took about four times
 * as long as the same call made directly, and rendering keeps this thread busy anyway.
 */
async function renderOne({ app, stylesheet, island }: Kit, pathname: string, route: unknown, outDir: string, folders: Set<string>) {
  // The URL Astro's page loop renders a path at (directory format: a trailing slash), with no headers, as for any prerendered page.
  const url = new URL(pathname === '/' ? '/' : `${pathname.replace(/\/$/, '')}/`, 'http://localhost:4321');
  const { response } = (await renderForPrerender(app as never, new Request(url), { routeData: route as never })) as { response: Response };
  if (response.status !== 200) throw new Error(`Rendering ${pathname} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const file = join(outDir, pathname.endsWith('.html') ? pathname : join(pathname, 'index.html'));
  const { html, file: data } = externalPageData(externalIslandScript(await response.text(), island));
  // Beside the brand's boot file: the site's folder is the path's first segment.
  if (data) writeIn(folders, join(outDir, pathname.split('/')[1]!, data.url), data.json);
  writeIn(folders, file, stylesheet ? inlinePageStyles(html, () => stylesheet) : html);
}

function writeIn(folders: Set<string>, file: string, text: string) {
  const folder = dirname(file);
  if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
  folders.add(folder);
  writeFileSync(file, text);
}
