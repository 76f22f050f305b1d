// The home category rows (see CategoriesSection.tsx): one row per category in
// the platform's order (after the sports split), limited to the section's
// `only` types when given, each with "see all" to its category page (which
// also sets the current category, game spec section 4). A row shows the first
// page the build's snapshot holds for it (prebuilt-requests.ts) and asks again
// when it comes near the viewport, or loads it then.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { SectionProps } from '../../../feature-entries.ts';
import { useBrand } from '../../../state/brand.ts';
import { usePlatformData } from '../../../state/platform-data.ts';
import { LoadFailed } from '../../../ui/RemoteView.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { type ScreenPlace, ScreenPlaceProvider, useScreenPlace } from '../../../ui/first-screen.ts';
import { GameRowContent } from '../components/GameRowContent.tsx';
import { categoryLabel } from '../labels.ts';
import { categoryRowRequest } from '../list-requests.ts';
import { onlyCategories, type Category } from '../logic/game-types.ts';
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
  const row = categoryRowRequest(category, brand.games, pageSize);
  const games = usePlatformData(row.call, row.request, { select: (v) => v.games, enabled: near });
  const title = categoryLabel(t, category.key);
  // A row past the first screen is laid out only as it comes near (lobby.css .lkg-row--later), prebuilt or live.
  const later = useScreenPlace() === 'below';
  if (games.data?.length === 0) return null;
  return (
    <div ref={ref} className={later ? 'lkg-row lkg-row--later' : 'lkg-row'} data-category={category.key}>
      <GameRowContent title={title} to={categoryPath(category.key)} category={category.key} games={games} />
    </div>
  );
}

/** A row's place (ui/first-screen.ts): the first holds the section's; the second follows it on the first screen; the rest are further down. */
function rowPlace(section: ScreenPlace, index: number): ScreenPlace {
  if (index === 0 || section === 'below') return section;
  return index === 1 ? 'first' : 'below';
}

export default function CategoryRows({ section }: SectionProps<'categories'>) {
  const { homeListPageSize } = useBrand().constants;
  const place = useScreenPlace();
  const categories = useCategories();
  if (!categories.data)
    return categories.error ? <LoadFailed error={categories.error} onRetry={categories.retry} /> : <Skeleton className="lk-skeleton--screen" />;
  return (
    <div className="lkg-categories" data-testid="categories">
      {onlyCategories(categories.data, section.only).map((c, i) => (
        <ScreenPlaceProvider key={c.key} value={rowPlace(place, i)}>
          <CategoryRow category={c} pageSize={section.pageSize ?? homeListPageSize} />
        </ScreenPlaceProvider>
      ))}
    </div>
  );
}
