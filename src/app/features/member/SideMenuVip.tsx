// Under the side menu's VIP entry: the player's rank and the progress towards
// the next one (account spec section 4 rule). Players only; visitors see the
// entry alone, and a failed call shows the 0 the rule gives. The member
// centre's VIP section (MemberHomePage.tsx) reads the same answer by the same rule.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { formatNumber } from '../../../i18n/numbers.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { languageAtom } from '../../state/language.ts';
import { useViewer } from '../../state/viewer.ts';
import { rankProgressQuery } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';
import { vipProgress } from './vip-progress.ts';
import { PlatformText } from '../../ui/PlatformText.tsx';
import '../../ui/content.css';

export default function SideMenuVip(_props: { onNavigate: () => void }) {
  const { t } = useTranslation('member');
  const lng = useAtomValue(languageAtom);
  const { loggedIn } = useViewer();
  const rank = useContent(rankProgressQuery, { enabled: loggedIn });
  if (!loggedIn || (!rank.data && !rank.error)) return null;
  const value = vipProgress(rank.data);
  const percent = formatNumber(value, lng, { style: 'percent', maximumFractionDigits: 0 });
  const label = rank.data?.playerRankProgress.label ?? '';
  const next = rank.data?.playerRankProgress.nextLabel ?? '';
  return (
    <div className="lk-side-vip" data-progress={value}>
      <div className="lk-side-vip__labels">
        {label ? <PlatformText>{label}</PlatformText> : <span>{t('vip.none')}</span>}
        {next && <span className="lk-side-vip__next">{t('vip.next', { label: next })}</span>}
      </div>
      <div
        className="lk-side-vip__bar"
        role="progressbar"
        aria-label={t('vip.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value * 100)}
        aria-valuetext={percent}
      >
        <span style={{ inlineSize: `${value * 100}%` }} />
      </div>
    </div>
  );
}
