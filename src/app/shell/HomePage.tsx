// Home (game spec section 2): the brand's sections in its configured order.
// The build renders every section with the page's content snapshot. In the
// browser that prebuilt HTML stays as it is, not hydrated, until the section
// is near the viewport once the player has done something or the page's quiet
// window is over (app/page-quiet.ts), with no popup over the page (/m/login
// opens over home: the form comes first, within the JS budget), or is tapped
// (prebuilt-slot.ts), and its code has loaded; then the section takes over
// with the same content and revalidates it. A section shown after a
// client-side navigation, or in a language other than the one the page was
// built in, holds a placeholder of its final size until then, so nothing shifts.
import { memo, Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from '../state/location.ts';
import type { BrandConfig, HomeSection } from '../../config/generated/brand.ts';
import { findRoute } from '../routes.ts';
import { useBrand } from '../state/brand.ts';
import { useAtomValue } from '../state/jotai.ts';
import { languageAtom } from '../state/language.ts';
import { popupAtom } from '../state/ui.ts';
import { FIRST_SCREEN_PX, type ScreenPlace, ScreenPlaceProvider, useScreenPlace } from '../ui/first-screen.ts';
import { SECTION_HEIGHTS, Skeleton } from '../ui/Skeleton.tsx';
import type { Lazy } from '../feature-entries.ts';
import { usePrebuiltSlot } from './prebuilt-slot.ts';
import { sections } from './registry.ts';
import { useHydrated } from '../state/use-hydrated.tsx';
import { ChunkBoundary, ChunkFailed } from '../ui/ChunkBoundary.tsx';

/** Placeholder heights (px); 0 where the banner ratio or CSS (below) sizes it. */
const HEIGHTS: Record<HomeSection['type'], number> = {
  search: 40,
  noticeBar: 36,
  banners: 0,
  promotions: 150,
  tournaments: 220,
  hotGames: 0,
  newGames: 0,
  gameCenter: 0,
  categories: 0,
  winners: SECTION_HEIGHTS.winners,
  jackpot: 84,
  help: 120,
  footer: 120,
};

/**
 * Sections whose placeholder is sized in CSS (base.css): hot and new games are
 * one row of square tiles (their height follows the width); the game centre
 * and the category rows hold a screen (their length is the platform's).
 */
const SIZED_IN_CSS: Partial<Record<HomeSection['type'], string>> = {
  hotGames: 'lk-skeleton--row',
  newGames: 'lk-skeleton--row',
  gameCenter: 'lk-skeleton--screen',
  categories: 'lk-skeleton--screen',
};

/** Header height (base.css .lk-header) and the phone width the first-screen estimate assumes. */
const HEADER_PX = 52;
const PHONE_PX = 412;

/** A game tile in a home row (base.css .lkg-scroller__item: 3.25 to a phone's width, square). */
const TILE_PX = (PHONE_PX - 20) / 3.25;
/** A cell of the game centre's grid (lobby.css .lkg-grid: 3 columns, 10 px gaps, 10 px page margins). */
const CELL_PX = (PHONE_PX - 20 - 20) / 3;
/** A card's name under its picture (lobby.css .lkg-card__name: 18 px and a 4 px margin): a large card's picture fills that line of the row it spans too. */
const NAME_PX = 22;

/** A picture's box: its width, its height and how far below its section's top it starts (titles, tabs). */
interface Picture {
  width: number;
  height: number;
  offset: number;
}

/**
 * The first picture a section shows, on a phone; none for sections without pictures (the winners board's icons are
 * small). Banners span the width at their group's ratio; a promotion card of the strip is 210 px wide at 750 / 300
 * under the section title (content.css .lk-strip__card); a tournament's picture is 38% of a 184 px card
 * (.lk-tourney); the game centre shows its banner group, else its grid under the tabs, whose first tile is large
 * when constants.homeTilePattern says so (lobby/logic/tiles.ts); rows show square tiles under their title.
 */
function firstPicture(section: HomeSection, brand: BrandConfig): Picture | undefined {
  const banner = (name: string | undefined) => {
    const group = name ? brand.banners.groups[name] : undefined;
    return group ? { width: PHONE_PX, height: (PHONE_PX * group.height) / group.width, offset: 0 } : undefined;
  };
  switch (section.type) {
    case 'banners':
      return banner(section.group);
    case 'gameCenter': {
      const large = brand.constants.homeTilePattern > 1;
      const width = large ? 2 * CELL_PX + 10 : CELL_PX;
      return banner(section.bannerGroup) ?? { width, height: large ? width + NAME_PX : width, offset: 50 };
    }
    case 'promotions':
      return { width: 210, height: 84, offset: 32 };
    case 'tournaments':
      return { width: (PHONE_PX - 20) * 0.38, height: 168, offset: 40 };
    case 'hotGames':
    case 'newGames':
    case 'categories':
      return { width: TILE_PX, height: TILE_PX, offset: 58 };
    default:
      return undefined;
  }
}

/**
 * Where each section stands on a phone, from its placeholder's size: the ones that start on the first screen load
 * their images at once, and of them the one whose first picture shows the most of itself on that screen leads
 * (ui/first-screen.ts), whatever the order: home's largest paint.
 */
function screenPlaces(sections: readonly HomeSection[], brand: BrandConfig): ScreenPlace[] {
  const groups = brand.banners.groups;
  let top = HEADER_PX;
  let lead = -1;
  let largest = 0;
  const first = sections.map((section, i) => {
    const starts = top < FIRST_SCREEN_PX;
    const picture = starts ? firstPicture(section, brand) : undefined;
    const shown = picture ? picture.width * Math.max(0, Math.min(picture.height, FIRST_SCREEN_PX - top - picture.offset)) : 0;
    if (shown > largest) [lead, largest] = [i, shown];
    const group = section.type === 'banners' ? groups[section.group] : undefined;
    const sized = SIZED_IN_CSS[section.type];
    // Rows hold one line of named square tiles with a title (base.css .lk-skeleton--row); the game centre and the categories hold a screen.
    top += group ? (PHONE_PX * group.height) / group.width : sized === 'lk-skeleton--row' ? 58 + TILE_PX : sized ? FIRST_SCREEN_PX : HEIGHTS[section.type];
    return starts;
  });
  return sections.map((_, i) => (i === lead ? 'lead' : first[i] ? 'first' : 'below'));
}

/**
 * The height a prebuilt section below the first screen holds until it is laid out: its placeholder's, which its
 * content keeps (nothing shifts as it comes near). None where the height follows the content or the width (the game
 * centre's list, the rows of tiles, banners): such a section is laid out with the page.
 */
function laterHeight(type: HomeSection['type']): string | undefined {
  if (type === 'categories') return '100lvh';
  return HEIGHTS[type] && !SIZED_IN_CSS[type] ? `${HEIGHTS[type]}px` : undefined;
}

export function HomePage() {
  const brand = useBrand();
  const places = screenPlaces(brand.layout.homeSections, brand);
  return (
    <div className="lk-home">
      {brand.layout.homeSections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the brand's sections are fixed for the build and two may share a type: a section is its place.
        <ScreenPlaceProvider key={`${section.type}-${i}`} value={places[i]!}>
          <HomeSectionSlot section={section} />
        </ScreenPlaceProvider>
      ))}
    </div>
  );
}

