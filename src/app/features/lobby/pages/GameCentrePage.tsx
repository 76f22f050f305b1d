// /m/gameCenter: the game list centre as a page (game spec section 2): the home
// banner group above the tabs, category lists of constants.categoryListPageSize
// (the category list), favourites of constants.favouritesPageSize.
import { useConstants, useBrand } from '../../../state/brand.ts';
import { GameCentre } from '../components/GameCentre.tsx';

export default function GameCentrePage() {
  const brand = useBrand();
  const c = useConstants();
  return (
    <GameCentre
      sizes={{ list: c.categoryListPageSize, hot: c.hotListPageSize, favourites: c.favouritesPageSize }}
      bannerGroup={brand.banners.groups.m_home ? 'm_home' : undefined}
    />
  );
}
