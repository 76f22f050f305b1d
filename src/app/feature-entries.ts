// What a feature offers the shell. Each feature folder has an `entries.ts` whose
// default export is a FeatureEntries; the shell finds them all, so features never
// import each other and the shell never names a feature's internals.
import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import type { HomeSection } from '../config/generated/brand.ts';
import type { RouteDef, RouteId } from './routes.ts';
import type { Atom } from './state/jotai.ts';
import type { PopupName } from './state/ui.ts';
import type { BrandConfig } from '../config/generated/brand.ts';
import type { CallName, ValueOf } from '../platform/calls.ts';
import type { DataRequest } from '../platform/snapshot.ts';

type SideItem = BrandConfig['layout']['sideMenu'][number];

/** A feature's component in its own chunk: loaded when first shown, or at once with `preload()`. */
export type Lazy<P> = ComponentType<P> & {
  /** Loads the chunk, and with `props`, the parts the component renders with them (`PartsLoader`). */
  preload: (props?: P) => Promise<unknown>;
  /** Whether the chunk is here: the component then renders without suspending. */
  loaded: () => boolean;
};

/**
 * What an entry's chunk may export beside its component: the other entries it
 * renders for these props (a game list page renders the panel of its category,
 * not the provider panel), so a page hydrating from prebuilt HTML has them all.
 */
export type PartsLoader<P> = (props: P) => Promise<unknown>;

interface EntryModule<P> {
  default: ComponentType<P>;
  preloadParts?: PartsLoader<P>;
}

const preloads: (() => Promise<unknown>)[] = [];

/**
 * React.lazy, plus what prebuilding needs: the build preloads every entry
 * (`preloadEntries`) and renders it synchronously with its snapshot data. In
 * the browser an entry nobody preloaded stays lazy, so a prebuilt page's HTML
 * stays as it is until the entry's chunk has loaded and hydrates it; one that
 * was preloaded (the page of the route, page-ready.ts; home sections,
 * HomePage.tsx) renders at once.
 */
export function entry<P extends object>(load: () => Promise<EntryModule<P>>): Lazy<P> {
  let loaded: ComponentType<P> | undefined;
  const settle = (m: EntryModule<P>) => {
    loaded = m.default;
    return m;
  };
  const Deferred = lazy(() => load().then(settle));
  const preload = async (props?: P) => {
    const m = settle(await load());
    if (props && m.preloadParts) await m.preloadParts(props);
  };
  // Once preloaded, rendered directly: a section swapped in after preload() shows at once, never its fallback.
  // Each mount keeps the type it started with, so a chunk arriving later never remounts what is on screen.
  const Entry = ((props: P) => {
    const [Component] = useState(() => loaded ?? Deferred);
    return createElement(Component, props);
  }) as Lazy<P>;
  Entry.preload = preload;
  Entry.loaded = () => loaded !== undefined;
  preloads.push(() => preload());
  return Entry;
}

/**
 * For a part the player opens (a menu, a popup): false until `part`'s chunk is here, then true, so the part is
 * mounted only once it can render at once. A mounted part that suspends on its chunk is retried by React below
 * every transition, and a tap in the seconds the home sections take over (the player's first input starts them)
 * waited behind all of them: about 2 s for the side menu at 4x CPU on aurora's home. The arrival re-renders at the
 * priority of an ordinary update, ahead of them. A chunk that fails to load is mounted anyway, to fail where
 * it renders.
 */
export function useChunkHere<P>(part: Lazy<P> | undefined): boolean {
  // Boxed: a component is a function, which useState would take for an updater.
  const [settled, setSettled] = useState<{ part?: Lazy<P> }>({});
  const here = !part || part.loaded() || settled.part === part;
  useEffect(() => {
    if (here) return;
    const done = () => setSettled({ part });
    void part!.preload().then(done, done);
  }, [part, here]);
  return here;
}

async function loadAll(): Promise<void> {
  for (let done = 0; done < preloads.length; ) {
    const batch = preloads.slice(done);
    done = preloads.length;
    await Promise.all(batch.map((p) => p()));
  }
}

let everything: Promise<void> | undefined;

/** Build time: loads every entry's chunk, and the entries those chunks declare in turn; once per build, however many pages ask. */
export function preloadEntries(): Promise<void> {
  return (everything ??= loadAll());
}

export interface PageProps {
  route: RouteDef;
}

export interface SectionProps<T extends HomeSection['type'] = HomeSection['type']> {
  section: Extract<HomeSection, { type: T }>;
}

export interface PopupProps {
  onClose: () => void;
}

export interface Overlay {
  id: string;
  component: Lazy<object>;
  /** Load and show the overlay only while this atom is true (after hydration). */
  when?: Atom<boolean>;
}

/** What a prebuilt page's request list may read: an answer the build's snapshot already holds (undefined until it does). */
export type SnapshotRead = <K extends CallName>(request: DataRequest<K>) => ValueOf<K> | undefined;

export interface PrebuiltContext {
  brand: BrandConfig;
  read: SnapshotRead;
}

/**
 * The public, session-free requests a feature's pages and home sections show in their first paint
 * (app/prebuilt-requests.ts gathers them for the build's content snapshot). A request that depends on another
 * answer (a category's first vendor, the rows of the categories answer) is listed once `read` has that answer:
 * the snapshot asks in rounds until no new request appears.
 */
export interface PrebuiltOffer {
  pages?: Partial<Record<RouteId, (ctx: PrebuiltContext, route: RouteDef) => DataRequest[]>>;
  sections?: { [T in HomeSection['type']]?: (ctx: PrebuiltContext, section: Extract<HomeSection, { type: T }>) => DataRequest[] };
}

export interface FeatureEntries {
  /** The feature's prebuilt requests, in a React-free module of its own: the build reads it, no page loads it. */
  prebuilt?: () => Promise<{ default: PrebuiltOffer }>;
  pages?: Partial<Record<RouteId, Lazy<PageProps>>>;
  sections?: { [T in HomeSection['type']]?: Lazy<SectionProps<T>> };
  popups?: Partial<Record<PopupName, Lazy<PopupProps>>>;
  overlays?: Overlay[];
  /** Extra content under a side-menu entry (the first three promotions, VIP progress, ...). */
  sideMenu?: Partial<Record<SideItem, Lazy<{ onNavigate: () => void }>>>;
}
