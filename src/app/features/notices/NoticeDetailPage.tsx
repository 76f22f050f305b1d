// One notice, /m/noticeDetail?id= (game spec section 2): its full sanitised
// HTML. It opens only for an id among the loaded notices; opening an unread one
// marks it read (section 4).
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { PageProps } from '../../feature-entries.ts';
import { useQuery } from '../../state/use-hydrated.tsx';
import { useAtomValue } from '../../state/jotai.ts';
import { languageAtom } from '../../state/language.ts';
import { formatDate } from '../../rules/format.ts';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { parseId } from '../../rules/promotion-model.ts';
import { ContentHtml } from '../../ui/ContentHtml.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { useNotices } from './notice-data.ts';
import { useMarkRead } from './notice-read.ts';
import '../../ui/content.css';

export default function NoticeDetailPage(_props: PageProps) {
  const { t } = useTranslation('content');
  const { t: tErr } = useTranslation('errors');
  const lng = useAtomValue(languageAtom);
  const id = parseId(useQuery().get('id'));
  const notices = useNotices();
  const markRead = useMarkRead();
  const notice = id !== undefined ? notices.data?.find((n) => n.id === id) : undefined;

  useEffect(() => {
    if (notice && !notice.read) markRead(notice);
  }, [notice, markRead]);

  return (
    <div className="lk-page lk-notice-detail">
      <RemoteView
        remote={notices}
        placeholder={
          <>
            <Skeleton height={28} style={{ width: '70%' }} />
            <Skeleton height={160} style={{ marginTop: 12 }} />
          </>
        }
      >
        {() =>
          notice ? (
            <article data-notice={notice.id}>
              <PlatformText as="h2" className="lk-notice-detail__title">
                {notice.title}
              </PlatformText>
              <time className="lk-notice__date" dateTime={new Date(notice.startDate).toISOString()}>
                {formatDate(notice.startDate, lng, '-')}
              </time>
              <ContentHtml html={notice.content} className="lk-notice-detail__content" />
            </article>
          ) : (
            <div className="lk-empty">
              <p>{tErr('announcement.not_found')}</p>
            </div>
          )
        }
      </RemoteView>
      <Link to="/m/notice" className="lk-btn lk-btn--ghost lk-btn--block lk-notice-detail__back">
        {t('notices.backToList')}
      </Link>
    </div>
  );
}
