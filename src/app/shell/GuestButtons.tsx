// A visitor's login and register buttons, in the home header and the side
// menu (account spec section 2). `before` runs first: the side menu closes.
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useSetAtom } from '../state/jotai.ts';
import { popupAtom, type PopupName } from '../state/ui.ts';

export function GuestButtons({ small = false, before }: { small?: boolean; before?: () => void }) {
  const { t } = useTranslation();
  const openPopup = useSetAtom(popupAtom);
  const size = small ? ' lk-btn--small' : '';
  const open = (name: PopupName) => {
    before?.();
    openPopup(name);
  };
  return (
    <>
      <button type="button" className={`lk-btn${size} lk-btn--ghost`} onClick={() => open('login')}>
        {t('action.login')}
      </button>
      <button type="button" className={`lk-btn${size} lk-btn--accent`} onClick={() => open('register')}>
        {t('action.register')}
      </button>
    </>
  );
}
