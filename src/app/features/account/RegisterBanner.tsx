// The banner above the registration form (account spec section 3): the first
// banner of the brand's register group, or of its fallback group when that one
// is empty. Nothing while loading or when neither has one; a broken image hides.
import { useEffect, useState } from 'react';
import type { Banner } from '../../../platform/generated/api.ts';
import { bannerRequest } from '../../../platform/public-requests.ts';
import { imageUrl } from '../../rules/images.ts';
import { useBrand } from '../../state/brand.ts';
import { fetchPlatformData } from '../../state/platform-data.ts';

/** The group's first banner, through the data cache (the same request as the home banner section's). */
async function firstBanner(group: string): Promise<Banner | undefined> {
  const v = await fetchPlatformData('announcements', bannerRequest(group).request);
  return [...v.banners].filter((b) => b.groupName === group || !b.groupName).sort((a, b) => a.sort - b.sort)[0];
}

export function RegisterBanner() {
  const brand = useBrand();
  const { group, fallback } = brand.banners.register;
  const [banner, setBanner] = useState<{ b: Banner; group: string }>();
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    let live = true;
    (async () => {
      const own = await firstBanner(group).catch(() => undefined);
      if (own) return { b: own, group };
      const other = fallback && fallback !== group ? await firstBanner(fallback).catch(() => undefined) : undefined;
      return other && { b: other, group: fallback };
    })().then((found) => live && found && setBanner(found));
    return () => {
      live = false;
    };
  }, [group, fallback]);
  if (!banner || broken) return null;
  const size = brand.banners.groups[banner.group];
  const src = imageUrl(brand, banner.b.url);
  return src ? (
    <img
      className="lk-account__banner"
      src={src}
      alt={banner.b.title}
      width={size?.width}
      height={size?.height}
      style={size ? { aspectRatio: `${size.width} / ${size.height}` } : undefined}
      onError={() => setBroken(true)}
    />
  ) : null;
}
