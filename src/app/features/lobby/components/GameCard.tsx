// One game tile (game spec section 2, Game card): the icon in a fixed square
// (no layout shift), the name, a New badge for isNew = 1, a maintenance badge,
// and a favourite star except on lottery games. Badges stack in the top start
// corner and the star sits in the top end one: game art keeps its writing out
// of both (the reference platform's does). Memoised and free of hooks
// but one: lists of hundreds of cards share one `CardKit` (labels, image URLs,
// actions) instead of each subscribing to the store and i18next.
import { memo, useState } from 'react';
import type { GameItem } from '../../../../platform/generated/api.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { type ImageTurn, imageLoading, useImageShown } from '../../../ui/first-screen.ts';
import { PlatformText } from '../../../ui/PlatformText.tsx';
import { canFavourite } from '../logic/tiles.ts';

export interface CardActions {
  open: (game: GameItem) => void;
  toggle: (game: GameItem) => void;
}

/** What every card of a list shares; built once per list (use-card-kit.ts). */
export interface CardKit {
  actions: CardActions;
  image: (src: string | undefined) => string | undefined;
  labels: { new: string; maintenance: string; favourite: (name: string) => string; unfavourite: (name: string) => string };
}

export function gameName(game: Pick<GameItem, 'displayName' | 'gameName' | 'nodeName'>): string {
  return game.displayName || game.gameName || game.nodeName;
}

export const GameCard = memo(function GameCard({
  game,
  favourite,
  large = false,
  kit,
  show = true,
  turn = 'near',
}: {
  game: GameItem;
  favourite: boolean;
  large?: boolean;
  kit: CardKit;
  /** False until the card's block is near the viewport: the image is not requested yet. */
  show?: boolean;
  /** When the image is asked for (ui/first-screen.ts); the grid gates it by `show`. */
  turn?: ImageTurn;
}) {
  const [broken, setBroken] = useState(false);
  const name = gameName(game);
  const src = kit.image((large && game.mobileLargeIcon) || game.iconUrl || game.showIcon || game.img);
  const shown = useImageShown(turn);
  const picture = Boolean(src) && !broken;
  const drawn = picture && show && shown;
  return (
    <div className={`lkg-card${large ? ' lkg-card--large' : ''}`} data-node={game.nodeId} data-testid="game-card">
      <button type="button" className="lkg-card__open" onClick={() => kit.actions.open(game)}>
        <span className="lkg-card__img">
          {drawn && (
            <img
              src={src}
              alt={name}
              {...imageLoading(turn)}
              decoding="async"
              width={large ? 240 : 120}
              height={large ? 240 : 120}
              onError={() => setBroken(true)}
            />
          )}
          {!picture && <PlatformText className="lkg-card__fallback">{name}</PlatformText>}
        </span>
        <PlatformText className="lkg-card__name" aria-hidden={drawn ? 'true' : undefined}>
          {name}
        </PlatformText>
        {(game.isNew === 1 || game.maintenance === 1) && (
          <span className="lkg-card__badges">
            {game.isNew === 1 && <span className="lkg-badge lkg-badge--new">{kit.labels.new}</span>}
            {game.maintenance === 1 && <span className="lkg-badge lkg-badge--maintenance">{kit.labels.maintenance}</span>}
          </span>
        )}
      </button>
      {canFavourite(game.gameType) && (
        <button
          type="button"
          className="lkg-card__fav"
          aria-pressed={favourite}
          aria-label={favourite ? kit.labels.unfavourite(name) : kit.labels.favourite(name)}
          onClick={() => kit.actions.toggle(game)}
        >
          <Icon name="star" size={18} />
        </button>
      )}
    </div>
  );
});
