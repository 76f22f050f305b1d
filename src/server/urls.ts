// URLs of what the platform serves besides the calls: images, the demo game and
// chat pages. Absolute, built from the request's own origin, so they work from
// the sites' pages whatever host the platform is reached at.
export const API_PREFIX = '/api';

export const gameIconUrl = (origin: string, merchant: string, nodeId: number, large = false) =>
  `${origin}${API_PREFIX}/assets/games/${merchant}/${nodeId}${large ? '-large' : ''}.webp`;
/** Vendor icons load by vendor code with a -COLOR.png suffix (game spec section 2). */
export const vendorIconUrl = (origin: string, vendor: string) => `${origin}${API_PREFIX}/assets/vendors/${vendor}-COLOR.png`;
export const bannerUrl = (origin: string, merchant: string, id: number) => `${origin}${API_PREFIX}/assets/banners/${merchant}/${id}.png`;
/** The banner at another width, as WebP (routes/assets.ts): the srcset of the banner's `variants`. */
export const bannerVariantUrl = (origin: string, merchant: string, id: number, width: number) =>
  `${origin}${API_PREFIX}/assets/banners/${merchant}/${id}-${width}w.webp`;
export const promotionImageUrl = (origin: string, merchant: string, id: number, sequence: number) =>
  `${origin}${API_PREFIX}/assets/promotions/${merchant}/${id}-${sequence}.png`;
/** A promotion image at another width, as WebP: the srcset of the image's `variants`, as for banners. */
export const promotionVariantUrl = (origin: string, merchant: string, id: number, sequence: number, width: number) =>
  `${origin}${API_PREFIX}/assets/promotions/${merchant}/${id}-${sequence}-${width}w.webp`;
export const avatarUrl = (origin: string, icon: string) => `${origin}${API_PREFIX}/assets/avatars/${icon}.png`;
export const anchorAvatarUrl = (origin: string, merchant: string, anchorId: number) => `${origin}${API_PREFIX}/assets/anchors/${merchant}/${anchorId}.png`;
export const playPageUrl = (origin: string, token: string) => `${origin}${API_PREFIX}/play/${token}`;
export const chatPageUrl = (origin: string, token: string) => `${origin}${API_PREFIX}/chat/${token}`;
/** The simulated payment provider's page of one deposit order (routes/pay-provider.ts). */
export const payPageUrl = (origin: string, token: string) => `${origin}${API_PREFIX}/pay/${token}`;
