// Astro's React renderer hydrates the island with hydrateRoot(element, app,
// { identifierPrefix }) and offers no way to add options. astro.config.mjs
// points that renderer's import of react-dom/client here, which adds the root's
// error callbacks: errors the boundaries catch, errors none catches and the
// hydration mismatches React recovers from are reported (app/monitoring.ts).
import type { ReactNode } from 'react';
import { createRoot, type HydrationOptions, hydrateRoot as reactHydrateRoot, type Root } from 'react-dom/client';
import { rootErrorCallbacks } from '../app/monitoring.ts';

export { createRoot };

export function hydrateRoot(container: Element | Document, children: ReactNode, options?: HydrationOptions): Root {
  return reactHydrateRoot(container, children, { ...options, ...rootErrorCallbacks });
}
