// Side menu (game spec section 2): account block, then the brand's entries in
// order. Loaded on first open; closes on any navigation.
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from '../ui/Link.tsx';
import { useNavigate } from '../state/location.ts';
import { GAME_LIST_PAGES } from '../routes.ts';
import { useBrand } from '../state/brand.ts';
import { useAtomValue, useSetAtom } from '../state/jotai.ts';
import { memberInfoAtom, sessionAtom } from '../state/session.ts';
import { useViewer } from '../state/viewer.ts';
import { useMenuActions } from '../state/menu-actions.ts';
import { sideMenuOpenAtom } from '../state/ui.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { Popup } from '../ui/Popup.tsx';
import { BalanceWidget } from '../ui/BalanceWidget.tsx';
import { PlatformText } from '../ui/PlatformText.tsx';
import { avatarInitial } from '../rules/avatar.ts';
import { sideItemVisible, type SideItem } from '../rules/menu-visibility.ts';
import { GuestButtons } from './GuestButtons.tsx';
import { sideMenuSlots } from './registry.ts';
import { useInstalled } from '../state/use-installed.ts';

const MENU_CATEGORIES = [
  '/m/hot-games',
  '/m/slot-games',
  '/m/live-games',
  '/m/fish-games',
  '/m/sport-games',
  '/m/esport-games',
  '/m/pvp-games',
  '/m/lott',
  '/m/cockfight',
  '/m/new-games',
];

const ENTRIES: Record<Exclude<SideItem, 'games'>, { icon: IconName; to?: string; open?: 'referral' | 'service' | 'language' }> = {
  promotions: { icon: 'gift', to: '/m/activity' },
  vip: { icon: 'crown', to: '/m/member/home#vip' },
  mission: { icon: 'flag', to: '/m/leaderBoard' },
  rebate: { icon: 'percent', to: '/m/rewardCenter?tab=rebate' },
  rewardCenter: { icon: 'ticket', to: '/m/rewardCenter' },
  agent: { icon: 'agent', to: '/m/agent' },
  referral: { icon: 'invite', open: 'referral' },
  signIn: { icon: 'calendar', to: '/m/rewardCenter?tab=signIn' },
  rescueFund: { icon: 'shield', to: '/m/rewardCenter?tab=rescueFund' },
  promoCode: { icon: 'ticket', to: '/m/rewardCenter?tab=promoCode' },
  download: { icon: 'download', to: '/m/download' },
  customerService: { icon: 'headset', open: 'service' },
  help: { icon: 'help', to: '/m/help' },
  language: { icon: 'globe', open: 'language' },
};

/** A feature's extra content under an entry, if any feature offers one. */
function SideSlot({ item, onNavigate }: { item: SideItem; onNavigate: () => void }) {
  const Slot = sideMenuSlots[item];
  return Slot ? (
    <Suspense fallback={null}>
      <Slot onNavigate={onNavigate} />
    </Suspense>
  ) : null;
}

export default function SideMenu() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const { loggedIn, agent } = useViewer();
  const member = useAtomValue(memberInfoAtom);
  const session = useAtomValue(sessionAtom);
  const installed = useInstalled();
  const setOpen = useSetAtom(sideMenuOpenAtom);
  const open = useMenuActions();
  const close = () => setOpen(false);
  const viewer = { loggedIn, agent, installed };

  // The menu closes before what an entry opens shows.
  const act = (what: 'referral' | 'service' | 'language') => {
    close();
    open[what]();
  };

  return (
    <Popup title={<PlatformText>{brand.name}</PlatformText>} onClose={close} variant="side" className="lk-side">
      <div className="lk-side__account">
        {loggedIn ? (
          <>
            <Link to="/m/member/home" className="lk-side__user" onClick={close}>
              <span className="lk-avatar">{avatarInitial(member?.nickname, member?.account ?? session?.userName)}</span>
              <span>
                <PlatformText as="strong">{member?.nickname || member?.account || session?.userName}</PlatformText>
                {member?.id !== undefined && <small> {t('menu.id', { id: member.id })}</small>}
              </span>
            </Link>
            <BalanceWidget className="lk-side__balance" />
          </>
        ) : (
          <div className="lk-side__guest">
            <GuestButtons before={close} />
          </div>
        )}
      </div>
      <nav aria-label={t('menu.side')}>
        {brand.layout.sideMenu
          .filter((item) => sideItemVisible(item, brand, viewer))
          .map((item) =>
            item === 'games' ? (
              <div key={item} className="lk-side__group" role="group" aria-label={t('menu.games')}>
                {GAME_LIST_PAGES.filter((p) => MENU_CATEGORIES.includes(p.path)).map((p) => (
                  <Link key={p.path} to={p.path} className="lk-side__chip" onClick={close}>
                    {t(`title.${p.title}`)}
                  </Link>
                ))}
              </div>
            ) : (
              <div key={item} className="lk-side__entry">
                <button
                  type="button"
                  className="lk-side__item"
                  data-item={item}
                  onClick={() => {
                    const entry = ENTRIES[item];
                    if (entry.open) act(entry.open);
                    else {
                      close();
                      navigate(entry.to!);
                    }
                  }}
                >
                  <Icon name={ENTRIES[item].icon} />
                  <span>{t(`menu.${item}`)}</span>
                  <Icon name="chevron" size={18} className="lk-side__chevron lk-flip-rtl" />
                </button>
                <SideSlot item={item} onNavigate={close} />
              </div>
            ),
          )}
      </nav>
    </Popup>
  );
}
