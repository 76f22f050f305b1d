// The demo game catalogue of one merchant: at least 600 games (the marketing
// claim of game spec section 1) over at least 20 vendors, covering every game
// type and classification the documents name: RNG slots with FeatureBuy, JP
// (jackpot) and BG (bingo); FISH; PVP; LIVE; SPORTS with the e-sport vendors
// (AV, AI, IMES, TF, IA) and the cockfight vendors (SV3, DS88, DIG, WGB,
// WS168); LOTT; ELOTT from TCG_LOTTO_VN and TCG_SEA; in-house, RTG and JILI
// (JL) games; new and hot games; free trial (supportPlay 0) and maintenance.
// The e-sport, cockfight, lottery and in-house vendor codes come from the
// brand's `games` config, so the seed matches what the site filters on.
import type { BrandConfig } from '../../config/generated/brand.ts';
import { between, pick, type Random } from './prng.ts';

export interface SeedGame {
  node_id: number;
  game_id: string;
  game_code: string;
  name: string;
  game_type: string;
  game_classify: string;
  vassalage: string;
  room_id: string;
  is_new: number;
  hot_rank: number | null;
  support_play: number;
  maintenance: number;
  min_bet: number;
  min_line: number;
  lotto_mode: string;
  sort: number;
}

export interface SeedVendor {
  vassalage: string;
  game_type: string;
  display_name: string;
  sort: number;
}

/** The order categories are listed in (game spec section 2: "category sections in the server's category order"). */
export const CATEGORY_ORDER = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const;

const NAMES: Record<string, string> = {
  PG: 'PG Soft',
  PP: 'Pragmatic Play',
  JL: 'JILI',
  RTG: 'RTG Slots',
  CQ9: 'CQ9 Gaming',
  HB: 'Habanero',
  KA: 'KA Gaming',
  FC: 'Fa Chai',
  KM: 'Kingmaker',
  SEXY: 'AE Sexy',
  EVO: 'Evolution',
  SBO: 'SBOBET',
  SABA: 'SABA Sports',
  AV: 'AV E-sports',
  AI: 'AI E-sports',
  IMES: 'IM E-sports',
  TF: 'TF Gaming',
  IA: 'IA E-sports',
  SV3: 'SV388',
  DS88: 'DS88 Sabong',
  DIG: 'Digmaan',
  WGB: 'WGB Sabong',
  WS168: 'WS168',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
  TCG_LOTTO_VN: 'TCG Lotto VN',
  TCG_SEA: 'TCG SEA Lotto',
  INHOUSE: 'House Originals',
};

/** Weighted vendor-type pairs that share the bulk of the catalogue. */
const BULK: [vendor: string, type: string, weight: number][] = [
  ['PG', 'RNG', 10],
  ['PP', 'RNG', 10],
  ['JL', 'RNG', 8],
  ['RTG', 'RNG', 5],
  ['CQ9', 'RNG', 6],
  ['HB', 'RNG', 5],
  ['KA', 'RNG', 5],
  ['FC', 'RNG', 2],
  ['JL', 'FISH', 3],
  ['CQ9', 'FISH', 2],
  ['FC', 'FISH', 2],
  ['KA', 'FISH', 1],
  ['JL', 'PVP', 2],
  ['KM', 'PVP', 3],
  ['PP', 'LIVE', 3],
  ['SEXY', 'LIVE', 2],
  ['EVO', 'LIVE', 4],
];

