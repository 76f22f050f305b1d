// Home category sections (game spec section 2). The section is tall and sits
// below the fold on most brands, so its code (CategoryRows.tsx) loads only once
// the section itself enters the viewport; the shell mounts sections already
// 300 px early, which would otherwise count it in the first load (JS budget).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SectionProps } from '../../../feature-entries.ts';
import { Skeleton } from '../../../ui/Skeleton.tsx';

const CategoryRows = lazy(() => import('./CategoryRows.tsx'));

export default function CategoriesSection({ section }: SectionProps<'categories'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
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
