// What the notices feature shows prebuilt (app/feature-entries.ts, PrebuiltOffer): the notice page and bar.
import type { PrebuiltOffer } from '../../feature-entries.ts';
import { noticesRequest } from '../../../platform/public-requests.ts';

const offer: PrebuiltOffer = {
  pages: { notice: () => [noticesRequest] },
  sections: { noticeBar: () => [noticesRequest] },
};

export default offer;
