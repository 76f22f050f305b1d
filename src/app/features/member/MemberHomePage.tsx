// Member centre (/m/member/home; its insides are "not shown" in the documents):
// the account card, the balance with deposit and withdraw, VIP progress
// (account spec section 4 rule; with VIPBENEFIT3), and the account menu as a
// tile grid (template mem_cen 1, the new member centre) or a list (mem_cen 0),
// with the entries the brand's flags and the viewer allow, by the side menu's
// rule (rules/menu-visibility.ts). Free-play accounts see their refused
// functions marked; visitors a login prompt.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { PageProps } from '../../feature-entries.ts';
import { useBrand } from '../../state/brand.ts';
import { useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { avatarInitial } from '../../rules/avatar.ts';
import { badgeCount } from '../../rules/format.ts';
import { memberEntryVisible, type MemberEntry } from '../../rules/menu-visibility.ts';
import { rankProgressQuery } from '../../state/content-queries.ts';
import { useMemberInfo } from '../../state/member-info.ts';
import { usePlatformData } from '../../state/platform-data.ts';
import { useToasts } from '../../state/toasts.ts';
import { useContent } from '../../state/use-content.ts';
import { useInstalled } from '../../state/use-installed.ts';
import { useWallet } from '../../state/wallet.ts';
import { memberInfoAtom, sessionAtom, trialUserAtom } from '../../state/session.ts';
import { useMenuActions } from '../../state/menu-actions.ts';
import { popupAtom } from '../../state/ui.ts';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { MemberGate } from '../../ui/MemberGate.tsx';
import { useViewer } from '../../state/viewer.ts';
import { vipProgress } from './vip-progress.ts';
import { WalletCard } from './WalletCard.tsx';
import './member.css';

export default function MemberHomePage(_: PageProps) {
  const viewer = useViewer();
  if (viewer.hydrated && viewer.loggedIn) return <MemberHome />;
  return (
    <div className="lk-page lk-member">
      <MemberGate need="real">{null}</MemberGate>
      <AccountMenu />
    </div>
  );
}

function MemberHome() {
  const { t, i18n } = useTranslation('member');
  const brand = useBrand();
  const viewer = useViewer();
  const session = useAtomValue(sessionAtom);
  const trialUser = useAtomValue(trialUserAtom);
  const member = useAtomValue(memberInfoAtom);

  // Member info is cached; this page asks for a fresh copy (account spec section 7: "refreshed on demand").
  const info = useMemberInfo(viewer.loggedIn);
  const wallet = useWallet();
  const showVip = brand.flags.VIPBENEFIT3 && viewer.real;
  const rank = useContent(rankProgressQuery, { enabled: showVip });

  const name = member?.nickname || member?.account || session?.userName || trialUser?.userName || '';
  const avatar = info.data?.headIconUrl;
  const progress = vipProgress(rank.data);

  return (
    <div className="lk-page lk-member" data-template={brand.templates.mem_cen === 1 ? 'new' : 'classic'}>
      <section className="lk-member__card lk-profile" aria-label={t('profile.title')}>
        <span className="lk-profile__avatar" aria-hidden="true">
          {avatar ? (
            <img src={avatar} alt="" width={56} height={56} />
          ) : (
            avatarInitial(member?.nickname, member?.account || session?.userName || trialUser?.userName, i18n.language)
          )}
        </span>
        <div className="lk-profile__text">
          <PlatformText as="h2" className="lk-profile__name" data-name>
            {name}
          </PlatformText>
          {member?.id !== undefined && <p className="lk-member__muted">{t('profile.id', { id: member.id })}</p>}
          {info.data?.vipLabel && <PlatformText className="lk-tag lk-tag--accent">{info.data.vipLabel}</PlatformText>}
          {viewer.trial && (
            <span className="lk-tag" data-chip="trial">
              {t('profile.trial')}
            </span>
          )}
        </div>
        <Link to="/m/set" className="lk-iconbtn" aria-label={t('common:title.set')}>
          <Icon name="tools" />
        </Link>
      </section>

      {viewer.trial && <TrialNotice />}

      <WalletCard
        wallet={wallet}
        actions={
          <>
            <Link to="/m/voucherCenter" className="lk-btn lk-btn--accent" data-action="deposit">
              {t('common:action.deposit')}
            </Link>
            <Link to="/m/withdraw" className="lk-btn lk-btn--ghost" data-action="withdraw">
              {t('common:action.withdraw')}
            </Link>
          </>
        }
      />

      {showVip && (
        <section id="vip" className="lk-member__card lk-vip" aria-labelledby="lk-vip-title">
          <h2 id="lk-vip-title" className="lk-member__title">
            {t('vip.title')}
          </h2>
          {rank.data ? (
            <>
              <p className="lk-vip__labels">
                {rank.data.playerRankProgress.label ? (
                  <PlatformText as="strong">{rank.data.playerRankProgress.label}</PlatformText>
                ) : (
                  <strong>{t('vip.none')}</strong>
                )}
                {rank.data.playerRankProgress.nextLabel && (
                  <span className="lk-member__muted">{t('vip.next', { label: rank.data.playerRankProgress.nextLabel })}</span>
                )}
              </p>
              <div
                className="lk-vip__bar"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                aria-label={t('vip.progress')}
              >
                <span style={{ inlineSize: `${progress * 100}%` }} />
              </div>
              <p className="lk-member__muted">
                {rank.data.playerRankProgress.nextLabel
                  ? t('vip.conditions', { done: rank.data.currentProgress.completedConditions, total: rank.data.currentProgress.totalExpectedConditions })
                  : t('vip.top')}
              </p>
            </>
          ) : rank.error ? (
            <p className="lk-member__muted">{t('account:message.loadFailed')}</p>
          ) : (
            <Skeleton height={48} />
          )}
        </section>
      )}

      <AccountMenu />
    </div>
  );
}

/** A free-play account's note over the member centre: most functions need a real account. */
function TrialNotice() {
  const { t } = useTranslation('member');
  const openPopup = useSetAtom(popupAtom);
  return (
    <div className="lk-member__notice" role="status">
      <p>{t('account:message.trialRefused')}</p>
      <button type="button" className="lk-btn lk-btn--small" onClick={() => openPopup('login')}>
        {t('gate.login')}
      </button>
    </div>
  );
}

interface Entry {
  key: MemberEntry;
  icon: IconName;
  to?: string;
  act?: () => void;
  /** Refused to free-play accounts (marked with a lock). */
  real?: boolean;
  badge?: number;
  danger?: boolean;
}

/** The account menu: every function of the member area, those the brand and the account may use. */
function AccountMenu() {
  const { t, i18n } = useTranslation('member');
  const brand = useBrand();
  const viewer = useViewer();
  const open = useMenuActions();
  const toasts = useToasts();
  const { toastMs } = brand.constants;
  // A function a free-play account may not use says so instead of opening (account spec section 6).
  const run = (e: Entry) => (viewer.trial && e.real ? toasts.show(t('account:message.trialRefused'), 'error', toastMs) : e.act?.());
  // Unread calls are skipped for guest sessions (type 4, account spec section 6).
  const unread = usePlatformData('inboxUnreadCount', {}, { enabled: !viewer.guest, maxAgeMs: 0 });
  const installed = useInstalled();

  const all: Entry[] = [
    { key: 'deposit', icon: 'wallet', to: '/m/voucherCenter', real: true },
    { key: 'withdraw', icon: 'withdraw', to: '/m/withdraw', real: true },
    { key: 'saferPlay', icon: 'shield', to: '/m/saferPlay', real: true },
    { key: 'rewardCenter', icon: 'ticket', to: '/m/rewardCenter', real: true },
    { key: 'promotions', icon: 'gift', to: '/m/activity' },
    { key: 'messages', icon: 'bell', to: '/m/notice', badge: unread.data ?? 0 },
    { key: 'agent', icon: 'agent', to: '/m/agent' },
    { key: 'referral', icon: 'invite', act: open.referral, real: true },
    { key: 'changePassword', icon: 'lock', act: () => open.popup('changePsw'), real: true },
    { key: 'settings', icon: 'tools', to: '/m/set' },
    { key: 'help', icon: 'help', to: '/m/help' },
    { key: 'service', icon: 'headset', act: open.service },
    { key: 'language', icon: 'globe', act: open.language },
    { key: 'logout', icon: 'logout', act: open.logout, danger: true },
  ];
  const entries = all.filter((e) => memberEntryVisible(e.key, brand, { ...viewer, installed }));

  const grid = brand.templates.mem_cen === 1;
  const body = (e: Entry): ReactNode => (
    <>
      <Icon name={e.icon} />
      <span className="lk-menu__label">{t(`menu.${e.key}`)}</span>
      {e.real && viewer.trial && <Icon name="lock" size={16} className="lk-menu__lock" />}
      {Boolean(e.badge) && (
        <>
          <b className="lk-menu__badge" aria-hidden="true">
            {badgeCount(e.badge!, brand.constants.unreadCap, i18n.language)}
          </b>
          <span className="lk-visually-hidden">{t('menu.unread', { n: e.badge })}</span>
        </>
      )}
      {!grid && <Icon name="chevron" size={18} className="lk-flip-rtl lk-menu__chevron" />}
    </>
  );
  return (
    <nav className={`lk-menu lk-menu--${grid ? 'grid' : 'list'}`} aria-label={t('menu.title')}>
      {entries.map((e) =>
        e.to ? (
          <Link key={e.key} to={e.to} className="lk-menu__item" data-entry={e.key}>
            {body(e)}
          </Link>
        ) : (
          <button key={e.key} type="button" className={`lk-menu__item${e.danger ? ' is-danger' : ''}`} onClick={() => run(e)} data-entry={e.key}>
            {body(e)}
          </button>
        ),
      )}
    </nav>
  );
}
