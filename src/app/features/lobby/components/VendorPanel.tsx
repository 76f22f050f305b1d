// The vendor-level panel (game spec section 2): tabs All, Hot and History. All
// lists the providers per game type, in the platform's category order, each
// type showing its first constants.vendorPageSize vendors with a "see all" link
// to the category page; a search box filters vendors by display name,
// case-insensitively; a nav to the types shows when there are more than
// constants.vendorNavThreshold vendors. A vendor opens its category page
// filtered by it. Hot and History are the hot and recent game lists.
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useNavigate } from '../../../state/location.ts';
import { useBrand } from '../../../state/brand.ts';
import { useSetAtom } from '../../../state/jotai.ts';
import { gameCategoryAtom, vassalageAtom } from '../../../state/ui.ts';
import { PlatformText } from '../../../ui/PlatformText.tsx';
import { LoadFailed } from '../../../ui/RemoteView.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { panelPages } from '../list-api.ts';
import { categoryLabel } from '../labels.ts';
import { searchVendors } from '../logic/filters.ts';
import { EMPTY_FILTER, type Category } from '../logic/game-types.ts';
import { initialListState, listPageSizes } from '../logic/list-machine.ts';
import { categoryPath, vendorPath } from '../paths.ts';
import { useCategories } from '../use-categories.ts';
import { useGameList } from '../use-game-list.ts';
import { GameListView } from './GameListView.tsx';
import { NoData } from './ListFooter.tsx';
import { SeeAllLink } from './SeeAllLink.tsx';
import { Tabs } from './Tabs.tsx';
import { VendorIcon } from './VendorIcon.tsx';
import '../lobby.css';

type PanelTab = 'ALL' | 'HOT' | 'RECENT';

function VendorLists({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('lobby');
  const { vendorPageSize, vendorNavThreshold } = useBrand().constants;
  const navigate = useNavigate();
  const setCategory = useSetAtom(gameCategoryAtom);
  const setVassalage = useSetAtom(vassalageAtom);
  const [text, setText] = useState('');
  const shown = useMemo(
    () => categories.map((c) => ({ ...c, vendors: searchVendors(c.vendors, text) })).filter((c) => c.vendors.length > 0),
    [categories, text],
  );
  const total = shown.reduce((n, c) => n + c.vendors.length, 0);
  const choose = (category: string, vassalage: string) => {
    setCategory(category);
    setVassalage(vassalage);
    navigate(vendorPath(category, vassalage));
  };
  return (
    <div className="lkg-vendors">
      <label className="lkg-search__box">
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('vendor.search')}
          aria-label={t('vendor.search')}
          data-testid="vendor-search"
        />
      </label>
      {total > vendorNavThreshold && shown.length > 1 && (
        <nav className="lkg-chips lkg-vendors__nav" aria-label={t('vendor.nav')}>
          {shown.map((c) => (
            <a
              key={c.key}
              className="lkg-chip"
              href={`#lkg-vendors-${c.key}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(`lkg-vendors-${c.key}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              {categoryLabel(t, c.key)}
            </a>
          ))}
        </nav>
      )}
      {shown.length === 0 && <NoData text={t('vendor.none')} />}
      {shown.map((c) => (
        <section key={c.key} id={`lkg-vendors-${c.key}`} className="lkg-vendors__type" aria-labelledby={`lkg-vendors-${c.key}-title`}>
          <div className="lkg-row-head">
            <h3 id={`lkg-vendors-${c.key}-title`}>
              {categoryLabel(t, c.key)} <small>{c.vendors.length}</small>
            </h3>
            {c.vendors.length > vendorPageSize && <SeeAllLink to={categoryPath(c.key)} category={c.key} />}
          </div>
          <ul className="lkg-vendors__grid">
            {c.vendors.slice(0, vendorPageSize).map((v) => (
              <li key={v.vassalage}>
                <button type="button" className="lkg-vendor-tile" data-vendor={v.vassalage} onClick={() => choose(c.key, v.vassalage)}>
                  <VendorIcon code={v.vassalage} iconUrl={v.iconUrl} name="" size={36} />
                  <PlatformText>{v.displayName}</PlatformText>
                  <small>{t('vendor.games', { count: v.gameCount })}</small>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function PanelList({ tab }: { tab: 'HOT' | 'RECENT' }) {
  const { t } = useTranslation('lobby');
  const c = useBrand().constants;
  const list = useGameList(() => initialListState(EMPTY_FILTER, tab, listPageSizes(c)), panelPages, tab);
  return <GameListView list={list} label={tab === 'HOT' ? t('tabs.hot') : t('tabs.history')} id="lkg-vendor-panel-list" />;
}

export default function VendorPanel() {
  const { t } = useTranslation('lobby');
  const categories = useCategories();
  const [tab, setTab] = useState<PanelTab>('ALL');
  return (
    <div className="lkg-panel">
      <Tabs<PanelTab>
        items={[
          { key: 'ALL', label: t('tabs.all') },
          { key: 'HOT', label: t('tabs.hot') },
          { key: 'RECENT', label: t('tabs.history') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('vendor.tabs')}
        controls="lkg-vendor-panel-list"
        className="lkg-tabs--quick"
      />
      {tab === 'ALL' ? (
        categories.data ? (
          <VendorLists categories={categories.data} />
        ) : categories.error ? (
          <LoadFailed error={categories.error} onRetry={categories.retry} />
        ) : (
          <Skeleton height={320} />
        )
      ) : (
        <PanelList key={tab} tab={tab} />
      )}
    </div>
  );
}
