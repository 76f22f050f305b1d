// Home help section (game spec section 2, Help centre): the help entries
// (terms, rules and the others) linking to /m/helpDetail?tag=, a see-all link
// to /m/help, and the help popup with every entry's text at once.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { SectionProps } from '../../feature-entries.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { Icon } from '../../ui/Icon.tsx';
import { RemoteView } from '../../ui/RemoteView.tsx';
import { SectionTitle } from '../../ui/SectionTitle.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { helpPopupOpenAtom } from '../../state/ui.ts';
import { useHelpItems } from '../../state/use-content.ts';
import '../../ui/content.css';

export default function HelpSection(_props: SectionProps<'help'>) {
  const { t } = useTranslation('content');
  const openPopup = useSetAtom(helpPopupOpenAtom);
  const help = useHelpItems();
  return (
    <div className="lk-strip lk-strip--help">
      <SectionTitle title={t('help.title')} to="/m/help" />
      <RemoteView remote={help} placeholder={<Skeleton height={80} />} empty={(list) => !list.length && <p className="lk-strip__empty">{t('help.none')}</p>}>
        {(list) => (
          <ul className="lk-help-chips">
            {list.map((item) => (
              <li key={item.tag}>
                <Link to={`/m/helpDetail?tag=${encodeURIComponent(item.tag)}`} className="lk-chip" data-tag={item.tag}>
                  <PlatformText>{item.title}</PlatformText>
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className="lk-chip lk-chip--accent" onClick={() => openPopup(true)}>
                <Icon name="help" size={16} />
                {t('help.quick')}
              </button>
            </li>
          </ul>
        )}
      </RemoteView>
    </div>
  );
}
