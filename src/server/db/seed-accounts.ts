// Demo accounts of one merchant, one per customer type, each with a wallet
// (src/server/README.md lists them). They share one password hash computed once
// per process, so seeding stays fast at the full scrypt cost.
import type { DatabaseSync } from 'node:sqlite';
import type { BrandConfig } from '../../config/generated/brand.ts';
import { isAgentType } from '../../platform/customer-types.ts';
import { creditBonus, post } from '../services/ledger.ts';
import { between, type Random } from './prng.ts';
import { translations } from './seed-content.ts';

export const DEMO_PASSWORD = 'demo1234';
/** Demo bonuses are released after this many times their amount in stakes. */
const BONUS_TURNOVER = 10;

export interface DemoAccount {
  username: string;
  type: number;
  role: string;
  balance: number;
  bonus: number;
  affiliateCode?: string;
  mobileSuffix?: string;
  vipLevel: number;
  disabled?: boolean;
}

/** Customer types (account spec section 6): 0 member; 1, 2, 41, 42 agents; 4 guest/trial; 40 free demo account. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'demo0', type: 0, role: 'member', balance: 12345.67, bonus: 88, mobileSuffix: '812345670', vipLevel: 2 },
  { username: 'demo1', type: 1, role: 'agent (type 1)', balance: 50000, bonus: 0, affiliateCode: 'AGENT1', mobileSuffix: '812345671', vipLevel: 5 },
  { username: 'demo2', type: 2, role: 'agent (type 2)', balance: 80000, bonus: 500, affiliateCode: 'AGENT2', vipLevel: 6 },
  { username: 'demo4', type: 4, role: 'guest / trial account', balance: 2000, bonus: 0, vipLevel: 0 },
  { username: 'demo40', type: 40, role: 'free demo account (not real)', balance: 1000, bonus: 0, vipLevel: 0 },
  { username: 'demo41', type: 41, role: 'agent (type 41, no contract requests)', balance: 20000, bonus: 0, affiliateCode: 'AGENT41', vipLevel: 3 },
  { username: 'demo42', type: 42, role: 'agent (type 42, no contract requests)', balance: 20000, bonus: 0, affiliateCode: 'AGENT42', vipLevel: 3 },
  { username: 'demoblocked', type: 0, role: 'disabled member', balance: 10, bonus: 0, vipLevel: 0, disabled: true },
];

const TEAM_SIZE = 12;

export function seedAccounts(db: DatabaseSync, brand: BrandConfig, passwordHash: string, now: number, random: Random, nodeIds: number[]): void {
  const merchant = brand.merchantCode;
  const dialing = brand.rules.dialingCodes[0]?.code ?? '+66';
  const insert = db.prepare(
    `INSERT INTO accounts (merchant, username, username_key, mobile, email, nickname, type, password_hash, payment_password_hash, disabled, affiliate_code, parent_id, vip_level, vip_completed, chat_unread, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const wallet = db.prepare('INSERT INTO wallets (account_id, main_cents, bonus_cents) VALUES (?, ?, ?)');
  const inbox = db.prepare('INSERT INTO inbox_messages (account_id, i18n, read, created_at) VALUES (?, ?, ?, ?)');
  const contract = db.prepare('INSERT INTO agent_contracts (account_id, kind, status, tiers) VALUES (?, ?, ?, ?)');
  const favourite = db.prepare('INSERT INTO favourites (account_id, node_id, created_at) VALUES (?, ?, ?)');
  const recent = db.prepare('INSERT INTO recent_games (account_id, node_id, played_at) VALUES (?, ?, ?)');

  const ids = new Map<string, number>();
  for (const a of DEMO_ACCOUNTS) {
    const id = Number(
      insert.run(
        merchant,
        a.username,
        a.username,
        a.mobileSuffix ? dialing + a.mobileSuffix : null,
        `${a.username}@demo.lobbykit.dev`,
        a.username === 'demo0' ? 'Demo Player' : '',
        a.type,
        passwordHash,
        passwordHash,
        a.disabled ? 1 : 0,
        a.affiliateCode ?? null,
        null,
        a.vipLevel,
        a.vipLevel ? 2 : 0,
        a.type === 0 ? 2 : 0,
        now - 90 * 86_400_000,
      ).lastInsertRowid,
    );
    ids.set(a.username, id);
    wallet.run(id, 0, 0);
    post(db, id, 'main', 'opening', Math.round(a.balance * 100), 'seed', now);
    // A demo bonus is held until ten times its amount has been staked, so the withdrawal page shows a hold.
    if (a.bonus) creditBonus(db, id, 'Welcome bonus', Math.round(a.bonus * 100), Math.round(a.bonus * 100) * BONUS_TURNOVER, now);
    for (const [i, key] of (['welcome', 'bonus', 'security'] as const).entries()) {
      inbox.run(id, JSON.stringify(translations(brand, (c) => c.inbox[key])), i === 2 ? 1 : 0, now - (i + 1) * 3_600_000);
    }
    if (isAgentType(a.type)) {
      contract.run(
        id,
        'salary',
        a.type === 1 || a.type === 2 ? 'active' : 'none',
        JSON.stringify([1, 2, 3].map((level) => ({ level, minBet: level * 10000, activeMembers: level * 5, salary: level * 150 }))),
      );
      contract.run(
        id,
        'dividend',
        a.type === 2 ? 'active' : 'pending',
        JSON.stringify([1, 2, 3].map((level) => ({ level, minLoss: level * 20000, activeMembers: level * 5, ratio: 0.1 * level }))),
      );
    }
  }
  db.prepare('UPDATE accounts SET parent_id = ? WHERE id = ?').run(ids.get('demo1')!, ids.get('demo0')!);

  // demo1's downline, for the team KPI. They have no password (they cannot log in).
  for (let i = 1; i <= TEAM_SIZE; i++) {
    const name = `team${String(i).padStart(2, '0')}`;
    const id = Number(
      insert.run(
        merchant,
        name,
        name,
        null,
        '',
        '',
        0,
        null,
        null,
        0,
        null,
        ids.get('demo1')!,
        between(random, 0, 3),
        0,
        0,
        now - between(random, 1, 60) * 86_400_000,
      ).lastInsertRowid,
    );
    wallet.run(id, 0, 0);
    post(db, id, 'main', 'opening', between(random, 10_000, 500_000), 'seed', now);
  }

  // A few favourites and recent games, so demo0's lists are not empty on a first visit.
  const demo0 = ids.get('demo0')!;
  for (const [i, node] of nodeIds.slice(0, 5).entries()) favourite.run(demo0, node, now - i * 60_000);
  for (const [i, node] of nodeIds.slice(5, 8).entries()) recent.run(demo0, node, now - i * 60_000);
}
