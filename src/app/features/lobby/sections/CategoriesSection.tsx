// Home category sections (game spec section 2). Where the page was prebuilt
// with the vendor types (the build's snapshot), the rows render at once, from
// the snapshot's first page of each (CategoryRows.tsx, which the section's
// preload brings along, so a prebuilt section goes live with the same rows).
// Otherwise the section is tall and usually below the fold, so the rows' code
// loads only once the section itself enters the viewport; the shell mounts
// sections already 300 px early, which would otherwise count it in the first
// load (JS budget).
import { Suspense, useEffect, useRef, useState } from 'react';
import { categoriesRequest } from '../../../../platform/public-requests.ts';
import { entry, type PartsLoader, type SectionProps } from '../../../feature-entries.ts';
import { usePeekPlatformData } from '../../../state/platform-data.ts';
import { Skeleton } from '../../../ui/Skeleton.tsx';

const CategoryRows = entry(() => import('./CategoryRows.tsx'));

export const preloadParts: PartsLoader<SectionProps<'categories'>> = () => CategoryRows.preload();

export default function CategoriesSection({ section }: SectionProps<'categories'>) {
  const ref = useRef<HTMLDivElement>(null);
  const peek = usePeekPlatformData();
  const [seen, setSeen] = useState(() => peek('gameVendorTypes', categoriesRequest.request) !== undefined);
  useEffect(() => {
    if (seen || !ref.current) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [seen]);
  // A screen, as the home page's placeholder (base.css .lk-skeleton--screen): the rows are usually longer, so what follows is never shown only to be pushed away.
  const placeholder = <Skeleton className="lk-skeleton--screen" />;
  return (
    <div ref={ref}>
      {seen ? (
        <Suspense fallback={placeholder}>
          <CategoryRows section={section} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
