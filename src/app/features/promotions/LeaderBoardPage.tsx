// Missions and tournaments, /m/leaderBoard. The documents leave the page's
// insides "not shown"; it is built on what the platform offers (README.md):
// the running tournaments (image, dates, countdown, rules, status), the
// missions a player joins (sign-up promotions with the join call), and a
// leaderboard of the biggest wins from the winners board. Texts show as plain
// text, as on the home carousel, with the full HTML one tap away in the
// promotion's detail: the page then needs no HTML sanitiser before the player
// does anything (src/README.md, Budgets).
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { PageProps } from '../../feature-entries.ts';
import { useConstants } from '../../state/brand.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { languageAtom } from '../../state/language.ts';
import { formatAmount } from '../../rules/format.ts';
import type { Remote } from '../../state/remote.ts';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { promotionsQuery, winnersQuery, type Promotion } from '../../state/content-queries.ts';
import { htmlToText } from '../../rules/html-text.ts';
import { useContent } from '../../state/use-content.ts';
import { PromotionImage, PROMOTION_RATIO, StatusBadge } from './PromotionBits.tsx';
import { Countdown, PromotionAction, PromotionDates } from './PromotionParts.tsx';
import '../../ui/content.css';

export default function LeaderBoardPage(_props: PageProps) {
  const { t } = useTranslation('content');
  const promotions = useContent(promotionsQuery);
  return (
    <div className="lk-page lk-board">
      <KindSection
        kind="tournament"
        title={t('tournaments.title')}
        empty={t('tournaments.empty')}
        promotions={promotions}
        placeholder={<Skeleton ratio={PROMOTION_RATIO} />}
      >
        {(p) => <TournamentEntry key={p.id} tournament={p} />}
      </KindSection>
      <KindSection kind="signup" title={t('missions.title')} empty={t('missions.empty')} promotions={promotions} placeholder={<Skeleton height={96} />}>
        {(p) => (
          <li key={p.id} className="lk-card lk-mission" data-mission={p.id}>
            <PlatformText as="h3" className="lk-card__title">
              {p.title}
            </PlatformText>
            <PromotionDates promotion={p} />
            <PlatformText as="p" className="lk-card__text">
              {htmlToText(p.content)}
            </PlatformText>
            <PromotionAction promotion={p} />
          </li>
        )}
      </KindSection>
      <Leaderboard />
    </div>
  );
}

/** The running promotions of one kind as a titled list, with its own empty message (texts come translated: i18n:extract finds keys in t() calls only). */
function KindSection({
  kind,
  title,
  empty,
  promotions,
  placeholder,
  children,
}: {
  kind: Promotion['kind'];
  title: string;
  empty: string;
  promotions: Remote<Promotion[]>;
  placeholder: ReactNode;
  children: (p: Promotion) => ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="lk-section-title">
        {title}
      </h2>
      <RemoteView remote={promotions} placeholder={placeholder} empty={(list) => !list.some((p) => p.kind === kind) && <p className="lk-empty">{empty}</p>}>
        {(list) => <ul className="lk-board__list">{list.filter((p) => p.kind === kind).map(children)}</ul>}
      </RemoteView>
    </section>
  );
}

function TournamentEntry({ tournament }: { tournament: Promotion }) {
  const { t } = useTranslation('content');
  return (
    <li className="lk-card lk-board__tournament" data-tournament={tournament.id}>
      <PromotionImage promotion={tournament} />
      <div className="lk-card__body">
        <div className="lk-card__head">
          <PlatformText as="h3" className="lk-card__title">
            {tournament.title}
          </PlatformText>
          <StatusBadge status={tournament.status} />
        </div>
        <PromotionDates promotion={tournament} />
        <Countdown promotion={tournament} />
        <PlatformText as="p" className="lk-card__text">
          {htmlToText(tournament.content)}
        </PlatformText>
        <Link to={`/m/activity?id=${tournament.id}`} className="lk-see-all">
          {t('tournaments.details')}
        </Link>
      </div>
    </li>
  );
}

/** The biggest wins of the winners board, ranked (the platform's only ranking). */
function Leaderboard() {
  const { t } = useTranslation('content');
  const { winnersLimit, winnersBiggestCount, currencyDecimals } = useConstants();
  const lng = useAtomValue(languageAtom);
  const board = useContent(winnersQuery(winnersLimit));
  return (
    <section aria-labelledby="lk-board-ranking">
      <h2 id="lk-board-ranking" className="lk-section-title">
        {t('leaderboard.title')}
      </h2>
      <RemoteView remote={board} placeholder={<Skeleton height={240} />} empty={(b) => !b.list.length && <p className="lk-empty">{t('leaderboard.empty')}</p>}>
        {(b) => (
          <table className="lk-ranking">
            <caption className="lk-visually-hidden">{t('leaderboard.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.rank')}</th>
                <th scope="col">{t('leaderboard.player')}</th>
                <th scope="col">{t('leaderboard.game')}</th>
                <th scope="col" className="lk-ranking__amount">
                  {t('leaderboard.win')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...b.list.slice(0, Math.max(1, b.biggestCount || winnersBiggestCount))]
                .sort((x, y) => y.winAmount - x.winAmount)
                .map((w, i) => (
                  <tr key={w.recordId}>
                    <td>
                      <span className={`lk-rank lk-rank--${i + 1}`}>{i + 1}</span>
                    </td>
                    <PlatformText as="td">{w.customerName}</PlatformText>
                    <PlatformText as="td">{w.gameName}</PlatformText>
                    <td className="lk-ranking__amount" dir="ltr">
                      {w.currency}
                      {formatAmount(w.winAmount, lng, currencyDecimals)}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        )}
      </RemoteView>
    </section>
  );
}
