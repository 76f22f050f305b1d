// One help entry (/m/helpDetail?i={index} or ?tag={tag}): the other entries as
// tabs above it, its title in the header, its HTML sanitised.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { PageProps } from '../../feature-entries.ts';
import { useQuery } from '../../state/use-hydrated.tsx';
import { usePageHeader } from '../../state/header.ts';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { useHelpItems } from '../../state/use-content.ts';
import { selected } from './help-data.ts';
import './help.css';

export default function HelpDetailPage(_: PageProps) {
  const { t } = useTranslation('help');
  const help = useHelpItems();
  const query = useQuery();
  const chosen = help.data ? selected(help.data, query) : -1;
  // With no (or an unknown) selection the first entry shows.
  const index = help.data?.length ? Math.max(0, chosen) : -1;
  const item = index >= 0 ? help.data![index] : undefined;
  usePageHeader({ title: item?.title, fromPlatform: true });

  return (
    <div className="lk-page lk-help">
      <RemoteView
        remote={help}
        placeholder={
          <>
            <Skeleton height={36} />
            <Skeleton height={240} style={{ marginTop: 12 }} />
          </>
        }
        empty={(items) => items.length === 0 && <p className="lk-empty">{t('empty')}</p>}
      >
        {(items) => (
          <>
            <nav className="lk-help__tabs" aria-label={t('entries')}>
              {items.map((it, i) => (
                <Link
                  key={it.tag}
                  to={`/m/helpDetail?tag=${encodeURIComponent(it.tag)}`}
                  replace
                  className="lk-help__tab"
                  aria-current={i === index ? 'page' : undefined}
                  data-tag={it.tag}
                >
                  <PlatformText>{it.title}</PlatformText>
                </Link>
              ))}
            </nav>
            {chosen < 0 && (query.get('tag') || query.get('i')) && (
              <p className="lk-help__notice" role="status">
                {t('notFound')}
              </p>
            )}
            {item && (
              // The title is the page header's (usePageHeader); the content brings its own headings.
              <article className="lk-help__article" data-tag={item.tag} lang={item.lang} aria-label={item.title}>
                <SafeHtml html={item.content} className="lk-help__content" />
              </article>
            )}
          </>
        )}
      </RemoteView>
    </div>
  );
}
