// The files of the app's code, which a waiting page fetches into the cache
// before it hydrates (layouts/app-code.ts): the island's component and
// renderer chunks and every chunk they import, found in the bundle once Astro
// has built it. The island runtime carries the list (island-script.ts); the
// kit keeps it too, since a content-only rebuild renders from the kit without
// the bundle and must name the same runtime file.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The island's component and its renderer, as the kit's manifest names their entry modules: where the app's code starts. */
const APP_ENTRIES = [/[\\/]src[\\/]app[\\/]App\.tsx$/, /^@astrojs\/react\/client\.js$/];

/** Where the kit keeps the app code's files, for a content-only rebuild's runtime (the kit outlives the bundle). */
const APP_CODE_FILE = 'app-code.json';

/** The imports and re-exports at the head of a built chunk, which is where the bundler puts them all: one after another from its start. */
const STATIC_IMPORTS = /\s*(?:import\s*(?:[^"';()]*?from\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)"([^"]+)";?/gy;

/** The public paths of `entries` and of every chunk they import, read from the built files under `assetsRoot`. */
function staticImportClosure(assetsRoot: string, entries: string[]): string[] {
  const found = new Set<string>();
  const visit = (href: string) => {
    if (found.has(href)) return;
    found.add(href);
    for (const [, specifier] of readFileSync(join(assetsRoot, href), 'utf8').matchAll(STATIC_IMPORTS)) visit(posix.join(posix.dirname(href), specifier!));
  };
  for (const e of entries) visit(e);
  return [...found];
}

/** Finds the app's code in the bundle under `assetsRoot`, keeps its list in the kit, and gives it. */
export function writeAppCode(kitDir: string, assetsRoot: string, entryModules: Record<string, string>): string[] {
  const entries = APP_ENTRIES.map((test) => {
    const file = Object.entries(entryModules).find(([id]) => test.test(id))?.[1];
    if (!file) throw new Error(`The render kit names no entry module matching ${test}: has the island (src/layouts/Page.astro) changed?`);
    return `/${file}`;
  });
  const files = staticImportClosure(assetsRoot, entries);
  writeFileSync(join(kitDir, APP_CODE_FILE), JSON.stringify(files));
  return files;
}

/** The app code's files the kit keeps (writeAppCode); none in a kit from before it kept them. */
export function kitAppCode(kitDir: string): string[] {
  try {
    return JSON.parse(readFileSync(join(kitDir, APP_CODE_FILE), 'utf8')) as string[];
  } catch {
    return [];
  }
}
