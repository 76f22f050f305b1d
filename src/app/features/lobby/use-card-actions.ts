// What every card of a list shares (game spec section 2): tapping a card opens
// its popup for logged-in players and sends others to /m/login (offline, it
// says the platform cannot be reached: both need it); the star
// toggles the favourite; the labels and the image CDN. Built once per list and
// stable, so memoised cards never re-render for it.
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigate } from '../../state/location.ts';
import type { GameItem } from '../../../platform/generated/api.ts';
import { useNeedsNetwork } from '../../state/use-needs-network.ts';
import { useBrand } from '../../state/brand.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { imageUrl } from '../../rules/images.ts';
import type { CardKit } from './components/GameCard.tsx';
import { gamePopupAtom } from '../../state/ui.ts';
import { useFavourites } from './use-favourites.ts';
import { useViewer } from '../../state/viewer.ts';

export function useCardKit(): { kit: CardKit; isFavourite: (nodeId: number) => boolean; favouriteIds: ReadonlySet<number> | null; loggedIn: boolean } {
  const { t } = useTranslation('lobby');
  const brand = useBrand();
  const navigate = useNavigate();
  const { loggedIn } = useViewer();
  const setPopup = useSetAtom(gamePopupAtom);
  const { favs, toggle, isFavourite } = useFavourites();
  const online = useNeedsNetwork();
  const live = useRef({ loggedIn, toggle, online });
  live.current = { loggedIn, toggle, online };
  const open = useCallback((game: GameItem) => live.current.online() && (live.current.loggedIn ? setPopup(game) : navigate('/m/login')), [navigate, setPopup]);
  const onToggle = useCallback((game: GameItem) => void live.current.toggle(game), []);
  const kit = useMemo<CardKit>(
    () => ({
      actions: { open, toggle: onToggle },
      image: (src) => imageUrl(brand, src),
      labels: {
        new: t('card.new'),
        maintenance: t('card.maintenance'),
        favourite: (name) => t('card.favourite', { name }),
        unfavourite: (name) => t('card.unfavourite', { name }),
      },
    }),
    [open, onToggle, brand, t],
  );
  return { kit, isFavourite, favouriteIds: favs.ids, loggedIn };
}
