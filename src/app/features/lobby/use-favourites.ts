// Favourites for the session (game spec sections 4 and 7): the id list loads once
// per session, through the data cache (keyed by session, so one player's
// favourites never show for another); a toggle updates both lists at once, then
// calls the platform, and puts things back with a message if the call fails.
import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { GameItem } from '../../../platform/generated/api.ts';
import { useConstants } from '../../state/brand.ts';
import { useAtom, useSetAtom } from '../../state/jotai.ts';
import { platform } from '../../state/platform.ts';
import { fetchPlatformData, invalidatePlatformData } from '../../state/platform-data.ts';
import { asPlatformError } from '../../state/remote.ts';
import { useToasts } from '../../state/toasts.ts';
import { popupAtom } from '../../state/ui.ts';
import { applyAdd, applyRemove, decideToggle, isFavourite, NO_FAVOURITES } from './logic/favourite-rules.ts';
import { favouritesAtom } from './atoms.ts';
import { useViewer } from '../../state/viewer.ts';

export function useFavourites() {
  const { t } = useTranslation('lobby');
  const [favs, setFavs] = useAtom(favouritesAtom);
  const { token, loggedIn } = useViewer();
  const openPopup = useSetAtom(popupAtom);
  const toasts = useToasts();
  const { toastMs } = useConstants();

  useEffect(() => {
    if (!token) {
      if (favs.token) setFavs(NO_FAVOURITES);
      return;
    }
    if (favs.token === token) return;
    setFavs({ ...NO_FAVOURITES, token });
    fetchPlatformData('favouriteIds', {}).then(
      (v) => setFavs((f) => (f.token === token ? { ...f, ids: new Set([...v.nodeIds, ...(f.ids ?? [])]) } : f)),
      () => undefined, // the stars stay empty; a toggle still works
    );
  }, [token, favs.token, setFavs]);

  const toggle = useCallback(
    async (game: GameItem) => {
      const decision = decideToggle(loggedIn, favs, game.nodeId);
      if (decision.kind === 'login') return openPopup('login');
      if (decision.kind === 'skip') return;
      const adding = decision.kind === 'add';
      setFavs((f) => ({ ...(adding ? applyAdd(f, game) : applyRemove(f, game.nodeId)), token: f.token }));
      try {
        if (adding) await platform().addFavourite({ nodeId: game.nodeId, vendor: game.vassalage });
        else await platform().removeFavourite({ nodeId: game.nodeId, vendor: game.vassalage });
        // A later read of this session's id list must not answer with the list from before the toggle.
        invalidatePlatformData('favouriteIds');
      } catch (e) {
        setFavs((f) => ({ ...(adding ? applyRemove(f, game.nodeId) : applyAdd(f, game)), token: f.token }));
        toasts.show(t(asPlatformError(e).i18nKey), 'error', toastMs);
      }
    },
    [loggedIn, favs, openPopup, setFavs, toasts, t, toastMs],
  );

  return { favs, loggedIn, toggle, isFavourite: (nodeId: number) => isFavourite(favs, nodeId) };
}
