// Display names for game types and classifications. Written out key by key so
// `npm run i18n:extract` sees every key the lobby uses.
import type { TFunction } from '../../../i18n/use-translation.tsx';

export function categoryLabel(t: TFunction, key: string): string {
  switch (key) {
    case 'HOME':
      return t('lobby:category.HOME');
    case 'HOT':
      return t('lobby:category.HOT');
    case 'FAV':
      return t('lobby:category.FAV');
    case 'RECENT':
      return t('lobby:category.RECENT');
    case 'RNG':
      return t('lobby:category.RNG');
    case 'FISH':
      return t('lobby:category.FISH');
    case 'PVP':
      return t('lobby:category.PVP');
    case 'LIVE':
      return t('lobby:category.LIVE');
    case 'SPORTS':
      return t('lobby:category.SPORTS');
    case 'ESPORTS':
      return t('lobby:category.ESPORTS');
    case 'COCKFIGHT':
      return t('lobby:category.COCKFIGHT');
    case 'LOTT':
      return t('lobby:category.LOTT');
    case 'ELOTT':
      return t('lobby:category.ELOTT');
    default:
      return key;
  }
}

export function classifyLabel(t: TFunction, key: string): string {
  switch (key) {
    case 'SLOT':
      return t('lobby:classify.SLOT');
    case 'FeatureBuy':
      return t('lobby:classify.FeatureBuy');
    case 'JP':
      return t('lobby:classify.JP');
    case 'BG':
      return t('lobby:classify.BG');
    case 'FISH':
      return t('lobby:classify.FISH');
    case 'CARD':
      return t('lobby:classify.CARD');
    case 'BACCARAT':
      return t('lobby:classify.BACCARAT');
    case 'ROULETTE':
      return t('lobby:classify.ROULETTE');
    case 'SICBO':
      return t('lobby:classify.SICBO');
    case 'DRAGONTIGER':
      return t('lobby:classify.DRAGONTIGER');
    case 'BLACKJACK':
      return t('lobby:classify.BLACKJACK');
    case 'SPORTBOOK':
      return t('lobby:classify.SPORTBOOK');
    case 'ESPORTS':
      return t('lobby:classify.ESPORTS');
    case 'COCKFIGHT':
      return t('lobby:classify.COCKFIGHT');
    case 'LOTTERY':
      return t('lobby:classify.LOTTERY');
    case 'NUMERO':
      return t('lobby:classify.NUMERO');
    case 'VN':
      return t('lobby:classify.VN');
    default:
      return key;
  }
}
