// The app's code (the island's component, its renderer and every chunk they
// import) fetched into the browser's cache once the page is idle, and compiled
// and run only when the page is to hydrate (ready-directive.ts). Imported at
// idle instead, the modules were compiled and the top of the app chunk run
// before the page's quiet window was over (with an inspector attached, as
// Lighthouse is, V8 also copied the 390 KB chunk's source into its trace): the
// help pages' main-thread time until idle was 1.49-2.41x their HTML-only
// floors', and 1.10-1.66x with the code only fetched (src/DECISIONS.md). The
// build writes the list at the head of the island runtime
// (build/app-code-list.ts), so it names exactly the files of its build.
import { appendHeadLink } from '../app/head-link.ts';

const KEY = '__lobbykitAppCode';

/** The island runtime's first line: the app code's addresses, on the window. */
export function appCodeScript(hrefs: readonly string[]): string {
  return `self.${KEY}=${JSON.stringify(hrefs)};`;
}

/**
 * Browser: starts fetching the app's code into the cache, without compiling it. In the mode of the module
 * scripts that will ask for it (same-origin CORS), so the cache answers them.
 */
export function prefetchAppCode(): void {
  for (const href of (globalThis as { [KEY]?: string[] })[KEY] ?? []) appendHeadLink({ rel: 'prefetch', as: 'script', crossOrigin: 'anonymous', href });
}
