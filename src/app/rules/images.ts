// Game icons and banners come from one of the brand's image CDNs, picked at
// random once per visit (game spec section 9); relative platform paths are
// resolved against it. With no CDN configured, platform URLs are used as they are.
import type { BrandConfig } from '../../config/generated/brand.ts';

let chosen: string | undefined;

export function imageCdn(brand: BrandConfig): string | undefined {
  if (!brand.imageCDNs.length) return undefined;
  chosen ??= brand.imageCDNs[Math.floor(Math.random() * brand.imageCDNs.length)]!;
  return chosen;
}

/** The URL to load for an image path or URL the platform returned. */
export function imageUrl(brand: BrandConfig, src: string | undefined): string | undefined {
  if (!src) return undefined;
  if (/^(https?:|data:|blob:)/.test(src)) return src;
  const cdn = imageCdn(brand);
  if (cdn) return `${cdn.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;
  return src.startsWith('/') ? src : `${brand.platform.apiBase.replace(/\/+$/, '')}/${src}`;
}
