// Game icons and banners come from one of the brand's image CDNs, picked at
// random once per visit (game spec section 9); relative platform paths are
// resolved against it. With no CDN configured, platform URLs are used as they are.
import type { BrandConfig } from '../../config/generated/brand.ts';
import type { ImageVariants } from '../../platform/generated/api.ts';

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

/** An image as wide as the app's column (base.css: at most 560 px), edge to edge on a phone: its srcset's `sizes`. */
export const COLUMN_IMAGE_SIZES = '(min-width: 560px) 560px, 100vw';

/** The platform's other widths of an image (`variants`, banners and promotion images), as a srcset; undefined without them. */
export function srcSetOf(brand: BrandConfig, variants: ImageVariants | undefined): string | undefined {
  const usable = variants?.filter((v) => v.url && v.width > 0);
  return usable?.length ? usable.map((v) => `${imageUrl(brand, v.url)} ${v.width}w`).join(', ') : undefined;
}
