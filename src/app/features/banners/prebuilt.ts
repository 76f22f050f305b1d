// What the banners feature shows prebuilt (app/feature-entries.ts, PrebuiltOffer): a home banner section's group,
// and the events page's two groups.
import type { PrebuiltOffer } from '../../feature-entries.ts';
import { bannerRequest } from '../../../platform/public-requests.ts';
import { EVENT_CAROUSEL_GROUP, EVENT_LIST_GROUP } from './event-groups.ts';

const offer: PrebuiltOffer = {
  pages: { event: () => [bannerRequest(EVENT_CAROUSEL_GROUP), bannerRequest(EVENT_LIST_GROUP)] },
  sections: { banners: (_ctx, s) => [bannerRequest(s.group)] },
};

export default offer;
