// The login popup slider (game spec section 2, Home): the brand's slider group
// as a carousel in a popup, with Log in and Register under it. It asks for its
// turn like every popup the site opens on its own (state/dialog-order.ts), and
// only once its banners are in: a group with none shows nothing.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useDialogTurn } from '../../state/dialog-order.ts';
import { useBrand } from '../../state/brand.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { popupAtom, type PopupName } from '../../state/ui.ts';
import { BannerCarousel, useBanners } from '../../ui/BannerCarousel.tsx';
import { Popup } from '../../ui/Popup.tsx';

export default function LoginSlider({ group, onClose }: { group: string; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const openPopup = useSetAtom(popupAtom);
  const banners = useBanners(group);
  const turn = useDialogTurn('loginSlider', Boolean(banners.data?.banners.length));
  if (!turn) return null;
  const follow = (popup: PopupName) => {
    onClose();
    openPopup(popup);
  };
  return (
    <Popup title={t('loginSlider.title', { name: brand.name })} onClose={onClose} variant="center" className="lk-login-slider">
      <BannerCarousel group={group} label={t('loginSlider.slides')} />
      <div className="lk-login-slider__actions">
        <button type="button" className="lk-btn" onClick={() => follow('login')} data-action="login">
          {t('action.login')}
        </button>
        <button type="button" className="lk-btn lk-btn--ghost" onClick={() => follow('register')} data-action="register">
          {t('action.register')}
        </button>
      </div>
    </Popup>
  );
}
