// Reward centre (/m/rewardCenter). With REWCEN3 off: the 'contact customer
// service' message and the channels (account spec section 2). With it on (its
// insides are "not shown"): the player's promotions from the announcements call
// with their status, in three tabs (available, in progress, history); a sign-up
// promotion is joined here, a promotion that takes a reward request goes to
// /m/applyReward, a tournament to /m/leaderBoard. Free-play accounts are refused.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Promotion, PromotionStatus } from '../../../platform/generated/api.ts';
import type { PageProps } from '../../feature-entries.ts';
import { useQuery } from '../../state/use-hydrated.ts';
import { useBrand, useConstants } from '../../state/brand.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { languageAtom } from '../../state/language.ts';
import { platform } from '../../state/platform.ts';
import { asPlatformError, useRemote } from '../../state/remote.ts';
import { useToasts } from '../../state/toasts.ts';
import { formatDate } from '../../rules/format.ts';
import { Icon } from '../../ui/Icon.tsx';
import { imageUrl } from '../../rules/images.ts';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { MemberGate } from './MemberGate.tsx';
import { ServiceChannels } from './ServiceChannels.tsx';
import './member.css';

type Tab = 'available' | 'progress' | 'history';
const TABS: Tab[] = ['available', 'progress', 'history'];
const TAB_OF: Record<PromotionStatus, Tab> = {
  Join: 'available',
  Claim: 'available',
  'Coming soon': 'available',
  Applying: 'progress',
  Process: 'progress',
  Joined: 'progress',
  Issued: 'history',
  Claimed: 'history',
  Rejected: 'history',
  Close: 'history',
};

export default function RewardCentrePage(_: PageProps) {
  const { t } = useTranslation('member');
  const brand = useBrand();
  if (!brand.flags.REWCEN3) {
    return (
      <div className="lk-page lk-member" data-page="reward-off">
        <section className="lk-member__card lk-member__gate">
          <Icon name="headset" size={44} />
          <p role="status" data-message="reward-off">
            {t('reward.off')}
          </p>
          <ServiceChannels purpose="general" />
        </section>
      </div>
    );
  }
  return (
    <div className="lk-page lk-member" data-page="reward">
      <MemberGate need="real" icon="ticket">
        <Rewards />
      </MemberGate>
    </div>
  );
}

function Rewards() {
  const { t } = useTranslation('member');
  const lng = useAtomValue(languageAtom);
  const query = useQuery();
  const asked = query.get('tab') as Tab | null;
  const [tab, setTab] = useState<Tab>(asked && TABS.includes(asked) ? asked : 'available');
  const promos = useRemote(
    () =>
      platform()
        .announcements({ types: 'PR', platform: 'M', language: lng })
        .then((v) => v.promotion),
    [lng],
  );
  return (
    <>
      <div className="lk-segment" role="tablist" aria-label={t('reward.title')}>
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === tab} className="lk-segment__item" onClick={() => setTab(k)} data-tab={k}>
            {t(`reward.tabs.${k}`)}
          </button>
        ))}
      </div>
      <RemoteView
        remote={promos}
        placeholder={
          <>
            <Skeleton height={96} />
            <Skeleton height={96} style={{ marginTop: 8 }} />
          </>
        }
      >
        {(list) => {
          const shown = list.filter((p) => TAB_OF[p.status] === tab);
          return shown.length ? (
            <ul className="lk-rewards" role="tabpanel">
              {shown.map((p) => (
                <RewardItem key={p.id} promo={p} onJoined={(status) => promos.set((l) => (l ?? []).map((x) => (x.id === p.id ? { ...x, status } : x)))} />
              ))}
            </ul>
          ) : (
            <p className="lk-empty" role="tabpanel">
              {t(`reward.empty.${tab}`)}
            </p>
          );
        }}
      </RemoteView>
    </>
  );
}

function RewardItem({ promo, onJoined }: { promo: Promotion; onJoined: (s: PromotionStatus) => void }) {
  const { t, i18n } = useTranslation('member');
  const brand = useBrand();
  const c = useConstants();
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const image = imageUrl(brand, promo.announcementImages.find((i) => i.sequence === 1)?.url);
  const dates =
    promo.noExpiry === 1 || !promo.endDate
      ? t('reward.longTerm', { start: formatDate(promo.startDate, i18n.language, '/') })
      : `${formatDate(promo.startDate, i18n.language, '/')} – ${formatDate(promo.endDate, i18n.language, '/')}`;

  const join = async () => {
    setBusy(true);
    try {
      const v = await platform().signUpPromotionJoin({ data: { promotionId: promo.id } });
      onJoined(v.status);
      toasts.show(t('reward.joined'), 'success', c.successToastMs);
    } catch (e) {
      toasts.show(t(asPlatformError(e).i18nKey, { defaultValue: t('account:message.unknownError') }), 'error', c.toastMs);
    } finally {
      setBusy(false);
    }
  };

  let action = null;
  if (promo.kind === 'signup' && promo.status === 'Join') {
    action = (
      <button type="button" className="lk-btn lk-btn--small" onClick={() => void join()} disabled={busy} data-action="join">
        {t('reward.join')}
      </button>
    );
  } else if (promo.kind === 'promotion' && (promo.status === 'Join' || promo.status === 'Claim') && promo.linkedPromotionId !== null) {
    action = (
      <Link className="lk-btn lk-btn--small" to={`/m/applyReward?id=${promo.id}`} data-action="apply">
        {t('reward.apply')}
      </Link>
    );
  } else if (promo.kind === 'tournament') {
    action = (
      <Link className="lk-btn lk-btn--small lk-btn--ghost" to="/m/leaderBoard">
        {t('reward.tournament')}
      </Link>
    );
  }
  return (
    <li className="lk-member__card lk-reward" data-promotion={promo.id}>
      {image && <img className="lk-reward__image" src={image} alt="" width={96} height={64} loading="lazy" />}
      <div className="lk-reward__text">
        <Link to={`/m/activity?id=${promo.id}`} className="lk-reward__title">
          {promo.title}
        </Link>
        <p className="lk-member__muted">{dates}</p>
        <div className="lk-reward__foot">
          <span className={`lk-chip lk-chip--status`} data-status={promo.status}>
            {t(`reward.status.${promo.status.replace(' ', '')}`)}
          </span>
          {action}
        </div>
      </div>
    </li>
  );
}
