// Home tournament carousel (game spec section 2): per tournament its sequence-1
// image, title, plain-text content, a countdown when it has an end date and is
// not long term, Participate and More; see-all, Participate and More go to
// /m/leaderBoard. Hidden when there is none; autoplays only above 2 items.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useNavigate } from '../../state/location.ts';
import type { SectionProps } from '../../feature-entries.ts';
import { useConstants } from '../../state/brand.ts';
import { Carousel } from '../../ui/Carousel.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { SectionTitle } from '../../ui/SectionTitle.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { promotionsQuery, type Promotion } from '../../state/content-queries.ts';
import { htmlToText, preview } from '../../rules/html-text.ts';
import { useContent } from '../../state/use-content.ts';
import { PromotionImage } from './PromotionBits.tsx';
import { type ImageTurn, turnOf, useScreenPlace } from '../../ui/first-screen.ts';
import { Countdown } from './PromotionParts.tsx';
import '../../ui/content.css';

export const LEADERBOARD_PATH = '/m/leaderBoard';

export default function TournamentsSection(_props: SectionProps<'tournaments'>) {
  const { t } = useTranslation('content');
  const { winnersAutoplayMs, winnersAutoplayMinItems, winnersSlideMs } = useConstants();
  const promotions = useContent(promotionsQuery);
  const place = useScreenPlace();
  const tournaments = promotions.data?.filter((p) => p.kind === 'tournament');
  if (tournaments && !tournaments.length) return null;

  return (
    <div className="lk-strip lk-strip--tournaments">
      <SectionTitle title={t('tournaments.title')} to={LEADERBOARD_PATH} />
      <RemoteView remote={promotions} placeholder={<Skeleton className="lk-tourney-skeleton" />}>
        {() => (
          <Carousel
            className="lk-tourneys"
            items={tournaments!}
            getKey={(p) => p.id}
            label={t('tournaments.title')}
            // The winners and tournament carousels share their timing (constants.winners*).
            autoplayMs={winnersAutoplayMs}
            autoplayMinItems={winnersAutoplayMinItems}
            speed={winnersSlideMs}
            spaceBetween={8}
            render={(p) => <TournamentCard tournament={p} turn={turnOf(place, tournaments!.indexOf(p), 1)} />}
          />
        )}
      </RemoteView>
    </div>
  );
}

/** `turn`: when its picture is asked for (ui/first-screen.ts): the first card's may be home's largest paint. */
export function TournamentCard({ tournament, turn = 'near' }: { tournament: Promotion; turn?: ImageTurn }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const titleId = useId();
  const go = () => navigate(LEADERBOARD_PATH);
  return (
    <div className="lk-tourney">
      <div className="lk-tourney__image">
        <PromotionImage promotion={tournament} turn={turn} fill />
      </div>
      <div className="lk-tourney__body">
        <PlatformText as="h3" id={titleId} className="lk-tourney__title">
          {tournament.title}
        </PlatformText>
        <PlatformText as="p" className="lk-tourney__text">
          {preview(htmlToText(tournament.content), 90)}
        </PlatformText>
        <Countdown promotion={tournament} />
        <div className="lk-tourney__actions">
          {/* The buttons say what they do; the tournament they are about is their description. */}
          <button type="button" className="lk-btn lk-btn--small" onClick={go} aria-describedby={titleId}>
            {t('tournaments.participate')}
          </button>
          <button type="button" className="lk-btn lk-btn--small lk-btn--ghost" onClick={go} aria-describedby={titleId}>
            {t('tournaments.more')}
          </button>
        </div>
      </div>
    </div>
  );
}
