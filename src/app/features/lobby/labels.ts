// Display names for game types and classifications. Written out key by key so
// `npm run i18n:extract` sees every key the lobby uses.
import type { TFunction } from 'i18next';

export function categoryLabel(t: TFunction<'lobby'>, key: string): string {
  switch (key) {
    case 'HOME':
      return t('category.HOME');
    case 'HOT':
      return t('category.HOT');
    case 'FAV':
      return t('category.FAV');
    case 'RECENT':
      return t('category.RECENT');
    case 'RNG':
      return t('category.RNG');
    case 'FISH':
      return t('category.FISH');
    case 'PVP':
      return t('category.PVP');
    case 'LIVE':
      return t('category.LIVE');
    case 'SPORTS':
      return t('category.SPORTS');
    case 'ESPORTS':
      return t('category.ESPORTS');
    case 'COCKFIGHT':
      return t('category.COCKFIGHT');
    case 'LOTT':
      return t('category.LOTT');
    case 'ELOTT':
      return t('category.ELOTT');
    default:
      return key;
  }
}

export function classifyLabel(t: TFunction<'lobby'>, key: string): string {
  switch (key) {
    case 'SLOT':
      return t('classify.SLOT');
    case 'FeatureBuy':
      return t('classify.FeatureBuy');
    case 'JP':
      return t('classify.JP');
    case 'BG':
      return t('classify.BG');
    case 'FISH':
      return t('classify.FISH');
    case 'CARD':
      return t('classify.CARD');
    case 'BACCARAT':
      return t('classify.BACCARAT');
    case 'ROULETTE':
      return t('classify.ROULETTE');
    case 'SICBO':
      return t('classify.SICBO');
    case 'DRAGONTIGER':
      return t('classify.DRAGONTIGER');
    case 'BLACKJACK':
      return t('classify.BLACKJACK');
    case 'SPORTBOOK':
      return t('classify.SPORTBOOK');
    case 'ESPORTS':
      return t('classify.ESPORTS');
    case 'COCKFIGHT':
      return t('classify.COCKFIGHT');
    case 'LOTTERY':
      return t('classify.LOTTERY');
    case 'NUMERO':
      return t('classify.NUMERO');
    case 'VN':
      return t('classify.VN');
    default:
      return key;
  }
}
