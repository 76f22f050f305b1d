// The card popup (game spec section 2): the game, Play now, and Free trial when
// supportPlay is 0; a game under maintenance says so instead. Mounted as an
// overlay while a card is open, so its code loads on the first tap.
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useBrand } from '../../../state/brand.ts';
import { useAtom } from '../../../state/jotai.ts';
import { imageUrl } from '../../../rules/images.ts';
import { PlatformText } from '../../../ui/PlatformText.tsx';
import { Popup } from '../../../ui/Popup.tsx';
import { offersFreePlay } from '../logic/launch-rules.ts';
import { gamePopupAtom } from '../../../state/ui.ts';
import { useLauncher } from '../use-launcher.ts';
import { gameName } from './GameCard.tsx';
import '../lobby.css';

export default function GamePopup() {
  const { t } = useTranslation('lobby');
  const brand = useBrand();
  const [game, setGame] = useAtom(gamePopupAtom);
  const { launch } = useLauncher();
  if (!game) return null;
  const close = () => setGame(null);
  const name = gameName(game);
  const small = imageUrl(brand, game.iconUrl || game.showIcon || game.img);
  const large = game.mobileLargeIcon ? imageUrl(brand, game.mobileLargeIcon) : undefined;
  const go = (freePlay: boolean) => {
    close();
    void launch(game, freePlay);
  };
  return (
    <Popup title={<PlatformText>{name}</PlatformText>} onClose={close} variant="center" className="lkg-gamepopup">
      <div className="lkg-gamepopup__body" data-testid="game-popup">
        <span className="lkg-gamepopup__img">
          {/* 160 CSS px: a phone's 2 to 3 device pixels each pick the large icon when the platform has one. */}
          <img
            src={small}
            srcSet={large && large !== small ? `${small} 200w, ${large} 400w` : undefined}
            sizes={large && large !== small ? '160px' : undefined}
            alt={name}
            width={160}
            height={160}
          />
        </span>
        <PlatformText as="p" className="lkg-gamepopup__vendor">
          {game.vassalage}
        </PlatformText>
        {game.maintenance === 1 ? (
          <p className="lkg-gamepopup__note" role="status">
            {t('launch.maintenance', { name })}
          </p>
        ) : (
          <div className="lkg-gamepopup__actions">
            <button type="button" className="lk-btn lk-btn--block" onClick={() => go(false)} data-testid="play-now">
              {t('card.playNow')}
            </button>
            {offersFreePlay(game) && (
              <button type="button" className="lk-btn lk-btn--ghost lk-btn--block" onClick={() => go(true)} data-testid="free-trial">
                {t('card.freeTrial')}
              </button>
            )}
          </div>
        )}
      </div>
    </Popup>
  );
}
