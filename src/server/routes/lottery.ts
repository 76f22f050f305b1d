// Lottery calls (game spec section 7): lottery and e-lottery lists, the lottery
// menu, Vietnamese results, numero draws and the lottery launcher. Results and
// draws are generated from the date with the seeded generator: the same day
// always shows the same numbers.
import type { GameItem } from '../../platform/generated/api.ts';
import { sessionOf, type CallContext, type Handlers } from '../context.ts';
import { between, seededRandom } from '../db/prng.ts';
import { ApiError } from '../services/api-error.ts';
import { gameItem, type GameRow } from '../services/game-catalogue.ts';
import { playPageUrl } from '../urls.ts';
import { rememberLaunch } from './player-games.ts';

const PROVINCES: { province: string; region: 'north' | 'central' | 'south' }[] = [
  { province: 'Ha Noi', region: 'north' },
  { province: 'Da Nang', region: 'central' },
  { province: 'Khanh Hoa', region: 'central' },
  { province: 'TP. Ho Chi Minh', region: 'south' },
  { province: 'Dong Thap', region: 'south' },
  { province: 'Ca Mau', region: 'south' },
];
/** Prize name, how many numbers, how many digits each. */
const PRIZES: [string, number, number][] = [
  ['DB', 1, 6],
  ['G1', 1, 5],
  ['G2', 1, 5],
  ['G3', 2, 5],
  ['G4', 7, 5],
  ['G5', 1, 4],
  ['G6', 3, 4],
  ['G7', 1, 3],
  ['G8', 1, 2],
];

const digits = (random: () => number, n: number) => Array.from({ length: n }, () => String(between(random, 0, 9))).join('');

function gamesOfType(ctx: CallContext, type: 'LOTT' | 'ELOTT'): GameItem[] {
  const rows = ctx.platform.db
    .prepare('SELECT * FROM games WHERE merchant = ? AND game_type = ? ORDER BY sort, node_id')
    .all(ctx.merchant.code, type) as unknown as GameRow[];
  return rows.map((r) => gameItem(r, ctx.origin, ctx.merchant.code));
}

function prizeModeOf(vendor: string, type: string): 'Lott' | 'Elott' | 'SEA' {
  if (vendor === 'TCG_SEA') return 'SEA';
  return type === 'ELOTT' ? 'Elott' : 'Lott';
}

export const lotteryHandlers: Pick<Handlers, 'lotteryList' | 'eLotteryList' | 'lotteryMenu' | 'vnLotteryResults' | 'numero' | 'launchLottery'> = {
  lotteryList: (_input, ctx) => gamesOfType(ctx, 'LOTT'),
  eLotteryList: (_input, ctx) => gamesOfType(ctx, 'ELOTT'),

  lotteryMenu: (_input, ctx) => {
    const rows = ctx.platform.db
      .prepare(
        `SELECT v.vassalage, v.display_name, v.game_type, COUNT(g.node_id) AS n, MAX(instr(g.lotto_mode, 'Entertainment') > 0) AS ent
           FROM vendors v JOIN games g ON g.merchant = v.merchant AND g.vassalage = v.vassalage AND g.game_type = v.game_type
          WHERE v.merchant = ? AND v.game_type IN ('LOTT', 'ELOTT') GROUP BY v.vassalage, v.game_type ORDER BY v.sort`,
      )
      .all(ctx.merchant.code) as { vassalage: string; display_name: string; game_type: 'LOTT' | 'ELOTT'; n: number; ent: number }[];
    return rows.map((r) => ({
      vendor: r.vassalage,
      displayName: r.display_name,
      gameType: r.game_type,
      prizeMode: prizeModeOf(r.vassalage, r.game_type),
      playTypes: r.ent ? (['trad', 'ent'] as const).slice() : (['trad'] as const).slice(),
      gameCount: r.n,
    }));
  },

  vnLotteryResults: (input, ctx) => {
    const date = input.date ?? new Date(ctx.platform.now()).toISOString().slice(0, 10);
    if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
      throw new ApiError('request.invalid', `The query parameter "date" must be a real day, YYYY-MM-DD (found ${JSON.stringify(date)}).`, {
        field: 'date',
        reason: 'format',
      });
    }
    const draws = PROVINCES.filter((p) => !input.region || p.region === input.region).map((p) => {
      const random = seededRandom(`vn:${date}:${p.province}`);
      return {
        province: p.province,
        region: p.region,
        prizes: PRIZES.map(([name, count, len]) => ({ name, numbers: Array.from({ length: count }, () => digits(random, len)) })),
      };
    });
    return { date, draws };
  },

  numero: (_input, ctx) => {
    const rows = ctx.platform.db
      .prepare("SELECT * FROM games WHERE merchant = ? AND game_classify = 'NUMERO' ORDER BY sort")
      .all(ctx.merchant.code) as unknown as GameRow[];
    const now = ctx.platform.now();
    return rows.map((r) => {
      const minutes = /5 Min/i.test(r.name) ? 5 : 1;
      const period = minutes * 60_000;
      const drawStart = Math.floor(now / period) * period;
      const random = seededRandom(`numero:${r.game_code}:${drawStart - period}`);
      const day = new Date(drawStart).toISOString().slice(0, 10).replaceAll('-', '');
      return {
        nodeId: r.node_id,
        gameCode: r.game_code,
        name: r.name,
        drawNo: `${day}-${String(Math.floor((drawStart % 86_400_000) / period) + 1).padStart(4, '0')}`,
        closesAt: drawStart + period,
        lastResult: Array.from({ length: 5 }, () => String(between(random, 0, 9))),
      };
    });
  },

  launchLottery: (input, ctx) => {
    const { account } = sessionOf(ctx);
    if (!ctx.brand.games.lotteryVendors.includes(input.vendor))
      throw new ApiError('game.not_found', `${input.vendor} is not a lottery vendor of this site (${ctx.brand.games.lotteryVendors.join(', ')}).`);
    const game = ctx.platform.db
      .prepare('SELECT * FROM games WHERE merchant = ? AND vassalage = ? AND game_code = ?')
      .get(ctx.merchant.code, input.vendor, input.gameCode) as GameRow | undefined;
    if (!game) throw new ApiError('game.not_found', `Vendor ${input.vendor} has no game ${JSON.stringify(input.gameCode.slice(0, 64))}.`);
    if (game.maintenance) throw new ApiError('game.maintenance');
    const token = rememberLaunch(ctx, {
      accountId: account.id,
      nodeId: game.node_id,
      lottery: { vendor: input.vendor, gameCode: input.gameCode, prizeMode: input.prizeMode, playType: input.playType },
      freePlay: false,
    });
    return { url: playPageUrl(ctx.origin, token) };
  },
};
