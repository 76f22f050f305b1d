// Game search (game spec sections 2 and 4): the box with a cancel action; while
// it is empty, the first constants.recommendedCount hot games; then results
// with their count, a no-result view and load more. The page starts at the top
// and every new search scrolls back there. Emptying the box and leaving it
// closes the search. /m/search?dataType=FAV lists favourites and
// ?dataType=HOT the hot games under the box instead of the recommendations.
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { historyIndex, useNavigate } from '../../../state/location.ts';
import type { PageProps } from '../../../feature-entries.ts';
import { HOME_PATH } from '../../../../config/site-paths.ts';
import { useQuery, useMoveEffect } from '../../../state/use-hydrated.tsx';
import { useConstants } from '../../../state/brand.ts';
import { usePageHeader } from '../../../state/header.ts';
import { hotRowRequest } from '../../../../platform/public-requests.ts';
import { usePlatformData } from '../../../state/platform-data.ts';
import { panelPages } from '../list-api.ts';
import { GameGrid } from '../components/GameGrid.tsx';
import { GameListView } from '../components/GameListView.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { parseDataType } from '../logic/filters.ts';
import { EMPTY_FILTER } from '../logic/game-types.ts';
import { initialListState, listPageSizes } from '../logic/list-machine.ts';
import { useGameList } from '../use-game-list.ts';
import '../lobby.css';

function Recommended() {
  const { t } = useTranslation('lobby');
  const { recommendedCount } = useConstants();
  const hot = usePlatformData('hotGames', hotRowRequest(recommendedCount).request, { select: (v) => v.list.slice(0, recommendedCount) });
  if (hot.data?.length === 0) return null;
  return (
    <section className="lkg-search__section" aria-labelledby="lkg-recommended" data-testid="recommended">
      <h2 id="lkg-recommended" className="lk-section-title">
        {t('search.recommended')}
      </h2>
      <GameGrid games={hot.data ?? []} skeleton={!hot.data} skeletonCount={recommendedCount} label={t('search.recommended')} />
    </section>
  );
}

export default function SearchPage(_props: PageProps) {
  const { t } = useTranslation('lobby');
  const c = useConstants();
  const navigate = useNavigate();
  const query = useQuery();
  const mode = parseDataType(query.get('dataType'));
  const listMode = mode === 'FAV' || mode === 'HOT' ? mode : undefined;
  const [searched, setSearched] = useState('');
  usePageHeader({ title: listMode === 'FAV' ? t('tabs.favourites') : listMode === 'HOT' ? t('tabs.hot') : undefined });

  const list = useGameList(
    () => initialListState(EMPTY_FILTER, listMode ?? 'SEARCH', listPageSizes(c)),
    panelPages,
    listMode ?? 'SEARCH',
    // A plain search loads nothing until the player searches.
    listMode !== undefined,
  );

  // Braces: Chromium's scrollTo now returns a promise, which must not become the effect's cleanup.
  // searched is the trigger: new results (or none) start at the top, once they render.
  useMoveEffect(() => {
    window.scrollTo(0, 0);
  }, [searched]);

  const close = () => {
    if (historyIndex() > 0) navigate(-1);
    else navigate(HOME_PATH);
  };
  const search = (text: string) => {
    setSearched(text);
    list.setFilter({ gameName: text, dataType: 'SEARCH' });
  };
  const clear = () => {
    setSearched('');
    if (listMode) list.setFilter({ gameName: '', dataType: listMode });
    else list.clear();
  };

  return (
    <div className="lk-page lkg-page lkg-searchpage">
      <SearchBox onSearch={search} onClear={clear} onCancel={close} onEmptyBlur={close} autoFocus={!listMode} />
      {searched ? (
        <section className="lkg-search__section" aria-labelledby="lkg-results">
          <h2 id="lkg-results" className="lk-section-title">
            {t('search.results')}
            {!list.state.skeleton && (
              <small className="lkg-count" data-testid="result-count">
                {t('search.count', { count: list.state.totalCount })}
              </small>
            )}
          </h2>
          <GameListView list={list} label={t('search.results')} noDataText={t('search.noResult')} />
        </section>
      ) : listMode ? (
        <GameListView list={list} label={listMode === 'FAV' ? t('tabs.favourites') : t('tabs.hot')} />
      ) : (
        <Recommended />
      )}
    </div>
  );
}
