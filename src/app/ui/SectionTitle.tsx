// A home section's title with its see-all link (game spec section 2: the
// promotions strip, the tournaments carousel, the help section).
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from './Link.tsx';
import { Icon } from './Icon.tsx';

export function SectionTitle({ title, to }: { title: string; to: string }) {
  const { t } = useTranslation();
  return (
    <h2 className="lk-section-title">
      <span>{title}</span>
      <Link to={to} className="lk-see-all">
        {t('action.seeAll')}
        <Icon name="chevron" size={16} className="lk-flip-rtl" />
      </Link>
    </h2>
  );
}
