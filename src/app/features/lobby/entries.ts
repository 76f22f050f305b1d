// What the lobby offers the shell (src/app/feature-entries.ts): its pages, its
// home sections and the game card popup. Everything is React.lazy, so this file
// adds only a few references to the shared bundle.
import { lazy } from 'react';
import type { FeatureEntries } from '../../feature-entries.ts';
import { gamePopupOpenAtom } from './lobby-state.ts';

const entries: FeatureEntries = {
  pages: {
    gameList: lazy(() => import('./pages/GameListPage.tsx')),
    search: lazy(() => import('./pages/SearchPage.tsx')),
    recent: lazy(() => import('./pages/RecentPage.tsx')),
  },
  sections: {
    search: lazy(() => import('./sections/SearchSection.tsx')),
    hotGames: lazy(() => import('./sections/HotGamesSection.tsx')),
    newGames: lazy(() => import('./sections/NewGamesSection.tsx')),
    gameCenter: lazy(() => import('./sections/GameCenterSection.tsx')),
    categories: lazy(() => import('./sections/CategoriesSection.tsx')),
    winners: lazy(() => import('./sections/WinnersSection.tsx')),
    jackpot: lazy(() => import('./sections/JackpotSection.tsx')),
  },
  overlays: [{ id: 'lobby-game-popup', component: lazy(() => import('./components/GamePopup.tsx')), when: gamePopupOpenAtom }],
};

export default entries;
