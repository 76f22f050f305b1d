// Reward centre (/m/rewardCenter). With REWCEN3 off: the 'contact customer
// service' message and the channels (account spec section 2). With it on (its
// insides are "not shown"): the player's promotions from the announcements call
// with their status, in three tabs (available, in progress, history). What a
// status lets the player do, its label and joining are the promotions'
// own rules (rules/promotion-model.ts, rules/promotion-labels.ts,
// state/promotions.ts): a sign-up promotion is joined here, a promotion that
// takes a reward request goes to /m/applyReward (also after Rejected), a
// tournament to /m/leaderBoard. Free-play accounts are refused.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { Promotion, PromotionStatus } from '../../../platform/generated/api.ts';
import type { PageProps } from '../../feature-entries.ts';
import { imageUrl } from '../../rules/images.ts';
import { bannerImage, datesLabel, statusLabelKey } from '../../rules/promotion-labels.ts';
import { actionOf, applicationId } from '../../rules/promotion-model.ts';
import { useBrand } from '../../state/brand.ts';
import { promotionsQuery } from '../../state/content-queries.ts';
import { useJoinPromotion } from '../../state/promotions.ts';
import { useContent } from '../../state/use-content.ts';
import { useQuery } from '../../state/use-hydrated.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { GatedPage } from '../../ui/MemberGate.tsx';
import { Segment } from './Segment.tsx';
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
    <GatedPage page="reward" need="real" icon="ticket">
      <Rewards />
    </GatedPage>
  );
}

function Rewards() {
  const { t } = useTranslation('member');
  const query = useQuery();
  const asked = query.get('tab') as Tab | null;
  const [tab, setTab] = useState<Tab>(asked && TABS.includes(asked) ? asked : 'available');
  const promos = useContent(promotionsQuery);
  return (
    <>
      <Segment role="tab" name="tab" label={t('reward.title')} options={TABS} value={tab} onChange={setTab} text={(k) => t(`reward.tabs.${k}`)} />
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
  const { join, busy } = useJoinPromotion();
  const image = imageUrl(brand, bannerImage(promo)?.url);
  const dates = datesLabel(promo, i18n.language);

  const action = actionOf(promo);
  let button = null;
  if (action === 'join') {
    button = (
      <button
        type="button"
        className="lk-btn lk-btn--small"
        onClick={async () => {
          const status = await join(promo.id);
          if (status) onJoined(status);
        }}
        disabled={busy}
        data-action="join"
      >
        {t('reward.join')}
      </button>
    );
  } else if (action === 'apply') {
    button = (
      <Link className="lk-btn lk-btn--small" to={`/m/applyReward?id=${applicationId(promo)}`} data-action="apply">
        {t('reward.apply')}
      </Link>
    );
  } else if (action === 'participate') {
    button = (
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
          <PlatformText>{promo.title}</PlatformText>
        </Link>
        <p className="lk-member__muted">{t(dates.key, dates.values)}</p>
        <div className="lk-reward__foot">
          <span className={`lk-tag lk-tag--status`} data-status={promo.status}>
            {t(statusLabelKey(promo.status))}
          </span>
          {button}
        </div>
      </div>
    </li>
  );
}
