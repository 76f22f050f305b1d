// The game hot block (game spec section 2): tabs hot, history (recent) and
// favourite, each with its game list. Hot pages by constants.hotListPageSize
// with load more; favourites by constants.hotBlockFavouritesPageSize.
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useBrand } from '../../../state/brand.ts';
import { useSetAtom } from '../../../state/jotai.ts';
import { popupAtom } from '../../../state/ui.ts';
import { panelPages } from '../list-api.ts';
import { EMPTY_FILTER } from '../logic/game-types.ts';
import { initialListState, listPageSizes } from '../logic/list-machine.ts';
import { useGameList } from '../use-game-list.ts';
import { useViewer } from '../../../state/viewer.ts';
import { GameListView } from './GameListView.tsx';
import { Tabs } from './Tabs.tsx';
import '../lobby.css';

type BlockTab = 'HOT' | 'RECENT' | 'FAV';

export function GameHotBlock({ initial = 'HOT' }: { initial?: BlockTab }) {
  const { t } = useTranslation('lobby');
  const c = useBrand().constants;
  const { loggedIn } = useViewer();
  const openPopup = useSetAtom(popupAtom);
  const [tab, setTab] = useState<BlockTab>(initial);
  const list = useGameList(() => initialListState(EMPTY_FILTER, tab, listPageSizes(c, c.hotBlockFavouritesPageSize)), panelPages, tab);
  const choose = (next: BlockTab) => {
    // Favourites and recent need a session (game spec section 4).
    if (next !== 'HOT' && !loggedIn) return openPopup('login');
    setTab(next);
  };
  return (
    <div className="lkg-hotblock">
      <Tabs<BlockTab>
        items={[
          { key: 'HOT', label: t('tabs.hot') },
          { key: 'RECENT', label: t('tabs.history') },
          { key: 'FAV', label: t('tabs.favourites') },
        ]}
        value={tab}
        onChange={choose}
        label={t('hotBlock.label')}
        controls="lkg-hotblock-list"
        className="lkg-tabs--quick"
      />
      <GameListView list={list} id="lkg-hotblock-list" label={tab === 'HOT' ? t('tabs.hot') : tab === 'FAV' ? t('tabs.favourites') : t('tabs.history')} />
    </div>
  );
}
