// What a feature offers the shell. Each feature folder has an `entries.ts` whose
// default export is a FeatureEntries; the shell finds them all, so features never
// import each other and the shell never names a feature's internals.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { HomeSection } from '../config/generated/brand.ts';
import type { RouteDef, RouteId } from './routes.ts';
import type { Atom } from './state/jotai.ts';
import type { PopupName } from './state/ui.ts';
import type { BrandConfig } from '../config/generated/brand.ts';

type SideItem = BrandConfig['layout']['sideMenu'][number];

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

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

export interface FeatureEntries {
  pages?: Partial<Record<RouteId, Lazy<PageProps>>>;
  sections?: { [T in HomeSection['type']]?: Lazy<SectionProps<T>> };
  popups?: Partial<Record<PopupName, Lazy<PopupProps>>>;
  overlays?: Overlay[];
  /** Extra content under a side-menu entry (the first three promotions, VIP progress, ...). */
  sideMenu?: Partial<Record<SideItem, Lazy<{ onNavigate: () => void }>>>;
}
