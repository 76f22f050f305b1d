// The help centre list: one disclosure per entry, its HTML content sanitised
// (SafeHtml) once the entry is first opened: sanitising every entry as the page
// started was its longest task. ?tag= (the registration's terms link lands on
// tag=terms) opens that entry and scrolls to it.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { PageProps } from '../../feature-entries.ts';
import { useQuery } from '../../state/use-hydrated.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { SkeletonList } from '../../ui/SkeletonList.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import type { HelpItem } from '../../state/content-queries.ts';
import { useHelpItems } from '../../state/use-content.ts';
import { selected } from './help-data.ts';
import './help.css';

export default function HelpPage(_: PageProps) {
  const { t } = useTranslation('help');
  const help = useHelpItems();
  const query = useQuery();
  const open = help.data ? selected(help.data, query) : -1;

  useEffect(() => {
    if (open >= 0) document.getElementById(`lk-help-${open}`)?.scrollIntoView({ block: 'start' });
  }, [open]);

  return (
    <div className="lk-page lk-help">
      <RemoteView
        remote={help}
        placeholder={<SkeletonList count={5} className="lk-help__list" item={{ height: 52 }} />}
        empty={(items) => items.length === 0 && <p className="lk-empty">{t('empty')}</p>}
      >
        {(items) => (
          <div className="lk-help__list">
            {items.map((item, i) => (
              <HelpEntry key={item.tag} item={item} index={i} open={i === open} more={t('openPage')} />
            ))}
          </div>
        )}
      </RemoteView>
    </div>
  );
}

function HelpEntry({ item, index, open, more }: { item: HelpItem; index: number; open: boolean; more: string }) {
  const [opened, setOpened] = useState(open);
  return (
    <details id={`lk-help-${index}`} className="lk-help__item" data-tag={item.tag} open={open} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>
        <PlatformText>{item.title}</PlatformText>
        <Icon name="chevron" size={18} className="lk-help__mark" />
      </summary>
      {opened && <SafeHtml html={item.content} className="lk-help__content" />}
      <Link to={`/m/helpDetail?tag=${encodeURIComponent(item.tag)}`} className="lk-help__more">
        {more}
      </Link>
    </details>
  );
}
