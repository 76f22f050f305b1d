// A vendor icon, loaded by vendor code with the -COLOR.png suffix (game spec
// section 2) unless the platform names the file; it hides itself on a load error.
import { useState } from 'react';
import type { BrandConfig } from '../../../../config/generated/brand.ts';
import { useBrand } from '../../../state/brand.ts';
import { imageUrl } from '../../../rules/images.ts';
import { imageLoading } from '../../../ui/first-screen.ts';

export function vendorIconUrl(brand: BrandConfig, code: string, iconUrl?: string): string | undefined {
  return imageUrl(brand, iconUrl || `${code}-COLOR.png`);
}

export function VendorIcon({ code, iconUrl, name, size = 28 }: { code: string; iconUrl?: string; name: string; size?: number }) {
  const brand = useBrand();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <img
      className="lkg-vendor-icon"
      src={vendorIconUrl(brand, code, iconUrl)}
      alt={name}
      width={size}
      height={size}
      // Never a page's largest paint: it waits its turn behind the lead image (ui/first-screen.ts).
      {...imageLoading('near')}
      decoding="async"
      onError={() => setHidden(true)}
    />
  );
}
