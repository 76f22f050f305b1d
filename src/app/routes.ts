// Every route of both documents' section 2 tables, in one place. Data only: the
// Astro build prebuilds a page per path for every brand, and the client router
// matches the same paths. Titles are i18n keys in the `common` namespace
// (`title.<id>`); together they are the header's path-to-title map.

import { HOME_PATH } from '../config/site-paths.ts';

export type RouteId =
  | 'home'
  | 'login'
  | 'register'
  | 'forget'
  | 'changePsw'
  | 'help'
  | 'helpDetail'
  | 'agent'
  | 'download'
  | 'set'
  | 'voucherCenter'
  | 'withdraw'
  | 'records'
  | 'saferPlay'
  | 'memberHome'
  | 'rewardCenter'
  | 'activity'
  | 'activityDetail'
  | 'applyReward'
  | 'notice'
  | 'noticeDetail'
  | 'search'
  | 'recent'
  | 'event'
  | 'leaderBoard'
  | 'gameList';

export type Chrome =
  /** Home header (menu toggle, logo, login/register or deposit/withdraw) and the bottom menu. */
  | 'home'
  /** Mobile header with back arrow and title. */
  | 'page'
  /** Mobile header and the bottom menu (the bottom menu's own destinations). */
  | 'tab';

export interface RouteDef {
  id: RouteId;
  /** Paths this route answers to; the first is canonical. */
  paths: readonly string[];
  chrome: Chrome;
  /**
   * Back arrow: 'home' goes to /m/home (login, register, activity, forget, download,
   * help and notice pages, account spec section 2); 'history' goes one step back.
   */
  back: 'home' | 'history';
  /** Opens this popup over the home shell on load (account spec section 2). */
  popup?: 'login' | 'register' | 'forget' | 'changePsw';
  /** For game list pages: the category the path stands for (game spec section 2). */
  category?: string;
  /** Title key when the path alone decides it (game list pages share one route). */
  titleKey?: string;
}

/** Category and provider pages (game spec section 2), each the same game list route. */
export const GAME_LIST_PAGES: readonly { path: string; category: string; title: string }[] = [
  { path: '/m/live-games', category: 'LIVE', title: 'live-games' },
  { path: '/m/slot-games', category: 'RNG', title: 'slot-games' },
  { path: '/m/sport-games', category: 'SPORTS', title: 'sport-games' },
  { path: '/m/esport-games', category: 'ESPORTS', title: 'esport-games' },
  { path: '/m/fish-games', category: 'FISH', title: 'fish-games' },
  { path: '/m/pvp-games', category: 'PVP', title: 'pvp-games' },
  { path: '/m/lott', category: 'LOTT', title: 'lott' },
  { path: '/m/elott', category: 'ELOTT', title: 'elott' },
  { path: '/m/inHouse', category: 'INHOUSE', title: 'inHouse' },
  { path: '/m/cockfight', category: 'COCKFIGHT', title: 'cockfight' },
  { path: '/m/new-games', category: 'NEW', title: 'new-games' },
  { path: '/m/jili-games', category: 'JL', title: 'jili' },
  { path: '/m/rtg-games', category: 'RTG', title: 'rtg-games' },
  { path: '/m/jackpots', category: 'JACKPOT', title: 'jackpots' },
  { path: '/m/bingo', category: 'BINGO', title: 'bingo' },
  { path: '/m/hot-games', category: 'HOT', title: 'hot-games' },
  { path: '/m/fav-games', category: 'FAV', title: 'fav-games' },
  { path: '/m/favorite', category: 'FAV', title: 'favorite' },
  { path: '/m/provider', category: 'ALL', title: 'provider' },
  { path: '/m/gameCenter', category: 'ALL', title: 'gameCenter' },
];

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', paths: [HOME_PATH, '/', '/m', '/m/', '/m/index', '/m/index.html'], chrome: 'home', back: 'history' },
  { id: 'login', paths: ['/m/login'], chrome: 'home', back: 'home', popup: 'login' },
  { id: 'register', paths: ['/m/register', '/m/register.html'], chrome: 'home', back: 'home', popup: 'register' },
  { id: 'forget', paths: ['/m/forget'], chrome: 'home', back: 'home', popup: 'forget' },
  { id: 'changePsw', paths: ['/m/changePsw'], chrome: 'home', back: 'history', popup: 'changePsw' },
  { id: 'help', paths: ['/m/help'], chrome: 'page', back: 'home' },
  { id: 'helpDetail', paths: ['/m/helpDetail'], chrome: 'page', back: 'history' },
  { id: 'agent', paths: ['/m/agent', '/m/agent/home'], chrome: 'page', back: 'history' },
  { id: 'download', paths: ['/m/download'], chrome: 'page', back: 'home' },
  { id: 'set', paths: ['/m/set'], chrome: 'page', back: 'history' },
  { id: 'voucherCenter', paths: ['/m/voucherCenter'], chrome: 'tab', back: 'history' },
  { id: 'withdraw', paths: ['/m/withdraw'], chrome: 'page', back: 'history' },
  // Lobbykit's own routes (issue 37): the documents show no records or safer-play page.
  { id: 'records', paths: ['/m/records'], chrome: 'page', back: 'history' },
  { id: 'saferPlay', paths: ['/m/saferPlay'], chrome: 'page', back: 'history' },
  { id: 'memberHome', paths: ['/m/member/home'], chrome: 'tab', back: 'history' },
  { id: 'rewardCenter', paths: ['/m/rewardCenter'], chrome: 'page', back: 'history' },
  { id: 'activity', paths: ['/m/activity'], chrome: 'tab', back: 'home' },
  { id: 'activityDetail', paths: ['/m/activityDetail'], chrome: 'page', back: 'history' },
  { id: 'applyReward', paths: ['/m/applyReward'], chrome: 'page', back: 'history' },
  { id: 'notice', paths: ['/m/notice'], chrome: 'page', back: 'home' },
  { id: 'noticeDetail', paths: ['/m/noticeDetail'], chrome: 'page', back: 'history' },
  { id: 'search', paths: ['/m/search'], chrome: 'page', back: 'history' },
  { id: 'recent', paths: ['/m/recent'], chrome: 'page', back: 'history' },
  { id: 'event', paths: ['/m/event'], chrome: 'tab', back: 'history' },
  { id: 'leaderBoard', paths: ['/m/leaderBoard'], chrome: 'page', back: 'history' },
  ...GAME_LIST_PAGES.map((p): RouteDef => ({ id: 'gameList', paths: [p.path], chrome: 'page', back: 'history', category: p.category, titleKey: p.title })),
];

/** The route for a pathname (trailing slash ignored except on /m/), or undefined for unknown paths. */
export function findRoute(pathname: string): RouteDef | undefined {
  const path = pathname.length > 3 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return ROUTES.find((r) => r.paths.includes(path));
}

/** i18n key of a route's title. */
export function titleKey(route: RouteDef): string {
  return `title.${route.titleKey ?? route.id}`;
}

/**
 * Paths that get a prebuilt HTML file. `/m/` and `/m/index.html` are the same file
 * as `/m` (a directory index), so they are not built twice.
 */
export function prebuiltPaths(): string[] {
  return ROUTES.flatMap((r) => r.paths).filter((p) => p !== '/m/' && p !== '/m/index.html');
}
