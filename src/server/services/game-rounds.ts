// One round of a demo game (the demo game page's button, with dev tools): the
// stake is checked against the loss limits and any break, taken, the win paid,
// the turnover counted towards bonus holds and the round recorded, all in one
// transaction. A real platform gets rounds from its game providers.
import { randomInt } from 'node:crypto';
import { transaction } from '../db/open-database.ts';
import type { Platform } from '../platform.ts';
import { ApiError } from './api-error.ts';
import { countTurnover, debit, post } from './ledger.ts';
import { checkLimits, refuseDuringBreak } from './safer-play.ts';

export const MAX_STAKE_CENTS = 1_000_00;

/** Win multipliers in tenths, drawn with equal chance: returns about 96% of stakes. */
const PAYTABLE = [0, 0, 0, 0, 0, 5, 10, 15, 20, 30, 50, 100] as const;

export interface Round {
  roundId: number;
  stake: number;
  win: number;
}

export function playRound(platform: Platform, merchant: string, accountId: number, nodeId: number | undefined, stake: number): Round {
  if (!Number.isSafeInteger(stake) || stake < 1 || stake > MAX_STAKE_CENTS)
    throw new ApiError('request.invalid', `A stake is 1 to ${MAX_STAKE_CENTS} cents.`, { field: 'stake', reason: 'format' });
  const brand = platform.merchants.get(merchant)?.brand;
  const game = nodeId === undefined ? undefined : platform.games.one(merchant, nodeId);
  return transaction(platform.db, () => {
    const now = platform.now();
    refuseDuringBreak(platform.db, accountId, now);
    if (brand) checkLimits(platform.db, brand, accountId, 'loss', stake, now);
    const win = Math.floor((stake * PAYTABLE[randomInt(PAYTABLE.length)]!) / 10);
    const roundId = Number(
      platform.db
        .prepare('INSERT INTO game_rounds (account_id, node_id, game_name, stake_cents, win_cents, at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(accountId, nodeId ?? null, game?.name ?? 'Demo game', stake, win, now).lastInsertRowid,
    );
    debit(platform.db, accountId, 'stake', stake, `R${roundId}`, now);
    post(platform.db, accountId, 'main', 'win', win, `R${roundId}`, now);
    countTurnover(platform.db, accountId, stake, now);
    return { roundId, stake, win };
  });
}
