// Seeds every merchant the database does not know yet: one merchant per brand,
// keyed by its merchantCode. The content is deterministic per merchant code
// (seeded generator), and dates are relative to the moment of seeding so the
// promotions are current. A merchant is seeded once; `--reset` starts over.
import type { DatabaseSync } from 'node:sqlite';
import type { BrandConfig } from '../../config/generated/brand.ts';
import { transaction } from './open-database.ts';
import { between, pick, seededRandom } from './prng.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedAnnouncements } from './seed-announcements.ts';
import { seedGames } from './seed-games.ts';

const ANCHORS = ['Mint', 'Luna', 'Nova', 'Sky', 'Kira', 'Joy', 'Aria', 'Mei', 'Lila', 'Yuki', 'Nana', 'Rose'];
const VIP_CONDITIONS = [0, 3, 5, 8, 10, 12, 15];

export function seedMerchant(db: DatabaseSync, brand: BrandConfig, options: { games: number; passwordHash: string; now: number }): void {
  const merchant = brand.merchantCode;
  const random = seededRandom(`lobbykit:${merchant}`);
  const { now } = options;
  transaction(db, () => {
    db.prepare('INSERT INTO merchants (code, brand_id, seed_games, seeded_at) VALUES (?, ?, ?, ?)').run(merchant, brand.id, options.games, now);

    const { games, vendors } = seedGames(brand, options.games, random);
    const insertVendor = db.prepare(
      'INSERT INTO vendors (merchant, vassalage, game_type, display_name, freeplay, maintenance, sort) VALUES (?, ?, ?, ?, ?, 0, ?)',
    );
    for (const v of vendors) {
      const freeplay = games.some((g) => g.vassalage === v.vassalage && g.game_type === v.game_type && g.support_play === 0) ? 1 : 0;
      insertVendor.run(merchant, v.vassalage, v.game_type, v.display_name, freeplay, v.sort);
    }
    const insertGame = db.prepare(
      `INSERT INTO games (merchant, node_id, game_id, game_code, name, name_key, game_type, game_classify, vassalage, room_id, is_new, hot_rank, support_play, maintenance, min_bet, min_line, lotto_mode, is_h5, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
    );
    for (const g of games) {
      insertGame.run(
        merchant,
        g.node_id,
        g.game_id,
        g.game_code,
        g.name,
        g.name.toLowerCase(),
        g.game_type,
        g.game_classify,
        g.vassalage,
        g.room_id,
        g.is_new,
        g.hot_rank,
        g.support_play,
        g.maintenance,
        g.min_bet,
        g.min_line,
        g.lotto_mode,
        g.sort,
      );
    }

    // Winners: wins on slots, fish and live games over the last two days.
    const winnable = games.filter((g) => ['RNG', 'FISH', 'LIVE'].includes(g.game_type));
    const insertWinner = db.prepare('INSERT INTO winners (merchant, node_id, customer_name, win_cents, won_at) VALUES (?, ?, ?, ?, ?)');
    for (let i = 0; i < 60; i++) {
      const name = `${String.fromCharCode(97 + between(random, 0, 25))}${String.fromCharCode(97 + between(random, 0, 25))}***${between(random, 10, 99)}`;
      const big = i < 12;
      insertWinner.run(
        merchant,
        pick(random, winnable).node_id,
        name,
        big ? between(random, 500_000, 20_000_000) : between(random, 1_000, 300_000),
        now - between(random, 1, 48 * 60) * 60_000,
      );
    }

    const insertAnchor = db.prepare(
      'INSERT INTO anchors (merchant, anchor_id, nickname, online, active, streaming, followers, viewers) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    ANCHORS.forEach((nickname, i) => {
      const active = i < 9 ? 1 : 0;
      const streaming = active && i % 2 === 0 ? 1 : 0;
      insertAnchor.run(
        merchant,
        100 + i,
        nickname,
        streaming || random() < 0.3 ? 1 : 0,
        active,
        streaming,
        between(random, 100, 9000),
        streaming ? between(random, 10, 900) : 0,
      );
    });

    const insertRank = db.prepare('INSERT INTO vip_ranks (merchant, level, label_id, label, conditions) VALUES (?, ?, ?, ?, ?)');
    for (const [level, conditions] of VIP_CONDITIONS.entries()) insertRank.run(merchant, level, `VIP${level}`, `VIP ${level}`, conditions);

    seedAnnouncements(db, brand, now);
    seedAccounts(
      db,
      brand,
      options.passwordHash,
      now,
      random,
      games.filter((g) => !g.maintenance && g.game_type === 'RNG').map((g) => g.node_id),
    );
  });
}

/** Merchant codes already in the database. */
export function seededMerchants(db: DatabaseSync): Set<string> {
  return new Set((db.prepare('SELECT code FROM merchants').all() as { code: string }[]).map((r) => r.code));
}
