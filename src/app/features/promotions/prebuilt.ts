// What the promotions feature shows prebuilt (app/feature-entries.ts, PrebuiltOffer): the promotions page with its
// categories, and the home strip and tournaments, which read the same promotions answer.
import type { PrebuiltOffer } from '../../feature-entries.ts';
import { promotionCategoriesRequest, promotionsRequest } from '../../../platform/public-requests.ts';

const offer: PrebuiltOffer = {
  pages: { activity: () => [promotionsRequest, promotionCategoriesRequest] },
  sections: { promotions: () => [promotionsRequest], tournaments: () => [promotionsRequest] },
};

export default offer;
