// What each prebuilt route shows from the platform: the public, session-free
// requests its first paint reads (game spec section 2's pages). Each feature
// offers its own through its entries.ts (`prebuilt`, app/feature-entries.ts),
// for its pages and its home sections, wherever they stand; this file only
// gathers them. The build asks the brand's platform for all of them
// (the content snapshot), in rounds, since some requests follow from an answer
// (the category rows and the e-sports and cockfight pages from the vendor
// types), and gives each page the answers of its own route
// (src/layouts/Page.astro); the views read the same requests from the data
// cache, so the prebuilt HTML and the hydrating app show the same thing.
// React-free, so the build can import it. Only what needs a session
// (favourites, recent games, the player's own data) is never prebuilt.
import type { BrandConfig, HomeSection } from '../config/generated/brand.ts';
import { dataKey, type DataRequest } from '../platform/snapshot.ts';
import type { FeatureEntries, PrebuiltContext, PrebuiltOffer, SnapshotRead } from './feature-entries.ts';
import { findRoute } from './routes.ts';

/** Every feature's offer, from its entries (the shell's registry in the bundle, the features folder in the build). */
export function prebuiltOffers(entries: readonly FeatureEntries[]): Promise<PrebuiltOffer[]> {
  return Promise.all(entries.flatMap((e) => (e.prebuilt ? [e.prebuilt().then((m) => m.default)] : [])));
}

/** Reads the answers the snapshot holds so far. */
export function snapshotReader(answers: Readonly<Record<string, unknown>>): SnapshotRead {
  return (r) => answers[dataKey(r.call, r.request)] as never;
}

type SectionOffer = (ctx: PrebuiltContext, section: HomeSection) => DataRequest[];

/**
 * The requests the page at `url` shows prebuilt, given the answers the snapshot has so far (all of them once it is
 * taken); [] for a route that prebuilds no platform content.
 */
export function prebuiltRequests(
  offers: readonly PrebuiltOffer[],
  brand: BrandConfig,
  url: string,
  answers: Readonly<Record<string, unknown>> = {},
): DataRequest[] {
  const route = findRoute(url);
  if (!route) return [];
  const ctx: PrebuiltContext = { brand, read: snapshotReader(answers) };
  if (route.id === 'home')
    return unique(brand.layout.homeSections.flatMap((s) => offers.flatMap((o) => (o.sections?.[s.type] as SectionOffer | undefined)?.(ctx, s) ?? [])));
  return unique(offers.flatMap((o) => o.pages?.[route.id]?.(ctx, route) ?? []));
}

/** Every request any prebuilt page of the brand shows, each once, given the answers so far. */
export function snapshotRequests(
  offers: readonly PrebuiltOffer[],
  brand: BrandConfig,
  urls: readonly string[],
  answers: Readonly<Record<string, unknown>> = {},
): DataRequest[] {
  return unique(urls.flatMap((u) => prebuiltRequests(offers, brand, u, answers)));
}

function unique(requests: DataRequest[]): DataRequest[] {
  const seen = new Set<string>();
  return requests
    .filter((r) => {
      const key = dataKey(r.call, r.request);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ call, request }) => ({ call, request }) as DataRequest);
}