const ADJECTIVES = [
  'Fortune',
  'Lucky',
  'Golden',
  'Mighty',
  'Dragon',
  'Wild',
  'Mega',
  'Royal',
  'Mystic',
  'Super',
  'Crazy',
  'Hot',
  'Treasure',
  'Jungle',
  'Ocean',
  'Ninja',
  'Samurai',
  'Pharaoh',
  'Aztec',
  'Viking',
  'Pirate',
  'Candy',
  'Fruit',
  'Diamond',
  'Ruby',
  'Phoenix',
  'Tiger',
  'Panda',
  'Koi',
  'Lotus',
  'Thunder',
  'Cosmic',
];
const NOUNS = [
  'Ways',
  'Riches',
  'Spins',
  'Fortune',
  'Gems',
  'Legend',
  'Quest',
  'Kingdom',
  'Bonanza',
  'Empire',
  'Rush',
  'Party',
  'Temple',
  'Dreams',
  'Megaways',
  'Blast',
  'Wilds',
  'Gold',
  'Reels',
  'Magic',
  'Treasures',
  'Palace',
];
const FISH = [
  'Ocean King',
  'Fishing War',
  'Mega Fishing',
  'Dragon Fishing',
  'Jackpot Fishing',
  'Bombing Fishing',
  'Happy Fishing',
  'All-star Fishing',
  'Royal Fishing',
  'Boom Legend',
  'Fish Hunter',
  'Deep Sea Hunt',
];
const PVP = [
  'Teen Patti',
  'Rummy',
  'Pusoy',
  'Tongits',
  'Pok Deng',
  'Andar Bahar',
  'Poker King',
  'Mahjong Battle',
  'Blackjack Duel',
  'Sic Bo Duel',
  'Dragon Tiger Duel',
  'Bai Cao',
];
const LIVE: [string, string][] = [
  ['Baccarat', 'BACCARAT'],
  ['Speed Baccarat', 'BACCARAT'],
  ['Lightning Roulette', 'ROULETTE'],
  ['Auto Roulette', 'ROULETTE'],
  ['Sic Bo', 'SICBO'],
  ['Dragon Tiger', 'DRAGONTIGER'],
  ['Blackjack', 'BLACKJACK'],
];
const LOTTERY = ['Thai Lottery', 'Lao Lottery', 'Hanoi Lottery', 'Keno', 'Quick Lotto 5D', 'Pick 3', 'Lucky 6', 'Bingo 75'];
const ELOTTERY: Record<string, [string, string][]> = {
  TCG_LOTTO_VN: [
    ['Mien Bac', 'VN'],
    ['Mien Trung', 'VN'],
    ['Mien Nam', 'VN'],
    ['Numero 1 Min', 'NUMERO'],
    ['Numero 5 Min', 'NUMERO'],
    ['VN Lotto Fast', 'LOTTERY'],
  ],
  TCG_SEA: [
    ['SEA 4D', 'LOTTERY'],
    ['Magnum 4D', 'LOTTERY'],
    ['Toto 6D', 'LOTTERY'],
    ['Da Ma Cai', 'LOTTERY'],
    ['Singapore 4D', 'LOTTERY'],
    ['Numero SEA', 'NUMERO'],
  ],
};
const MIN_BETS = [0.01, 0.1, 0.2, 0.5, 1, 2, 5];
const LINES = [1, 5, 9, 20, 25, 30, 50, 243, 1024];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export function seedGames(brand: BrandConfig, count: number, random: Random): { games: SeedGame[]; vendors: SeedVendor[] } {
  const games: Omit<SeedGame, 'node_id' | 'sort' | 'hot_rank' | 'is_new' | 'maintenance'>[] = [];
  const used = new Set<string>();
  const add = (vendor: string, type: string, name: string, classify: string, extra: Partial<SeedGame> = {}) => {
    let unique = name;
    for (let n = 2; used.has(`${vendor}/${unique}`); n++) unique = `${name} ${n}`;
    used.add(`${vendor}/${unique}`);
    const k = games.length;
    const freeTrial = ['RNG', 'FISH', 'PVP'].includes(type) && random() < 0.45;
    games.push({
      game_id: `${vendor}-${1000 + k}`,
      game_code: `${slug(vendor)}_${slug(unique)}`,
      name: unique,
      game_type: type,
      game_classify: classify,
      vassalage: vendor,
      room_id: type === 'LIVE' ? `T${between(random, 1, 40)}` : '',
      support_play: freeTrial ? 0 : 1,
      min_bet: type === 'SPORTS' ? 1 : pick(random, MIN_BETS),
      min_line: type === 'RNG' ? pick(random, LINES) : 1,
      lotto_mode: '',
      ...extra,
    });
  };

  // Fixed parts: sports books, e-sports, cockfight, lotteries (a few lobby entries each).
  for (const v of ['SBO', 'SABA']) for (const n of ['Sportsbook', 'Virtual Sports', 'Live Betting']) add(v, 'SPORTS', `${NAMES[v]} ${n}`, 'SPORTBOOK');
  for (const v of brand.games.esportVendors) add(v, 'SPORTS', `${NAMES[v] ?? v} Arena`, 'ESPORTS');
  for (const v of brand.games.cockfightVendors) add(v, 'SPORTS', `${NAMES[v] ?? v} Cockfight`, 'COCKFIGHT');
  const lottVendor = brand.games.lotteryVendors.includes('LOTT') ? 'LOTT' : (brand.games.lotteryVendors[0] ?? 'LOTT');
  for (const n of LOTTERY) add(lottVendor, 'LOTT', n, 'LOTTERY', { lotto_mode: random() < 0.5 ? 'Tradition,Entertainment' : 'Tradition' });
  for (const v of brand.games.lotteryVendors.filter((v) => v !== lottVendor)) {
    for (const [n, classify] of ELOTTERY[v] ?? [
      [`${v} Lotto`, 'LOTTERY'],
      [`${v} Quick`, 'NUMERO'],
    ])
      add(v, 'ELOTT', n, classify, { lotto_mode: 'Tradition,Entertainment' });
  }
  for (const v of brand.games.inHouseVendors)
    for (let i = 0; i < 6; i++) add(v, 'RNG', `${pick(random, ADJECTIVES)} ${['Crash', 'Mines', 'Plinko', 'Dice', 'Limbo', 'Hilo'][i]}`, 'SLOT');

  // The bulk: weighted vendor-type pairs until the count is reached.
  const bulk = BULK.filter(([v]) => NAMES[v]);
  const total = bulk.reduce((n, [, , w]) => n + w, 0);
  for (let i = 0; games.length < count; i++) {
    // Every pair gets its first games in turn, then the weights decide.
    let [vendor, type] = bulk[i % bulk.length]!;
    if (i >= bulk.length * 3) {
      let r = random() * total;
      for (const [v, t, w] of bulk) {
        if ((r -= w) > 0) continue;
        vendor = v;
        type = t;
        break;
      }
    }
    if (type === 'RNG') {
      const roll = random();
      const classify = roll < 0.14 ? 'FeatureBuy' : roll < 0.21 ? 'JP' : roll < 0.27 && ['KA', 'JL'].includes(vendor) ? 'BG' : 'SLOT';
      add(vendor, type, classify === 'BG' ? `${pick(random, ADJECTIVES)} Bingo` : `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`, classify);
    } else if (type === 'FISH') add(vendor, type, pick(random, FISH), 'FISH');
    else if (type === 'PVP') add(vendor, type, pick(random, PVP), 'CARD');
    else {
      const [name, classify] = pick(random, LIVE);
      add(vendor, type, name, classify);
    }
  }

  // Popularity order, hot ranks, new flags and maintenance, all from the seeded generator.
  const order = games.map((_, i) => i).sort(() => random() - 0.5);
  const sortOf = new Map(order.map((g, position) => [g, position + 1]));
  const hotCandidates = order.filter((i) => ['RNG', 'FISH', 'LIVE', 'PVP'].includes(games[i]!.game_type)).slice(0, Math.max(30, Math.round(count * 0.06)));
  const hotRank = new Map(hotCandidates.map((g, rank) => [g, rank + 1]));
  const full: SeedGame[] = games.map((g, i) => ({
    ...g,
    node_id: 10001 + i,
    sort: sortOf.get(i)!,
    hot_rank: hotRank.get(i) ?? null,
    is_new: random() < 0.08 || i % 97 === 5 ? 1 : 0,
    // Hot games stay playable; about 2% of the others are under maintenance.
    maintenance: !hotRank.has(i) && random() < 0.02 ? 1 : 0,
  }));

  const vendorKeys = [...new Map(full.map((g) => [`${g.vassalage}/${g.game_type}`, g])).values()];
  const vendors: SeedVendor[] = vendorKeys
    .sort((a, b) => CATEGORY_ORDER.indexOf(a.game_type as never) - CATEGORY_ORDER.indexOf(b.game_type as never))
    .map((g, i) => ({ vassalage: g.vassalage, game_type: g.game_type, display_name: NAMES[g.vassalage] ?? g.vassalage, sort: i + 1 }));
  return { games: full, vendors };
}
