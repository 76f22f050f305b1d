// Category and provider pages (game spec section 2; every /m/<category> path
// is one route carrying its category). /m/provider is the vendor-level panel,
// /m/gameCenter the game list centre, every other path the game list panel of
// its category. The slot and jackpot pages show the game pages' jackpot
// counter (`games.jackpot.games`, the second reading of game spec section 2).
// The panel and the centre load only on their own pages (JS budget).
import { Suspense } from 'react';
import { entry, type PageProps, type PartsLoader } from '../../../feature-entries.ts';
import { useBrand } from '../../../state/brand.ts';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import '../lobby.css';

const GameListPanel = entry(() => import('../components/GameListPanel.tsx'));
const VendorPanel = entry(() => import('../components/VendorPanel.tsx'));
const GameCentrePage = entry(() => import('./GameCentrePage.tsx'));
const JackpotCounter = entry(() => import('../components/JackpotCounter.tsx'));

const JACKPOT_PAGES = ['JACKPOT', 'RNG'];

type Route = PageProps['route'];
const panelOf = (route: Route) => (route.titleKey === 'provider' ? VendorPanel : route.titleKey === 'gameCenter' ? GameCentrePage : undefined);
const showsJackpot = (route: Route) => !panelOf(route) && JACKPOT_PAGES.includes(route.category ?? 'ALL');

/** The parts this route renders, loaded before a prebuilt page hydrates (app/page-ready.ts). */
export const preloadParts: PartsLoader<PageProps> = ({ route }) =>
  Promise.all([(panelOf(route) ?? GameListPanel).preload(), showsJackpot(route) && JackpotCounter.preload()]);

export default function GameListPage({ route }: PageProps) {
  const brand = useBrand();
  // Each category starts at the top, and back returns to where the player was: the router's rule
  // (shell/use-scroll-restoration.ts), as this page stays mounted from one category to the next.
  const jackpot = brand.games.jackpot.games;
  const Panel = panelOf(route);
  return (
    <div className="lk-page lkg-page">
      <Suspense fallback={<Skeleton height={420} />}>
        {Panel ? (
          <Panel />
        ) : (
          <>
            {showsJackpot(route) && (
              <Suspense fallback={<Skeleton height={84} />}>
                <JackpotCounter min={jackpot.min} max={jackpot.max} decimals={jackpot.decimals} />
              </Suspense>
            )}
            <GameListPanel pageType={route.category ?? 'ALL'} />
          </>
        )}
      </Suspense>
    </div>
  );
}
