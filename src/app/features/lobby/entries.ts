// What the lobby offers the shell (src/app/feature-entries.ts): its pages, its
// home sections and the game card popup. Everything is React.lazy, so this file
// adds only a few references to the shared bundle.
import { entry, type FeatureEntries } from '../../feature-entries.ts';
import { gamePopupOpenAtom } from './atoms.ts';

const entries: FeatureEntries = {
  prebuilt: () => import('./prebuilt.ts'),
  pages: {
    gameList: entry(() => import('./pages/GameListPage.tsx')),
    search: entry(() => import('./pages/SearchPage.tsx')),
    recent: entry(() => import('./pages/RecentPage.tsx')),
  },
  sections: {
    search: entry(() => import('./sections/SearchSection.tsx')),
    hotGames: entry(() => import('./sections/HotGamesSection.tsx')),
    newGames: entry(() => import('./sections/NewGamesSection.tsx')),
    gameCenter: entry(() => import('./sections/GameCenterSection.tsx')),
    categories: entry(() => import('./sections/CategoriesSection.tsx')),
    winners: entry(() => import('./sections/WinnersSection.tsx')),
    jackpot: entry(() => import('./sections/JackpotSection.tsx')),
  },
  overlays: [{ id: 'lobby-game-popup', component: entry(() => import('./components/GamePopup.tsx')), when: gamePopupOpenAtom }],
};

export default entries;
