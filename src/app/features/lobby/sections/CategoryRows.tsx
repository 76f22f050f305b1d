// The home category rows (see CategoriesSection.tsx): one row per category in
// the platform's order (after the sports split), limited to the section's
// `only` types when given, each with "see all" to its category page (which
// also sets the current category, game spec section 4). A row loads its games
// when it comes near the viewport.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { SectionProps } from '../../../feature-entries.ts';
import { useBrand } from '../../../state/brand.ts';
import { usePlatformData } from '../../../state/platform-data.ts';
import { LoadFailed } from '../../../ui/RemoteView.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { GameRowContent } from '../components/GameRowContent.tsx';
import { categoryLabel } from '../labels.ts';
import { initialFilter, onlyCategories, sentClassify, type Category } from '../logic/game-types.ts';
import { categoryPath } from '../paths.ts';
import { useCategories } from '../use-categories.ts';
import '../lobby.css';

function CategoryRow({ category, pageSize }: { category: Category; pageSize: number }) {
  const { t } = useTranslation('lobby');
  const brand = useBrand();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px 0px' });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [near]);
  const { filter } = initialFilter(category.key, brand.games, () => category.vendors[0]?.vassalage);
  // Split categories list every vendor of theirs (the platform maps ESPORTS and COCKFIGHT), not only the first.
  const split = category.key === 'ESPORTS' || category.key === 'COCKFIGHT';
  const games = usePlatformData(
    'gameList',
    {
      platform: 'html5',
      gameType: split ? (category.key as 'ESPORTS' | 'COCKFIGHT') : filter.gameType,
      vassalage: split ? '' : filter.vassalage,
      gameClassify: sentClassify(filter),
      pageNo: 1,
      pageSize,
    },
    { select: (v) => v.games, enabled: near },
  );
  const title = categoryLabel(t, category.key);
  if (games.data?.length === 0) return null;
  return (
    <div ref={ref} className="lkg-row" data-category={category.key}>
      <GameRowContent title={title} to={categoryPath(category.key)} category={category.key} games={games} />
    </div>
  );
}

export default function CategoryRows({ section }: SectionProps<'categories'>) {
  const { homeListPageSize } = useBrand().constants;
  const categories = useCategories();
  if (!categories.data)
    return categories.error ? <LoadFailed error={categories.error} onRetry={categories.retry} /> : <Skeleton className="lk-skeleton--screen" />;
  return (
    <div className="lkg-categories" data-testid="categories">
      {onlyCategories(categories.data, section.only).map((c) => (
        <CategoryRow key={c.key} category={c} pageSize={section.pageSize ?? homeListPageSize} />
      ))}
    </div>
  );
}
