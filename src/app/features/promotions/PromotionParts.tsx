// Pieces every promotion view shares: image, dates, status label, countdown
// and the action block (game spec sections 2 and 3).
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigate } from '../../state/location.ts';
import { formatNumber } from '../../../i18n/numbers.ts';
import { timeLeft } from '../../rules/format.ts';
import { datesLabel, statusLabelKey } from '../../rules/promotion-labels.ts';
import { actionOf, applicationId, hasCountdown } from '../../rules/promotion-model.ts';
import type { Promotion, PromotionStatus } from '../../state/content-queries.ts';
import { useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { languageAtom } from '../../state/language.ts';
import { useJoinPromotion } from '../../state/promotions.ts';
import { popupAtom } from '../../state/ui.ts';
import { useViewer } from '../../state/viewer.ts';
import { StatusBadge } from './PromotionBits.tsx';

/** Start and end as YYYY/MM/DD; noExpiry = 1 shows the start with "long term" (game spec section 2). */
export function PromotionDates({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('content');
  const dates = datesLabel(promotion, useAtomValue(languageAtom));
  return (
    <p className="lk-promo-dates">
      <span className="lk-visually-hidden">{t('promotions.datesLabel')} </span>
      {t(dates.key, dates.values)}
    </p>
  );
}

/** Days, hours, minutes and seconds to the end, ticking each second; nothing for long-term promotions. */
export function Countdown({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('content');
  const lng = useAtomValue(languageAtom);
  const [now, setNow] = useState(() => Date.now());
  const end = hasCountdown(promotion) ? promotion.endDate : undefined;
  useEffect(() => {
    if (end === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  if (end === undefined) return null;
  const left = timeLeft(end, now);
  if (left.over) return <p className="lk-countdown lk-countdown--over">{t('tournaments.ended')}</p>;
  // In the language's digits, as the days before them are (the days go through the translation).
  const two = (n: number) => formatNumber(n, lng, { minimumIntegerDigits: 2, useGrouping: false });
  return (
    <p className="lk-countdown">
      <span>{t('tournaments.endsIn')}</span>{' '}
      <span role="timer" aria-live="off" className="lk-countdown__value">
        {t('tournaments.days', { days: left.days })} <bdi dir="ltr">{`${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`}</bdi>
      </span>
    </p>
  );
}

/**
 * The action block of a promotion: Join (sign-up promotion join call), Claim
 * (the reward application), Participate (tournaments, /m/leaderBoard), or the
 * status as a label. Visitors who tap Join or Claim get the login popup.
 */
export function PromotionAction({ promotion, onStatus }: { promotion: Promotion; onStatus?: (status: PromotionStatus) => void }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { loggedIn } = useViewer();
  const openPopup = useSetAtom(popupAtom);
  const { join: joinPromotion, busy } = useJoinPromotion();
  const action = actionOf(promotion);
  const label = t(statusLabelKey(promotion.status));

  const join = async () => {
    const status = await joinPromotion(promotion.id);
    if (status) onStatus?.(status);
  };

  return (
    <div className="lk-promo-action">
      {/* The buttons carry the status themselves; tournaments show it beside Participate. */}
      {action === 'participate' && <StatusBadge status={promotion.status} />}
      {action === 'participate' && (
        <button type="button" className="lk-btn" onClick={() => navigate('/m/leaderBoard')}>
          {t('tournaments.participate')}
        </button>
      )}
      {action === 'join' && (
        <button type="button" className="lk-btn" disabled={busy} onClick={() => void join()} data-action="join">
          {label}
        </button>
      )}
      {action === 'apply' && (
        <button
          type="button"
          className="lk-btn"
          data-action="apply"
          onClick={() => (loggedIn ? navigate(`/m/applyReward?id=${applicationId(promotion)}`) : openPopup('login'))}
        >
          {t('promotions.apply')}
        </button>
      )}
      {action === 'none' && (
        <button type="button" className="lk-btn" disabled>
          {label}
        </button>
      )}
    </div>
  );
}
