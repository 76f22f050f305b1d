// Every feature's entries, merged. Vite resolves the glob at build time.
import type { FeatureEntries, Lazy, PageProps } from '../feature-entries.ts';
import { findRoute } from '../routes.ts';

const modules = import.meta.glob<{ default: FeatureEntries }>('../features/*/entries.ts', { eager: true });

/** Every feature's entries, in folder order. */
export const all = Object.values(modules).map((m) => m.default);

export const pages: NonNullable<FeatureEntries['pages']> = Object.assign({}, ...all.map((e) => e.pages ?? {}));
export const sections: NonNullable<FeatureEntries['sections']> = Object.assign({}, ...all.map((e) => e.sections ?? {}));
export const popups: NonNullable<FeatureEntries['popups']> = Object.assign({}, ...all.map((e) => e.popups ?? {}));
export const overlays: NonNullable<FeatureEntries['overlays']> = all.flatMap((e) => e.overlays ?? []);
export const sideMenuSlots: NonNullable<FeatureEntries['sideMenu']> = Object.assign({}, ...all.map((e) => e.sideMenu ?? {}));

/** The page a path shows and its props, when it is a routed page (home has none: its sections load as they come near). */
export function pageAt(path: string): { page: Lazy<PageProps>; props: PageProps } | undefined {
  const route = findRoute(path);
  const page = route && route.chrome !== 'home' ? pages[route.id] : undefined;
  return route && page ? { page, props: { route } } : undefined;
}
