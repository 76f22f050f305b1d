// Notices, /m/notice (game spec section 2): each notice with its title, start
// date YYYY-MM-DD and a plain-text preview; a tap marks it read (section 4) and
// opens /m/noticeDetail?id=. `?i=` (the notice bar's tapped index) scrolls to
// that notice and marks it.
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { PageProps } from '../../feature-entries.ts';
import { useQuery } from '../../state/use-hydrated.tsx';
import { useAtomValue } from '../../state/jotai.ts';
import { languageAtom } from '../../state/language.ts';
import { formatDate } from '../../rules/format.ts';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { htmlToText, preview } from '../../rules/html-text.ts';
import { useNotices } from './notice-data.ts';
import { canMarkReadAtom, useMarkRead } from './notice-read.ts';
import '../../ui/content.css';

export const NOTICE_PREVIEW_CHARS = 80;

export default function NoticesPage(_props: PageProps) {
  const { t } = useTranslation('content');
  const lng = useAtomValue(languageAtom);
  const showRead = useAtomValue(canMarkReadAtom);
  const notices = useNotices();
  const markRead = useMarkRead();
  const index = Number(useQuery().get('i') ?? NaN);
  const target = Number.isInteger(index) && index >= 0 ? index : undefined;

  useEffect(() => {
    if (target === undefined || !notices.data?.[target]) return;
    document.querySelector(`[data-index="${target}"]`)?.scrollIntoView({ block: 'center' });
  }, [target, notices.data]);

  return (
    <div className="lk-page lk-notices">
      <RemoteView
        remote={notices}
        placeholder={<SkeletonList count={4} className="lk-notice-list" item={{ height: 72 }} />}
        empty={(list) => !list.length && <p className="lk-empty">{t('notices.none')}</p>}
      >
        {(list) => (
          <ul className="lk-notice-list">
            {list.map((n, i) => (
              <li
                key={n.id}
                data-index={i}
                data-notice={n.id}
                data-read={showRead ? String(n.read) : undefined}
                className={`lk-notice${i === target ? ' is-current' : ''}`}
              >
                <Link to={`/m/noticeDetail?id=${n.id}`} className="lk-notice__link" onClick={() => markRead(n)}>
                  <span className="lk-notice__head">
                    {showRead && !n.read && <span className="lk-dot" aria-hidden="true" />}
                    <PlatformText className="lk-notice__title">{n.title}</PlatformText>
                    {showRead && <span className="lk-visually-hidden">{n.read ? t('notices.read') : t('notices.unread')}</span>}
                  </span>
                  <time className="lk-notice__date" dateTime={new Date(n.startDate).toISOString()}>
                    {formatDate(n.startDate, lng, '-')}
                  </time>
                  <PlatformText className="lk-notice__preview">{preview(htmlToText(n.content), NOTICE_PREVIEW_CHARS)}</PlatformText>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </RemoteView>
    </div>
  );
}
