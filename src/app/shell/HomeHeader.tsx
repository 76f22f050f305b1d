// Home header (account spec section 2): side-menu toggle, logo to /m/home, and
// Deposit/Withdraw when logged in or Login/Register when not.
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from '../ui/Link.tsx';
import { useBrand } from '../state/brand.ts';
import { useAtomValue, useSetAtom } from '../state/jotai.ts';
import { memberInfoAtom, sessionAtom } from '../state/session.ts';
import { sideMenuOpenAtom } from '../state/ui.ts';
import { Icon } from '../ui/Icon.tsx';
import { useViewer } from '../state/viewer.ts';
import { avatarInitial } from '../rules/avatar.ts';
import { GuestButtons } from './GuestButtons.tsx';
import { WAITS_FOR_LEAD } from '../lead-image.ts';

export function HomeHeader() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { loggedIn } = useViewer();
  const member = useAtomValue(memberInfoAtom);
  const session = useAtomValue(sessionAtom);
  const openMenu = useSetAtom(sideMenuOpenAtom);

  return (
    <header className="lk-header lk-header--home">
      {/* The page's heading, for assistive technology and the focus after a move here (PageArrival.tsx). */}
      <h1 className="lk-visually-hidden" tabIndex={-1}>
        {t('title.home')}
      </h1>
      <button type="button" className="lk-iconbtn" onClick={() => openMenu(true)} aria-label={t('menu.open')} aria-haspopup="dialog">
        <Icon name="menu" />
      </button>
      <Link to="/m/home" className="lk-logo">
        {/* It waits for the page's lead image (build/lead-first.ts), and grows in place, where nothing follows it. */}
        <img src={`/${brand.theme.logo}`} alt={brand.name} height={32} fetchPriority="low" {...WAITS_FOR_LEAD} />
      </Link>
      <div className="lk-header__actions">
        {loggedIn ? (
          <>
            <Link to="/m/voucherCenter" className="lk-btn lk-btn--small lk-btn--accent">
              {t('action.deposit')}
            </Link>
            <Link to="/m/withdraw" className="lk-btn lk-btn--small lk-btn--ghost">
              {t('action.withdraw')}
            </Link>
            <Link to="/m/member/home" className="lk-avatar" aria-label={t('title.memberHome')}>
              {avatarInitial(member?.nickname, member?.account ?? session?.userName)}
            </Link>
          </>
        ) : (
          <GuestButtons small />
        )}
      </div>
    </header>
  );
}
