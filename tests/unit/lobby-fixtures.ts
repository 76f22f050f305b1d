// Shared test data for the lobby's unit tests: a game item and a brand's `games` config.
import type { GameItem, Vendor } from '../../src/platform/generated/api.ts';

export const GAMES_CONFIG = {
  esportVendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
  cockfightVendors: ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'],
  lotteryVendors: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'],
  inHouseVendors: ['INHOUSE'],
  noVendorSelectTypes: ['BINGO', 'JL', 'INHOUSE', 'RTG', 'JACKPOT', 'NEW'],
  jackpot: { home: { min: 1_200_000_000, max: 1_300_000_000, decimals: 0 }, games: { min: 100_000_000, max: 150_000_000, decimals: 2 } },
};

export function game(nodeId: number, extra: Partial<GameItem> = {}): GameItem {
  return {
    nodeId,
    gameId: `G-${nodeId}`,
    roomId: '',
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameType: 'RNG',
    gameClassify: 'SLOT',
    vassalage: 'PG',
    isNew: 0,
    isHot: 0,
    supportPlay: 1,
    freeplay: 0,
    lottoMode: '',
    gameCode: `pg_${nodeId}`,
    isGameH5: 1,
    maintenance: 0,
    minBet: 0.1,
    minLine: 20,
    iconUrl: `https://p.test/${nodeId}.png`,
    showIcon: '',
    mobileLargeIcon: '',
    img: '',
    ...extra,
  };
}

export function vendor(vassalage: string, gameType: Vendor['gameType'] = 'SPORTS', displayName = vassalage): Vendor {
  return { vassalage, displayName, gameType, freeplay: 0, iconUrl: `${vassalage}-COLOR.png`, gameCount: 3, maintenance: 0 };
}
