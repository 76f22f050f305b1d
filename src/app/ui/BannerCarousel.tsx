// Banner carousel of one banner group (game spec section 2, Banner carousel),
// shared because three features show banners: home and events (content), the
// register form's group with its fallback (account), the game centre's
// optional group (lobby). The frame keeps the group's aspect ratio from the
// brand config while loading, failing and showing, so nothing shifts; the
// first banner is plain HTML (an <img>), and with more than one banner the
// carousel (ui/Carousel.tsx: Swiper, once the player comes near or the first
// step is due) autoplays at `constants.bannerAutoplayMs`.
// A tap follows the banner's linkage; a banner whose image fails is hidden.
import { memo, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from './Link.tsx';
import type { ValueOf } from '../../platform/calls.ts';
import { bannerRequest } from '../../platform/public-requests.ts';
import { useBrand } from '../state/brand.ts';
import { usePlatformData } from '../state/platform-data.ts';
import type { Remote } from '../state/remote.ts';
import { COLUMN_IMAGE_SIZES, imageUrl, srcSetOf } from '../rules/images.ts';
import { type ImageTurn, imageLoading, turnOf, useScreenPlace } from './first-screen.ts';
import { Carousel } from './Carousel.tsx';
import { LoadFailed } from './RemoteView.tsx';
import { Skeleton } from './Skeleton.tsx';
import './banner-carousel.css';

export type Banner = ValueOf<'announcements'>['banners'][number];

/** Used when a group is not declared in `banners.groups` (the schema's m_home size). */
const DEFAULT_SIZE = { width: 750, height: 300 };
/** Banners change rarely: an answer is used for five minutes before the platform is asked again. */
const FRESH_FOR_MS = 5 * 60_000;

const bannersOf = (group: string) => (v: ValueOf<'announcements'>) => v.banners.filter((b) => b.groupName === group).sort((a, b) => a.sort - b.sort);

/** The banners of `group`, or of `fallback` when `group` has none (the register banner, account spec section 3). */
export function useBanners(group: string, fallback?: string): Remote<{ group: string; banners: Banner[] }> {
  const primary = usePlatformData('announcements', bannerRequest(group).request, { select: bannersOf(group), maxAgeMs: FRESH_FOR_MS });
  const wantsFallback = Boolean(fallback && fallback !== group && primary.data?.length === 0);
  const second = usePlatformData('announcements', bannerRequest(fallback ?? group).request, {
    select: bannersOf(fallback ?? group),
    maxAgeMs: FRESH_FOR_MS,
    enabled: wantsFallback,
  });
  const shown = wantsFallback ? second : primary;
  const data = wantsFallback ? second.data && { group: fallback!, banners: second.data } : primary.data && { group, banners: primary.data };
  return {
    data,
    error: shown.error,
    loading: primary.loading || (wantsFallback && second.loading),
    slow: shown.slow,
    retry: shown.retry,
    set: () => {
      throw new Error('useBanners(): banners are read-only');
    },
  };
}

/** The group's aspect ratio as CSS, from `banners.groups`. */
export function useBannerRatio(group: string): string {
  const size = useBrand().banners.groups[group] ?? DEFAULT_SIZE;
  return `${size.width} / ${size.height}`;
}

const VIDEO = /\.(mp4|webm|ogv)(?:[?#]|$)/i;

/** One banner: its image (or a muted looping video for video files), wrapped in its link. */
export function BannerItem({
  banner,
  turn = 'near',
  fallbackLabel,
  onBroken,
  style,
}: {
  banner: Banner;
  /** When the image is asked for (first-screen.ts). */
  turn?: ImageTurn;
  fallbackLabel: string;
  onBroken: (id: number) => void;
  style?: CSSProperties;
}) {
  const brand = useBrand();
  const size = brand.banners.groups[banner.groupName] ?? DEFAULT_SIZE;
  const src = imageUrl(brand, banner.url);
  const srcSet = srcSetOf(brand, banner.variants);
  const label = banner.title || fallbackLabel;
  const media =
    src && VIDEO.test(src) ? (
      <video className="lk-banner__media" src={src} muted autoPlay loop playsInline preload="metadata" aria-label={label} onError={() => onBroken(banner.id)} />
    ) : (
      <img
        className="lk-banner__media"
        src={src}
        srcSet={srcSet}
        sizes={srcSet && COLUMN_IMAGE_SIZES}
        alt={label}
        width={size.width}
        height={size.height}
        {...imageLoading(turn)}
        decoding="async"
        onError={() => onBroken(banner.id)}
      />
    );
  const target = linkTarget(banner.linkage);
  if (target.kind === 'internal')
    return (
      <Link to={target.to} className="lk-banner" style={style} data-banner={banner.id}>
        {media}
      </Link>
    );
  if (target.kind === 'external')
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className="lk-banner" style={style} data-banner={banner.id}>
        {media}
      </a>
    );
  return (
    <div className="lk-banner" style={style} data-banner={banner.id}>
      {media}
    </div>
  );
}

/** A site path stays in the app; an http(s) URL opens in a new tab; anything else is not a link. */
function linkTarget(linkage: string): { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' } {
  const value = linkage.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', to: value };
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (typeof window !== 'undefined' && url.origin === window.location.origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
      return { kind: 'external', href: url.href };
    } catch {
      return { kind: 'none' };
    }
  }
  return { kind: 'none' };
}

/** Memoised: a parent that renders again for a state of its own (the game centre's tabs) does not render the slides with it. */
export const BannerCarousel = memo(function BannerCarousel({
  group,
  fallback,
  label,
  className = '',
}: {
  group: string;
  fallback?: string;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { bannerAutoplayMs } = useBrand().constants;
  const remote = useBanners(group, fallback);
  const shownGroup = remote.data?.group ?? group;
  const ratio = useBannerRatio(shownGroup);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const name = label ?? t('carousel.role');
  const frame: CSSProperties = { aspectRatio: ratio };
  const firstTurn = turnOf(useScreenPlace(), 0, 1);

  if (remote.error && !remote.data) {
    return (
      <div className={`lk-banners lk-banners--failed ${className}`} style={frame}>
        <LoadFailed error={remote.error} onRetry={remote.retry} />
      </div>
    );
  }
  if (!remote.data) {
    return (
      <div className={`lk-banners ${className}`} aria-busy="true">
        <Skeleton ratio={ratio} className="lk-banners__skeleton" />
        {remote.slow && (
          <p className="lk-banners__slow" role="status">
            {t('errors:network.slow')}
          </p>
        )}
      </div>
    );
  }
  const banners = remote.data.banners.filter((b) => !broken.has(b.id));
  if (!banners.length) return null;
  const hide = (id: number) => setBroken((s) => new Set(s).add(id));
  return (
    <Carousel
      className={`lk-banners ${className}`}
      items={banners}
      getKey={(b) => b.id}
      label={name}
      // Autoplay only with more than one banner (game spec section 4).
      autoplayMs={bannerAutoplayMs}
      autoplayMinItems={2}
      dots
      style={frame}
      render={(b, i) => <BannerItem banner={b} turn={i === 0 ? firstTurn : 'near'} fallbackLabel={name} onBroken={hide} />}
    />
  );
});
