// What a home game row shows (game spec section 2): its title with "see all",
// which opens the row's page and makes its category the current one, then the
// row's games in a horizontal scroller, or the failure with a retry.
import type { ReactNode } from 'react';
import type { GameItem } from '../../../../platform/generated/api.ts';
import type { Remote } from '../../../state/remote.ts';
import { LoadFailed } from '../../../ui/RemoteView.tsx';
import { GameScroller } from './GameScroller.tsx';
import { SeeAllLink } from './SeeAllLink.tsx';

export function GameRowContent({
  title,
  icon,
  to,
  category,
  games,
}: {
  title: string;
  icon?: ReactNode;
  /** The row's page, and the category it opens on. */
  to: string;
  category: string;
  games: Remote<GameItem[]>;
}) {
  return (
    <>
      <div className="lkg-row-head">
        <h2>
          {icon}
          {title}
        </h2>
        <SeeAllLink to={to} category={category} />
      </div>
      {games.error && !games.data ? (
        <LoadFailed error={games.error} onRetry={games.retry} />
      ) : (
        <GameScroller games={games.data ?? []} loading={!games.data} label={title} />
      )}
    </>
  );
}
