// The public, session-free requests the site's prebuilt pages show: one
// definition each, used by the app's views and by the build's content
// snapshot (src/build/content-snapshot.ts), so both ask for the same answer.
import type { LanguageCode } from './generated/api.ts';
import type { DataRequest } from './snapshot.ts';

const req = <K extends DataRequest['call']>(r: DataRequest<K>) => r;

/** One banner group (game spec section 2, Banner carousel). */
export const bannerRequest = (group: string) => req({ call: 'announcements', request: { types: 'B', groupName: group, platform: 'M' } });
export const promotionsRequest = req({ call: 'announcements', request: { types: 'PR', platform: 'M' } });
export const promotionCategoriesRequest = req({ call: 'promotionCategories', request: {} });
export const noticesRequest = req({ call: 'notices', request: { pageSize: 50 } });
/** Help entries in a language (both documents, section 7: "lang"). */
export const helpRequest = (lng: LanguageCode) => req({ call: 'helpCentre', request: { lang: lng, device: 'MOBILE' } });
export const hotRowRequest = (pageSize: number) => req({ call: 'hotGames', request: { clientType: 2, platform: 'html5', pageNo: 1, pageSize } });
export const newRowRequest = (pageSize: number) => req({ call: 'newGames', request: { pageNo: 1, pageSize } });
/** Vendor types: the game categories and their vendors (game spec section 7). */
export const categoriesRequest = req({ call: 'gameVendorTypes', request: { typeId: 1 } });
/** The winners board: both its tabs come from this one answer (game spec sections 2 and 4). */
export const winnersRequest = (lng: LanguageCode, limit: number) =>
  req({ call: 'winnerBoard', request: { gameCategory: 'ALL', language: lng, limitNum: limit } });
export const statusRequest = req({ call: 'status', request: {} });
