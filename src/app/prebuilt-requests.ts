// What each prebuilt route shows from the platform: the public, session-free
// requests its first paint reads (game spec section 2's pages). The build asks
// the brand's platform for all of them once (src/build/content-snapshot.ts) and
// gives each page the answers of its own route (src/layouts/Page.astro); the
// views read the same requests from the data cache, so the prebuilt HTML and
// the hydrating app show the same thing. React-free, so the build can import it.
//
// Not prebuilt, and so painted as placeholders until the app loads them: the
// winners board, category rows, the jackpot counter (below the fold), the
// e-sports and cockfight pages (their first vendor comes from the platform),
// the provider and game-centre pages, favourites and recent (a session).
import type { BrandConfig, HomeSection } from '../config/generated/brand.ts';
import {
  bannerRequest,
  categoriesRequest,
  helpRequest,
  hotRowRequest,
  newRowRequest,
  noticesRequest,
  promotionCategoriesRequest,
  promotionsRequest,
} from '../platform/public-requests.ts';
import { dataKey, type DataRequest } from '../platform/snapshot.ts';
import { lobbyPageCall, panelPageCall } from './features/lobby/list-requests.ts';
import { initialFilter } from './features/lobby/logic/game-types.ts';
import type { ListQuery } from './features/lobby/logic/list-machine.ts';
import { findRoute, GAME_LIST_PAGES } from './routes.ts';

const NEEDS_PLATFORM_VENDOR = ['ESPORTS', 'COCKFIGHT'];
const NOT_A_LIST = ['provider', 'gameCenter'];

function firstPage(filter: ListQuery['filter'], dataType: ListQuery['dataType'], pageSize: number): ListQuery {
  return { dataType, filter, page: 1, pageSize };
}

function sectionRequests(brand: BrandConfig, section: HomeSection): DataRequest[] {
  const c = brand.constants;
  switch (section.type) {
    case 'banners':
      return [bannerRequest(section.group)];
    case 'hotGames':
      return [hotRowRequest(section.pageSize ?? c.homeListPageSize)];
    case 'newGames':
      return [newRowRequest(section.pageSize ?? c.homeListPageSize)];
    case 'promotions':
    case 'tournaments':
      return [promotionsRequest];
    case 'noticeBar':
      return [noticesRequest];
    case 'help':
      return [helpRequest(brand.languages.default)];
    case 'gameCenter': {
      // The centre opens on its HOME tab (state/ui.ts gameCategoryAtom).
      const start = initialFilter('ALL', brand.games);
      return [
        categoriesRequest,
        lobbyPageCall(firstPage(start.filter, 'ALL', c.lobbyPageSize)),
        ...(section.bannerGroup ? [bannerRequest(section.bannerGroup)] : []),
      ];
    }
    default:
      return [];
  }
}

/** The requests the page at `url` shows prebuilt; [] for a route that prebuilds no platform content. */
export function prebuiltRequests(brand: BrandConfig, url: string): DataRequest[] {
  const route = findRoute(url);
  if (!route) return [];
  const c = brand.constants;
  switch (route.id) {
    case 'home':
      return unique(brand.layout.homeSections.flatMap((s) => sectionRequests(brand, s)));
    case 'activity':
      return [promotionsRequest, promotionCategoriesRequest];
    case 'notice':
      return [noticesRequest];
    case 'help':
      return [helpRequest(brand.languages.default)];
    case 'gameList': {
      const page = GAME_LIST_PAGES.find((p) => p.path === url);
      if (!page || NOT_A_LIST.includes(page.title) || NEEDS_PLATFORM_VENDOR.includes(page.category)) return [categoriesRequest];
      const start = initialFilter(page.category, brand.games);
      if (start.dataType === 'FAV' || start.dataType === 'RECENT') return [categoriesRequest];
      const size = start.dataType === 'HOT' ? c.hotListPageSize : c.gameListPageSize;
      const { call, request } = panelPageCall(firstPage(start.filter, start.dataType, size));
      return [categoriesRequest, { call, request } as DataRequest];
    }
    default:
      return [];
  }
}

/** Every request any prebuilt page of the brand shows, each once. */
export function snapshotRequests(brand: BrandConfig, urls: readonly string[]): DataRequest[] {
  return unique(urls.flatMap((u) => prebuiltRequests(brand, u)));
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
