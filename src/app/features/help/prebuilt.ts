// What the help feature shows prebuilt (app/feature-entries.ts, PrebuiltOffer): the help centre's entries in the
// language the page is built in, on its page and in the home help section. The footer shows brand text only.
import type { PrebuiltOffer } from '../../feature-entries.ts';
import { helpRequest } from '../../../platform/public-requests.ts';

const offer: PrebuiltOffer = {
  pages: { help: ({ brand }) => [helpRequest(brand.languages.default)] },
  sections: { help: ({ brand }) => [helpRequest(brand.languages.default)] },
};

export default offer;
