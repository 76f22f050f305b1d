// Astro's React renderer hydrates the island with hydrateRoot(element, app,
// { identifierPrefix }) and offers no way to add options. astro.config.mjs
// points that renderer's import of react-dom/client here, which adds the root's
// error callbacks: errors the boundaries catch, errors none catches and the
// hydration mismatches React recovers from are reported (app/monitoring.ts).
//
// React DOM is required at its first use, not imported: as it starts it creates
// Errors, and an attached inspector (Lighthouse, DevTools) parses every function
// on their stack again for its source positions. Imported, React DOM started
// from the app chunk's top level, and that was the whole chunk parsed again,
// 49-89 ms at 4x CPU in traces (src/README.md, Budgets); from here, these few lines.
import type { ReactNode } from 'react';
import type { HydrationOptions, Root } from 'react-dom/client';
import { rootErrorCallbacks } from '../app/monitoring.ts';

type Client = typeof import('react-dom/client');
declare const require: (id: 'react-dom/client') => Client;

let client: Client | undefined;
const reactDom = (): Client => (client ??= require('react-dom/client'));

export const createRoot: Client['createRoot'] = (container, options) => reactDom().createRoot(container, options);

export function hydrateRoot(container: Element | Document, children: ReactNode, options?: HydrationOptions): Root {
  return reactDom().hydrateRoot(container, children, { ...options, ...rootErrorCallbacks });
}
