// The home search box (game spec section 2): looks like the search field and
// opens /m/search, where the typing happens.
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { Link } from '../../../ui/Link.tsx';
import type { SectionProps } from '../../../feature-entries.ts';
import { Icon } from '../../../ui/Icon.tsx';
import '../lobby.css';

export default function SearchSection(_props: SectionProps<'search'>) {
  const { t } = useTranslation('lobby');
  return (
    <Link to="/m/search" className="lkg-search__box lkg-search__link" data-testid="home-search">
      <Icon name="search" size={18} />
      <span>{t('search.placeholder')}</span>
    </Link>
  );
}
