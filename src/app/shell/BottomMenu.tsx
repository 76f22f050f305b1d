// The five bottom-menu items of the brand config (account spec section 2).
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocation, useNavigate } from '../state/location.ts';
import type { BottomMenuItem } from '../../config/generated/brand.ts';
import { useBrand } from '../state/brand.ts';
import { useAtomValue, useSetAtom } from '../state/jotai.ts';
import { referralOpenAtom, resetLobbyAtom, csWidgetOpenAtom, unreadTotalAtom } from '../state/ui.ts';
import { badgeCount } from '../rules/format.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { bottomItemVisible } from '../rules/menu-visibility.ts';
import { useViewer } from '../state/viewer.ts';
import { useInstalled } from '../state/use-installed.ts';

type Item = BottomMenuItem['item'];

const ITEMS: Record<Item, { icon: IconName; path?: string }> = {
  home: { icon: 'home', path: '/m/home' },
  promotion: { icon: 'gift', path: '/m/activity' },
  invite: { icon: 'invite' },
  deposit: { icon: 'wallet', path: '/m/voucherCenter' },
  withdraw: { icon: 'withdraw', path: '/m/withdraw' },
  member: { icon: 'user', path: '/m/member/home' },
  vip: { icon: 'crown', path: '/m/member/home#vip' },
  mission: { icon: 'flag', path: '/m/leaderBoard' },
  event: { icon: 'calendar', path: '/m/event' },
  service: { icon: 'headset' },
};

export function BottomMenu() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { loggedIn, agent } = useViewer();
  const installed = useInstalled();
  const resetLobby = useSetAtom(resetLobbyAtom);
  const openReferral = useSetAtom(referralOpenAtom);
  const openService = useSetAtom(csWidgetOpenAtom);
  const unread = useAtomValue(unreadTotalAtom);
  const { unreadCap } = brand.constants;

  const activate = (item: Item) => {
    if (item === 'home') {
      // Home resets the lobby selection, goes home and scrolls to top.
      resetLobby();
      navigate('/m/home');
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } else if (item === 'invite') openReferral(true);
    else if (item === 'service') openService(true);
    else navigate(ITEMS[item].path!);
  };

  const visible = brand.layout.bottomMenu.filter((m) => bottomItemVisible(m, brand, { loggedIn, agent, installed }));
  return (
    <nav className="lk-bottom" aria-label={t('menu.bottom')} style={{ '--lk-bottom-items': visible.length } as CSSProperties}>
      {visible.map(({ item }) => {
        const current = ITEMS[item].path?.split('#')[0] === pathname;
        return (
          <button
            key={item}
            type="button"
            className="lk-bottom__item"
            data-item={item}
            aria-current={current ? 'page' : undefined}
            onClick={() => activate(item)}
          >
            <Icon name={ITEMS[item].icon} />
            {item === 'member' && unread > 0 && (
              <>
                <b className="lk-badge" aria-hidden="true">
                  {badgeCount(unread, unreadCap, i18n.language)}
                </b>
                <span className="lk-visually-hidden">{t('menu.unread', { count: unread })}</span>
              </>
            )}
            <span>{t(`bottom.${item}`)}</span>
          </button>
        );
      })}
    </nav>
  );
}
