// What the lobby's pages and home sections show prebuilt (app/feature-entries.ts, PrebuiltOffer): the same
// requests its views read, so the build's snapshot holds each answer a first paint needs. React-free: the build
// imports it. Favourites and recent games need a session and are never prebuilt.
import type { PrebuiltContext, PrebuiltOffer } from '../../feature-entries.ts';
import type { RouteDef } from '../../routes.ts';
import { bannerRequest, categoriesRequest, hotRowRequest, newRowRequest, winnersRequest } from '../../../platform/public-requests.ts';
import type { DataRequest } from '../../../platform/snapshot.ts';
import { categoryRowRequest, lobbyPageCall, panelPageCall, type PageCall } from './list-requests.ts';
import { categoriesOf, type Category, initialFilter, onlyCategories } from './logic/game-types.ts';
import { listPageSizes, type ListQuery } from './logic/list-machine.ts';

const firstPage = (filter: ListQuery['filter'], dataType: ListQuery['dataType'], pageSize: number): ListQuery => ({ dataType, filter, page: 1, pageSize });
const asRequest = ({ call, request }: PageCall) => ({ call, request }) as DataRequest;

/** The categories as the views show them, once the snapshot has the vendor types. */
function categories({ brand, read }: PrebuiltContext): Category[] | undefined {
  const answer = read(categoriesRequest);
  return answer && categoriesOf(answer, brand.games);
}

/** The game centre on its HOME tab (state/ui.ts gameCategoryAtom), `list` games a page, under its banner group. */
function centre(ctx: PrebuiltContext, list: number, bannerGroup: string | undefined): DataRequest[] {
  const start = initialFilter('ALL', ctx.brand.games);
  return [categoriesRequest, asRequest(lobbyPageCall(firstPage(start.filter, 'ALL', list))), ...(bannerGroup ? [bannerRequest(bannerGroup)] : [])];
}

/** A category page (GameListPage.tsx): the provider panel, the game centre, or the first page of its list. */
function gameListPage(ctx: PrebuiltContext, route: RouteDef): DataRequest[] {
  const { brand } = ctx;
  if (route.titleKey === 'provider') return [categoriesRequest];
  if (route.titleKey === 'gameCenter') return centre(ctx, brand.constants.categoryListPageSize, brand.banners.groups.m_home ? 'm_home' : undefined);
  const pageType = route.category ?? 'ALL';
  // E-sports and cockfight start with the first vendor the platform lists for them: known once the vendor types are.
  const listed = categories(ctx);
  if ((pageType === 'ESPORTS' || pageType === 'COCKFIGHT') && !listed) return [categoriesRequest];
  const start = initialFilter(pageType, brand.games, (key) => listed?.find((c) => c.key === key)?.vendors[0]?.vassalage);
  if (start.dataType === 'FAV' || start.dataType === 'RECENT') return [categoriesRequest];
  const size = listPageSizes(brand.constants)[start.dataType];
  return [categoriesRequest, asRequest(panelPageCall(firstPage(start.filter, start.dataType, size)))];
}

const offer: PrebuiltOffer = {
  pages: { gameList: gameListPage },
  sections: {
    hotGames: ({ brand }, s) => [hotRowRequest(s.pageSize ?? brand.constants.homeListPageSize)],
    newGames: ({ brand }, s) => [newRowRequest(s.pageSize ?? brand.constants.homeListPageSize)],
    gameCenter: (ctx, s) => centre(ctx, ctx.brand.constants.lobbyPageSize, s.bannerGroup),
    // Both tabs come from one answer, in the language the page is built in.
    winners: ({ brand }) => [winnersRequest(brand.languages.default, brand.constants.winnersLimit)],
    // Each row's first page, once the vendor types say which rows there are.
    categories: (ctx, s) => [
      categoriesRequest,
      ...onlyCategories(categories(ctx) ?? [], s.only).map((c) => categoryRowRequest(c, ctx.brand.games, s.pageSize ?? ctx.brand.constants.homeListPageSize)),
    ],
  },
};

export default offer;
