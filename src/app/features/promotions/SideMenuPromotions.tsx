// Under the side menu's promotion entry: the first three promotions (game spec
// section 2, Side menu), each opening its detail. Quiet on failure: the entry
// above still leads to the full list.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { promotionsQuery } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';
import '../../ui/content.css';

export const SIDE_MENU_PROMOTIONS = 3;

export default function SideMenuPromotions({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('content');
  const promotions = useContent(promotionsQuery);
  if (promotions.error && !promotions.data) return null;
  if (!promotions.data)
    return (
      <div className="lk-side-promos" aria-hidden="true">
        <Skeleton height={20} />
        <Skeleton height={20} />
      </div>
    );
  const first = promotions.data.slice(0, SIDE_MENU_PROMOTIONS);
  if (!first.length) return null;
  return (
    <ul className="lk-side-promos" aria-label={t('promotions.sideMenu')}>
      {first.map((p) => (
        <li key={p.id}>
          <Link to={`/m/activity?id=${p.id}`} onClick={onNavigate}>
            <PlatformText className="lk-side-promos__title">{p.title}</PlatformText>
          </Link>
        </li>
      ))}
    </ul>
  );
}
