// The game list panel by provider (game spec sections 2 and 4): a search box,
// the vendor selector (hidden for the brand's noVendorSelectTypes), the filter
// drawer, the four quick tabs (all, hot, favourites, recent), the list with its
// skeleton, load more with the total, and the no-data view. The list follows
// the filter state machine: any change reloads from page 1.
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useBrand } from '../../../state/brand.ts';
import { useQuery } from '../../../state/use-hydrated.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { panelPages } from '../list-api.ts';
import { classifiesFor, showsVendorSelect, vendorsFor, withQuery } from '../logic/filters.ts';
import { initialFilter, type DataType, type PageStart } from '../logic/game-types.ts';
import { initialListState, listPageSizes } from '../logic/list-machine.ts';
import { useCategories } from '../use-categories.ts';
import { useGameList } from '../use-game-list.ts';
import { GameListView } from './GameListView.tsx';
import { SearchBox } from './SearchBox.tsx';
import { Tabs } from './Tabs.tsx';
import { VendorTabBar } from './VendorTabBar.tsx';
import type { FilterValue } from './FilterDrawer.tsx';
import '../lobby.css';

const FilterDrawer = lazy(() => import('./FilterDrawer.tsx'));

const QUICK_TABS = ['ALL', 'HOT', 'FAV', 'RECENT'] as const;
type QuickTab = (typeof QUICK_TABS)[number];

export default function GameListPanel({ pageType }: { pageType: string }) {
  const { t } = useTranslation('lobby');
  const brand = useBrand();
  const c = brand.constants;
  const query = useQuery();
  const categories = useCategories();
  const [drawer, setDrawer] = useState<'filter' | 'providers' | null>(null);

  // The start depends on the query and, for e-sports and cockfight, on the first vendor the platform lists.
  const firstVendor = useCallback((key: 'ESPORTS' | 'COCKFIGHT') => categories.data?.find((cat) => cat.key === key)?.vendors[0]?.vassalage, [categories.data]);
  const needsVendors = pageType === 'ESPORTS' || pageType === 'COCKFIGHT';
  const startOf = useCallback(
    (): PageStart => withQuery(initialFilter(pageType, brand.games, firstVendor), query),
    [pageType, brand.games, firstVendor, query],
  );
  const pageSizes = useMemo(() => listPageSizes(c), [c]);
  const key = `${pageType}?${query.toString()}`;
  // E-sports and cockfight start with the platform's first vendor: wait for the vendor list (or its failure).
  const ready = !needsVendors || categories.data !== undefined || categories.error !== undefined;
  const list = useGameList(
    () => {
      const s = startOf();
      return initialListState(s.filter, s.dataType, pageSizes);
    },
    panelPages,
    key,
    ready,
  );
  const { state } = list;

  const start = useMemo(startOf, [startOf]);
  const vendors = useMemo(() => (categories.data ? vendorsFor(categories.data, pageType, start) : []), [categories.data, pageType, start]);
  const vendorSelect = showsVendorSelect(pageType, brand.games) && vendors.length > 0;
  const vendorsLoading = showsVendorSelect(pageType, brand.games) && !categories.data && !categories.error;
  const classifies = classifiesFor(pageType);
  const activeTab: QuickTab = state.dataType === 'SEARCH' ? 'ALL' : state.dataType;
  const { vassalage, gameClassify } = state.filter;
  const filtered = Boolean((vendorSelect && vassalage) || gameClassify);
  const { setFilter } = list;

  const applyFilter = (v: FilterValue) =>
    setFilter({
      vassalage: v.vassalage,
      gameClassify: v.gameClassify,
      dataType: state.dataType === 'SEARCH' ? 'SEARCH' : state.dataType === 'HOT' ? 'ALL' : state.dataType,
    });

  // The search box, the vendor bar and the quick tabs change with the filter, never with a page loading: kept as one
  // element, they are not rendered again when load more is tapped, whose frame waited for them.
  const controls = useMemo(() => {
    const tabLabel = (k: QuickTab) => (k === 'ALL' ? t('tabs.all') : k === 'HOT' ? t('tabs.hot') : k === 'FAV' ? t('tabs.favourites') : t('tabs.recent'));
    return (
      <>
        <div className="lkg-panel__bar">
          <SearchBox
            key={key}
            onSearch={(text) => setFilter({ gameName: text, dataType: 'SEARCH' })}
            onClear={() => setFilter({ gameName: '', dataType: 'ALL' })}
          />
          {(vendorSelect || classifies.length > 0) && (
            <button
              type="button"
              className={`lkg-iconbtn${filtered ? ' is-active' : ''}`}
              onClick={() => setDrawer('filter')}
              aria-label={t('filter.open')}
              aria-haspopup="dialog"
              data-testid="filter-open"
            >
              <Icon name="filter" size={20} />
            </button>
          )}
        </div>
        {vendorSelect && (
          <VendorTabBar vendors={vendors} value={vassalage} onChange={(v) => setFilter({ vassalage: v })} onMore={() => setDrawer('providers')} />
        )}
        {/* The bar's place is kept while the vendor list loads, so the list below never moves down when it comes. */}
        {vendorsLoading && <Skeleton className="lkg-vendorbar lkg-vendorbar--loading" />}
        <Tabs
          items={QUICK_TABS.map((k) => ({ key: k, label: tabLabel(k) }))}
          value={activeTab}
          onChange={(k) => setFilter({ dataType: k as DataType, gameName: '' })}
          label={t('tabs.label')}
          controls="lkg-panel-list"
          className="lkg-tabs--quick"
        />
      </>
    );
  }, [t, key, setFilter, vendorSelect, classifies.length, filtered, vendors, vassalage, vendorsLoading, activeTab]);

  return (
    <div className="lkg-panel" data-page-type={pageType}>
      {controls}
      <GameListView list={list} label={t('list.label')} id="lkg-panel-list" />
      {drawer && (
        <Suspense fallback={null}>
          <FilterDrawer
            variant={drawer}
            vendors={vendors}
            classifies={drawer === 'filter' ? classifies : []}
            showVendors={vendorSelect}
            value={{ vassalage, gameClassify }}
            onApply={applyFilter}
            onClose={() => setDrawer(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
