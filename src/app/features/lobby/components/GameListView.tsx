// A list machine's state on screen: skeleton while the first page loads, the
// grid, load more with the total, the no-data view, the retry state, and for
// favourites and recent without a session the login prompt. A favourite
// removed anywhere leaves a favourites list at once.
import { memo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useAtomValue } from '../../../state/jotai.ts';
import { useConstants } from '../../../state/brand.ts';
import { favouritesAtom } from '../atoms.ts';
import type { GameList } from '../use-game-list.ts';
import { useViewer } from '../../../state/viewer.ts';
import { GameGrid } from './GameGrid.tsx';
import { ListError, LoadMore, LoginPrompt, NoData } from './ListFooter.tsx';

/** Memoised: a parent that renders again for a state of its own (the game centre's tabs) does not render the list with it. */
export const GameListView = memo(function GameListView({
  list,
  tilePattern,
  label,
  noDataText,
  id,
}: {
  list: GameList;
  tilePattern?: number;
  label?: string;
  noDataText?: string;
  id?: string;
}) {
  const { t } = useTranslation('lobby');
  const { loggedIn } = useViewer();
  const favourites = useAtomValue(favouritesAtom);
  const { loadMoreDefaultCount } = useConstants();
  const { state } = list;
  const needsLogin = (state.dataType === 'FAV' || state.dataType === 'RECENT') && !loggedIn;
  if (needsLogin) return <LoginPrompt text={t(state.dataType === 'FAV' ? 'list.loginFavourites' : 'list.loginRecent')} />;
  const games = state.dataType === 'FAV' && favourites.ids ? state.games.filter((g) => favourites.ids!.has(g.nodeId)) : state.games;
  const shownState =
    games === state.games ? state : { ...state, games, totalCount: Math.max(games.length, state.totalCount - (state.games.length - games.length)) };
  return (
    <div className="lkg-list" data-datatype={state.dataType} aria-busy={state.loading}>
      {state.error && state.games.length === 0 ? (
        <ListError state={state} onRetry={list.retry} />
      ) : !state.skeleton && games.length === 0 ? (
        <NoData text={noDataText ?? t(state.dataType === 'FAV' ? 'list.noFavourites' : state.dataType === 'RECENT' ? 'list.noRecent' : 'list.noData')} />
      ) : (
        <GameGrid games={games} skeleton={state.skeleton} skeletonCount={loadMoreDefaultCount * 3} tilePattern={tilePattern} label={label} id={id} />
      )}
      <LoadMore state={shownState} onMore={list.loadMore} />
      {state.error && state.games.length > 0 && <ListError state={state} onRetry={list.retry} />}
    </div>
  );
});
