// Home (game spec section 2): the brand's sections in its configured order. A
// section's code loads when it comes near the viewport and no popup covers the
// page (/m/login opens over home: the form comes first, within the JS budget);
// until then it holds a placeholder of its final size, so nothing shifts.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { HomeSection } from '../../config/generated/brand.ts';
import { findRoute } from '../routes.ts';
import { useBrand } from '../state/brand.ts';
import { useAtomValue } from '../state/jotai.ts';
import { popupAtom } from '../state/ui.ts';
import { SECTION_HEIGHTS, Skeleton } from '../ui/Skeleton.tsx';
import { sections } from './registry.ts';
import { useHydrated } from './use-hydrated.ts';

/** Placeholder heights (px); 0 where the banner ratio or CSS (below) sizes it. */
const HEIGHTS: Record<HomeSection['type'], number> = {
  search: 40, noticeBar: 36, banners: 0, promotions: 150, tournaments: 220, hotGames: 0, newGames: 0,
  gameCenter: 0, categories: 600, winners: SECTION_HEIGHTS.winners, jackpot: 84, help: 120, footer: 120,
};

/**
 * Sections whose placeholder is sized in CSS (base.css): hot and new games are
 * one row of square tiles (their height follows the width), the game centre
 * holds a screen.
 */
const SIZED_IN_CSS: Partial<Record<HomeSection['type'], string>> = {
  hotGames: 'lk-skeleton--row',
  newGames: 'lk-skeleton--row',
  gameCenter: 'lk-skeleton--screen',
};

export function HomePage() {
  const brand = useBrand();
  return (
    <div className="lk-home">
      {brand.layout.homeSections.map((section, i) => (
        <HomeSectionSlot key={`${section.type}-${i}`} section={section} />
      ))}
    </div>
  );
}

function HomeSectionSlot({ section }: { section: HomeSection }) {
  const brand = useBrand();
  const hydrated = useHydrated();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  // A popup route (/m/login) covers home from the first render, before the popup atom is set.
  const covered = useAtomValue(popupAtom) !== null || Boolean(findRoute(useLocation().pathname)?.popup);
  const Section = sections[section.type] as React.ComponentType<{ section: HomeSection }> | undefined;

  useEffect(() => {
    if (!hydrated || near || covered || !ref.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '300px 0px' });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [hydrated, near, covered]);

  const group = section.type === 'banners' ? brand.banners.groups[section.group] : undefined;
  const placeholder = group ? (
    <Skeleton ratio={`${group.width} / ${group.height}`} />
  ) : SIZED_IN_CSS[section.type] ? (
    <Skeleton className={SIZED_IN_CSS[section.type]} />
  ) : (
    <Skeleton height={HEIGHTS[section.type]} />
  );
  return (
    <section ref={ref} className={`lk-section lk-section--${section.type}`} data-section={section.type}>
      {near && Section ? <Suspense fallback={placeholder}><Section section={section} /></Suspense> : placeholder}
    </section>
  );
}
