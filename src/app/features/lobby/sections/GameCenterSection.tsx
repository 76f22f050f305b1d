import type { SectionProps } from '../../../feature-entries.ts';
import { useConstants } from '../../../state/brand.ts';
import { GameCentre } from '../components/GameCentre.tsx';

/**
 * The home entry of the game list centre (game spec section 2): lobby lists of
 * constants.lobbyPageSize, hot of hotListPageSize, favourites of
 * favouritesHomePageSize, and the large tile on every homeTilePattern-th item.
 */
export default function GameCenterSection({ section }: SectionProps<'gameCenter'>) {
  const c = useConstants();
  return (
    <GameCentre
      sizes={{ list: c.lobbyPageSize, hot: c.hotListPageSize, favourites: c.favouritesHomePageSize }}
      bannerGroup={section.bannerGroup}
      tilePattern={c.homeTilePattern}
    />
  );
}
