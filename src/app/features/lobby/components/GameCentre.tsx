// The game list centre and its home entry (game spec section 2): a banner, the
// category tabs HOME, HOT, the platform's categories in its order (after the
// sports split), favourites and recent, and the selected tab's games with load
// more. The selected tab is the shared lobby category (the bottom menu's Home
// resets it). Favourites or recent while logged out open the login prompt;
// any other tab resets the data type and the provider, then sets the category
// (game spec section 4). A logged-in player sees the balance widget above the tabs.
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useBrand } from '../../../state/brand.ts';
import { BannerCarousel } from '../../../ui/BannerCarousel.tsx';
import { ScreenPlaceProvider, useScreenPlace } from '../../../ui/first-screen.ts';
import { useAtom, useSetAtom } from '../../../state/jotai.ts';
import { dataTypeAtom, gameCategoryAtom, popupAtom, vassalageAtom } from '../../../state/ui.ts';
import { lobbyPages } from '../list-api.ts';
import { categoryLabel } from '../labels.ts';
import { initialFilter, type DataType } from '../logic/game-types.ts';
import { initialListState } from '../logic/list-machine.ts';
import { categoryPath } from '../paths.ts';
import { useCategories } from '../use-categories.ts';
import { useGameList } from '../use-game-list.ts';
import { useViewer } from '../../../state/viewer.ts';
import { GameListView } from './GameListView.tsx';
import { SeeAllLink } from './SeeAllLink.tsx';
import { Tabs } from './Tabs.tsx';
import '../lobby.css';

// Only logged-in players see it: loaded then.
const BalanceWidget = lazy(() => import('../../../ui/BalanceWidget.tsx').then((m) => ({ default: m.BalanceWidget })));

export interface CentreSizes {
  /** Category and HOME tabs: constants.lobbyPageSize on the home entry, categoryListPageSize on the page. */
  list: number;
  hot: number;
  /** constants.favouritesHomePageSize on the home entry, favouritesPageSize on the page. */
  favourites: number;
}

export function GameCentre({ sizes, bannerGroup, tilePattern }: { sizes: CentreSizes; bannerGroup?: string; tilePattern?: number }) {
  const { t } = useTranslation('lobby');
  const brand = useBrand();
  const { loggedIn } = useViewer();
  const categories = useCategories();
  const [category, setCategory] = useAtom(gameCategoryAtom);
  const setDataType = useSetAtom(dataTypeAtom);
  const setVassalage = useSetAtom(vassalageAtom);
  const openPopup = useSetAtom(popupAtom);

  const keys = useMemo(() => ['HOME', 'HOT', ...(categories.data?.map((c) => c.key) ?? []), 'FAV', 'RECENT'], [categories.data]);
  // A category the platform no longer lists (or a stale selection) falls back to HOME.
  const selected = keys.includes(category) || !categories.data ? category : 'HOME';
  // The tab answers the tap at once; the list under it follows in a render React does in slices, so the tap's next
  // paint waits for the tabs alone (the old list's cards leaving and the new one's coming took ~50-90 ms at a
  // 4x slower CPU).
  const shown = useDeferredValue(selected);

  const select = (key: string) => {
    if ((key === 'FAV' || key === 'RECENT') && !loggedIn) return openPopup('login');
    setDataType('ALL');
    setVassalage('');
    setCategory(key);
  };

  const pageSizes = { ALL: sizes.list, SEARCH: sizes.list, HOT: sizes.hot, FAV: sizes.favourites, RECENT: sizes.list };
  const needsVendors = shown === 'ESPORTS' || shown === 'COCKFIGHT';
  const list = useGameList(
    () => {
      const dataType: DataType = shown === 'HOT' ? 'HOT' : shown === 'FAV' ? 'FAV' : shown === 'RECENT' ? 'RECENT' : 'ALL';
      const start = initialFilter(
        shown === 'HOME' || dataType !== 'ALL' ? 'ALL' : shown,
        brand.games,
        (k) => categories.data?.find((c) => c.key === k)?.vendors[0]?.vassalage,
      );
      return initialListState(start.filter, dataType, pageSizes);
    },
    lobbyPages,
    shown,
    !needsVendors || categories.data !== undefined || categories.error !== undefined,
  );

  const label = categoryLabel(t, shown);
  const place = useScreenPlace();
  const seeAll = !['HOME', 'FAV', 'RECENT'].includes(shown);
  return (
    <div className={list.state.skeleton ? 'lkg-centre lkg-centre--loading' : 'lkg-centre'}>
      {bannerGroup && <BannerCarousel group={bannerGroup} label={t('centre.banner')} />}
      {loggedIn && (
        <Suspense fallback={null}>
          <BalanceWidget className="lkg-centre__balance" />
        </Suspense>
      )}
      <Tabs
        items={keys.map((k) => ({ key: k, label: categoryLabel(t, k) }))}
        value={selected}
        onChange={select}
        label={t('centre.tabs')}
        controls="lkg-centre-list"
        className="lkg-tabs--centre"
      />
      {seeAll && (
        <div className="lkg-row-head">
          <h3>{label}</h3>
          <SeeAllLink to={categoryPath(shown)} category={shown} />
        </div>
      )}
      {/* Under the centre's banner, the banner leads. */}
      <ScreenPlaceProvider value={bannerGroup && place === 'lead' ? 'first' : place}>
        <GameListView list={list} tilePattern={tilePattern} label={label} id="lkg-centre-list" />
      </ScreenPlaceProvider>
    </div>
  );
}
