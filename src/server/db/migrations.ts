// Schema migrations, applied in order at every start. PRAGMA user_version holds
// the number of migrations already applied, so a file database upgrades in
// place; `npm run platform -- --reset` deletes it instead.
import type { DatabaseSync } from 'node:sqlite';

const MIGRATIONS: readonly string[] = [
  // 1: everything the reference platform stores.
  `
  CREATE TABLE merchants (
    code TEXT PRIMARY KEY,
    brand_id TEXT NOT NULL,
    maintenance INTEGER NOT NULL DEFAULT 0,
    region_restriction INTEGER NOT NULL DEFAULT 0,
    seed_games INTEGER NOT NULL,
    seeded_at INTEGER NOT NULL
  );

  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL REFERENCES merchants(code),
    username TEXT NOT NULL,
    username_key TEXT NOT NULL,               -- lower case: names are unique regardless of case
    mobile TEXT,                              -- dialling code and digits, '+66812345678'
    email TEXT NOT NULL DEFAULT '',
    nickname TEXT NOT NULL DEFAULT '',
    type INTEGER NOT NULL,
    password_hash TEXT,                       -- NULL: no password (trial, or mobile-only registration)
    payment_password_hash TEXT,
    head_icon TEXT NOT NULL DEFAULT '1',
    disabled INTEGER NOT NULL DEFAULT 0,
    affiliate_code TEXT,                      -- agents' invitation code
    parent_id INTEGER REFERENCES accounts(id),
    profile TEXT NOT NULL DEFAULT '{}',       -- the other registration fields, JSON
    vip_level INTEGER NOT NULL DEFAULT 0,
    vip_completed INTEGER NOT NULL DEFAULT 0,
    chat_unread INTEGER NOT NULL DEFAULT 0,
    logins INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    expires_at INTEGER                        -- trial accounts end
  );
  CREATE UNIQUE INDEX accounts_name ON accounts(merchant, username_key);
  CREATE UNIQUE INDEX accounts_mobile ON accounts(merchant, mobile) WHERE mobile IS NOT NULL;
  CREATE UNIQUE INDEX accounts_affiliate ON accounts(merchant, affiliate_code) WHERE affiliate_code IS NOT NULL;
  CREATE INDEX accounts_parent ON accounts(parent_id);

  CREATE TABLE wallets (
    account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    main_cents INTEGER NOT NULL,
    bonus_cents INTEGER NOT NULL
  );

  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,              -- SHA-256 of the token: a copied database holds no usable token
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    merchant TEXT NOT NULL,
    device TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
  );
  CREATE INDEX sessions_account ON sessions(account_id);

  CREATE TABLE login_failures (merchant TEXT NOT NULL, name_key TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX login_failures_name ON login_failures(merchant, name_key, at);

  CREATE TABLE captchas (key TEXT PRIMARY KEY, merchant TEXT NOT NULL, answer_hash TEXT NOT NULL, expires_at INTEGER NOT NULL);

  CREATE TABLE codes (
    merchant TEXT NOT NULL,
    purpose TEXT NOT NULL,                    -- register, login, reset, email-reset
    target TEXT NOT NULL,                     -- the mobile number or the account name
    code_hash TEXT NOT NULL,                  -- HMAC-SHA-256: the code itself is only in the dev outbox
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (merchant, purpose, target)
  );

  CREATE TABLE nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
  CREATE INDEX nonces_expiry ON nonces(expires_at);

  CREATE TABLE server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at INTEGER NOT NULL);

  CREATE TABLE vendors (
    merchant TEXT NOT NULL,
    vassalage TEXT NOT NULL,
    game_type TEXT NOT NULL,
    display_name TEXT NOT NULL,
    freeplay INTEGER NOT NULL,
    maintenance INTEGER NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant, vassalage, game_type)
  );

  CREATE TABLE games (
    merchant TEXT NOT NULL,
    node_id INTEGER NOT NULL,
    game_id TEXT NOT NULL,
    game_code TEXT NOT NULL,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,                   -- lower case, for the name search
    game_type TEXT NOT NULL,
    game_classify TEXT NOT NULL,
    vassalage TEXT NOT NULL,
    room_id TEXT NOT NULL,
    is_new INTEGER NOT NULL,
    hot_rank INTEGER,                         -- NULL: not hot
    support_play INTEGER NOT NULL,            -- 0: free trial available
    maintenance INTEGER NOT NULL,
    min_bet REAL NOT NULL,
    min_line INTEGER NOT NULL,
    lotto_mode TEXT NOT NULL,
    is_h5 INTEGER NOT NULL,
    sort INTEGER NOT NULL,
    PRIMARY KEY (merchant, node_id)
  );
  CREATE INDEX games_sort ON games(merchant, sort);
  CREATE INDEX games_type ON games(merchant, game_type, sort);
  CREATE INDEX games_vendor ON games(merchant, vassalage, sort);
  CREATE INDEX games_hot ON games(merchant, hot_rank) WHERE hot_rank IS NOT NULL;
  CREATE INDEX games_new ON games(merchant, is_new, sort);

  CREATE TABLE favourites (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    node_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, node_id)
  );
  CREATE TABLE recent_games (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    node_id INTEGER NOT NULL,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, node_id)
  );

  CREATE TABLE banners (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL,
    group_name TEXT NOT NULL,
    i18n TEXT NOT NULL,                       -- {"en": "title", "th": ...}
    linkage TEXT NOT NULL,
    sort INTEGER NOT NULL
  );
  CREATE INDEX banners_group ON banners(merchant, group_name, sort);

  CREATE TABLE promotion_categories (id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, i18n TEXT NOT NULL, sort INTEGER NOT NULL);

  CREATE TABLE announcements (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL,
    kind TEXT NOT NULL,                       -- PR promotion, PL player notice, PU popup, H hot
    i18n TEXT NOT NULL,                       -- {"en": {"title": ..., "content": ...}, ...}
    start_date INTEGER NOT NULL,
    end_date INTEGER,
    no_expiry INTEGER NOT NULL DEFAULT 0,
    execution TEXT,                           -- popups: A players, B visitors
    promo_kind TEXT,                          -- promotions: promotion, tournament, signup
    category_ids TEXT NOT NULL DEFAULT '[]',
    image_count INTEGER NOT NULL DEFAULT 0,
    image_required TEXT NOT NULL DEFAULT 'N',
    remark_required TEXT NOT NULL DEFAULT 'N',
    sort INTEGER NOT NULL
  );
  CREATE INDEX announcements_kind ON announcements(merchant, kind, sort);
  CREATE TABLE announcement_reads (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    announcement_id INTEGER NOT NULL REFERENCES announcements(id),
    read_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, announcement_id)
  );

  CREATE TABLE help_items (merchant TEXT NOT NULL, tag TEXT NOT NULL, i18n TEXT NOT NULL, sort INTEGER NOT NULL, PRIMARY KEY (merchant, tag));

  CREATE TABLE winners (id INTEGER PRIMARY KEY, merchant TEXT NOT NULL, node_id INTEGER NOT NULL, customer_name TEXT NOT NULL, win_cents INTEGER NOT NULL, won_at INTEGER NOT NULL);
  CREATE INDEX winners_merchant ON winners(merchant, won_at);

  CREATE TABLE reward_requests (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    promotion_id INTEGER NOT NULL REFERENCES announcements(id),
    remarks TEXT NOT NULL,
    pictures TEXT NOT NULL,                   -- JSON list of stored file names (var/uploads)
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE promotion_joins (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    promotion_id INTEGER NOT NULL REFERENCES announcements(id),
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (account_id, promotion_id)
  );
  CREATE TABLE feedback (id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE, category TEXT NOT NULL, content TEXT NOT NULL, created_at INTEGER NOT NULL);
  CREATE TABLE inbox_messages (id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE, i18n TEXT NOT NULL, read INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
  CREATE INDEX inbox_account ON inbox_messages(account_id, read);

  -- Chat anchors; the live models are the anchors that are active.
  CREATE TABLE anchors (merchant TEXT NOT NULL, anchor_id INTEGER NOT NULL, nickname TEXT NOT NULL, online INTEGER NOT NULL, active INTEGER NOT NULL, streaming INTEGER NOT NULL, followers INTEGER NOT NULL, viewers INTEGER NOT NULL, PRIMARY KEY (merchant, anchor_id));
  CREATE TABLE anchor_follows (account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE, anchor_id INTEGER NOT NULL, PRIMARY KEY (account_id, anchor_id));

  CREATE TABLE vip_ranks (merchant TEXT NOT NULL, level INTEGER NOT NULL, label_id TEXT NOT NULL, label TEXT NOT NULL, conditions INTEGER NOT NULL, PRIMARY KEY (merchant, level));

  CREATE TABLE agent_contracts (account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE, kind TEXT NOT NULL, status TEXT NOT NULL, tiers TEXT NOT NULL, PRIMARY KEY (account_id, kind));
  `,
  // 2: what players' browsers reported (the monitoringReport call, services/monitoring-store.ts).
  `
  CREATE TABLE monitoring_reports (
    id INTEGER PRIMARY KEY,
    merchant TEXT NOT NULL,
    kind TEXT NOT NULL,                       -- error or vital
    name TEXT NOT NULL,                       -- the error's source, or the vital's name
    message TEXT NOT NULL,                    -- the error's message, or the vital's attribution
    detail TEXT NOT NULL,                     -- JSON: stack and component stack, or value and rating
    route TEXT NOT NULL,
    lng TEXT NOT NULL,
    build TEXT NOT NULL,
    ip TEXT NOT NULL,
    received_at INTEGER NOT NULL
  );
  CREATE INDEX monitoring_by_merchant ON monitoring_reports(merchant, received_at);
  `,
  // 3: the cashier and safer play (issue 37). Every movement of money is one
  // ledger row; wallets hold the running sums, written in the same transaction
  // (services/ledger.ts), so a wallet always equals the sum of its rows.
  `
  CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    wallet TEXT NOT NULL CHECK (wallet IN ('main', 'bonus')),
    kind TEXT NOT NULL,                       -- opening, deposit, deposit_fee, withdrawal, withdrawal_fee, withdrawal_refund, bonus, stake, win
    amount_cents INTEGER NOT NULL,            -- signed: credits positive, debits negative
    ref TEXT NOT NULL DEFAULT '',             -- the order, withdrawal, round or bonus it belongs to
    at INTEGER NOT NULL
  );
  CREATE INDEX ledger_account ON ledger(account_id, kind, at);
  INSERT INTO ledger (account_id, wallet, kind, amount_cents, at) SELECT account_id, 'main', 'opening', main_cents, 0 FROM wallets;
  INSERT INTO ledger (account_id, wallet, kind, amount_cents, at) SELECT account_id, 'bonus', 'opening', bonus_cents, 0 FROM wallets WHERE bonus_cents != 0;

  CREATE TABLE deposit_orders (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    method_id TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    fee_cents INTEGER NOT NULL,
    status TEXT NOT NULL,                     -- pending, paid, failed, expired
    reason TEXT NOT NULL DEFAULT '',
    idempotency_key TEXT NOT NULL,
    request_hash TEXT NOT NULL,               -- what the key first asked for: the same key with another request is refused
    provider_token TEXT NOT NULL UNIQUE,      -- the simulated provider's page for this order
    return_url TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    paid_at INTEGER,
    UNIQUE (account_id, idempotency_key)
  );
  CREATE INDEX deposit_orders_account ON deposit_orders(account_id, created_at);

  CREATE TABLE bank_cards (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    bank_code TEXT NOT NULL,
    account_number TEXT NOT NULL,
    payee_name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    removed_at INTEGER
  );
  CREATE UNIQUE INDEX bank_cards_live ON bank_cards(account_id, bank_code, account_number) WHERE removed_at IS NULL;

  CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    card_id INTEGER NOT NULL REFERENCES bank_cards(id),
    amount_cents INTEGER NOT NULL,
    fee_cents INTEGER NOT NULL,
    status TEXT NOT NULL,                     -- pending, approved, paid, rejected
    reason TEXT NOT NULL DEFAULT '',
    idempotency_key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (account_id, idempotency_key)
  );
  CREATE INDEX withdrawals_account ON withdrawals(account_id, created_at);

  -- Bonuses whose turnover is not met yet hold part of the balance back from withdrawal.
  CREATE TABLE bonus_holds (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    source TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    turnover_required_cents INTEGER NOT NULL,
    turnover_done_cents INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    released_at INTEGER
  );
  CREATE INDEX bonus_holds_account ON bonus_holds(account_id) WHERE released_at IS NULL;

  CREATE TABLE game_rounds (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    node_id INTEGER,
    game_name TEXT NOT NULL,
    stake_cents INTEGER NOT NULL,
    win_cents INTEGER NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX game_rounds_account ON game_rounds(account_id, at);

  CREATE TABLE safer_limits (
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,                       -- deposit, loss
    period TEXT NOT NULL,                     -- day, week, month
    amount_cents INTEGER,                     -- NULL: no limit
    pending INTEGER NOT NULL DEFAULT 0,       -- 1: a raise or removal waits for effective_at
    pending_amount_cents INTEGER,
    effective_at INTEGER,
    PRIMARY KEY (account_id, kind, period)
  );
  CREATE TABLE safer_settings (account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE, reality_minutes INTEGER NOT NULL);
  CREATE TABLE breaks (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,                       -- timeOut, selfExclusion
    until INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX breaks_account ON breaks(account_id, until);
  `,
];

export function migrate(db: DatabaseSync): number {
  const { user_version: current } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  for (let i = current; i < MIGRATIONS.length; i++) {
    db.exec('BEGIN');
    try {
      db.exec(MIGRATIONS[i]!);
      db.exec(`PRAGMA user_version = ${i + 1}`);
      db.exec('COMMIT');
    } catch (e) {
      db.exec('ROLLBACK');
      throw new Error(`Database migration ${i + 1} failed: ${(e as Error).message}. Recreate the database with \`npm run platform -- --reset\`.`);
    }
  }
  return MIGRATIONS.length;
}