function HomeSectionSlot({ section }: { section: HomeSection }) {
  const brand = useBrand();
  const hydrated = useHydrated();
  const place = useScreenPlace();
  const ref = useRef<HTMLElement>(null);
  // The hydration render keeps the prebuilt HTML; a later mount has none to keep.
  const [prebuilt] = useState(() => !hydrated);
  const popup = useAtomValue(popupAtom);
  const { pathname } = useLocation();
  // A popup route (/m/login) covers home from the first render, before the popup atom is set.
  const covered = popup !== null || Boolean(findRoute(pathname)?.popup);
  // Built in the brand's default language: in another one the prebuilt text gives way to the placeholder at once.
  const builtLanguage = useAtomValue(languageAtom) === brand.languages.default;
  const keep = prebuilt && builtLanguage;
  const Section = sections[section.type] as Lazy<{ section: HomeSection }> | undefined;
  const load = useCallback(() => Section?.preload({ section }) ?? Promise.resolve(), [Section, section]);
  // Swapped in only once the code is here, so the prebuilt HTML never gives way to a placeholder.
  const live = usePrebuiltSlot(ref, { enabled: hydrated && Boolean(Section), prebuilt: keep, covered, load });

  const className = `lk-section lk-section--${section.type}`;
  // Prebuilt HTML further down is laid out only as it comes near, holding its placeholder's height until then
  // (base.css .lk-section--later). Live code is not held back.
  const later = place === 'below' ? laterHeight(section.type) : undefined;
  const prebuiltClassName = later ? `${className} lk-section--later` : className;
  const prebuiltStyle = later ? { containIntrinsicBlockSize: `auto ${later}` } : undefined;
  if (typeof window === 'undefined') {
    return (
      <section className={prebuiltClassName} style={prebuiltStyle} data-section={section.type}>
        {Section ? <Section section={section} /> : <Placeholder section={section} />}
      </section>
    );
  }
  if (keep && !live) {
    // Whatever the build rendered here stays untouched: React adopts the element, not its content.
    return (
      <section
        ref={ref}
        className={prebuiltClassName}
        style={prebuiltStyle}
        data-section={section.type}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, which tells React to leave the prebuilt children alone.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    // data-live: the section's own code runs here now (tests wait for it before interacting).
    <section ref={ref} className={className} data-section={section.type} data-live={live ? '' : undefined}>
      <SectionBody section={section} live={live && Boolean(Section)} />
    </section>
  );
}

/** A section's placeholder, at the size of what it holds once loaded. */
function Placeholder({ section }: { section: HomeSection }) {
  const brand = useBrand();
  const group = section.type === 'banners' ? brand.banners.groups[section.group] : undefined;
  if (group) return <Skeleton ratio={`${group.width} / ${group.height}`} />;
  if (SIZED_IN_CSS[section.type]) return <Skeleton className={SIZED_IN_CSS[section.type]} />;
  return <Skeleton height={HEIGHTS[section.type]} />;
}

/**
 * What a section shows: its placeholder, then its own code. Memoised: the slot re-renders when a popup opens (its
 * `covered`, which only a section not yet live reads), and a live section under it has nothing to change then; the
 * tap that opened the login popup re-rendered every live section of home before its frame.
 */
const SectionBody = memo(function SectionBody({ section, live }: { section: HomeSection; live: boolean }) {
  const Section = sections[section.type] as Lazy<{ section: HomeSection }> | undefined;
  if (!live || !Section) return <Placeholder section={section} />;
  return (
    <ChunkBoundary fallback={<ChunkFailed />}>
      <Suspense fallback={<Placeholder section={section} />}>
        <Section section={section} />
      </Suspense>
    </ChunkBoundary>
  );
});
