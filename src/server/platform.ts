// Everything a request handler may use, built once per server: the database,
// the merchants (one per brand), sessions, codes, captchas, the outbox, payload
// encryption, rate limits and image caches.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { BrandConfig } from '../config/generated/brand.ts';
import { ROOT } from '../config/schema-files.ts';
import { openDatabase } from './db/open-database.ts';
import { DEMO_PASSWORD } from './db/seed-accounts.ts';
import { seedMerchant, seededMerchants } from './db/seed.ts';
import { Captchas } from './services/captchas.ts';
import { GameCatalogue } from './services/game-catalogue.ts';
import { ImageCache } from './services/images.ts';
import { LoginGuard } from './services/login-guard.ts';
import { Outbox } from './services/outbox.ts';
import { DESIGN_COST, sharedHash, TEST_COST, type ScryptCost } from './services/passwords.ts';
import { PayloadCrypto } from './services/payload-crypto.ts';
import { RateLimiter } from './services/rate-limit.ts';
import { ResponseCache } from './services/response-cache.ts';
import { hmacSecret, rsaKeys } from './services/secrets.ts';
import { UploadGate } from './services/upload-gate.ts';
import { Sessions } from './services/sessions.ts';
import { VerificationCodes } from './services/verification-codes.ts';
import { MonitoringStore } from './services/monitoring-store.ts';

export interface PlatformOptions {
  /** Validated brand configs; each becomes one merchant (keyed by merchantCode). */
  brands: BrandConfig[];
  /** SQLite file (var/platform.sqlite for `npm run platform`), or ':memory:' in tests. */
  dbPath: string;
  /** Fastify's request log. Default off. */
  logger?: boolean;
  /**
   * Development-only calls under /api/dev (read the SMS/e-mail outbox and captcha
   * answers, switch maintenance and region restriction) and the demo game and
   * chat pages. Off unless asked for: `npm start` and tests ask, `npm run
   * platform` only with --dev-tools, and only on a loopback address.
   */
  devTools?: boolean;
  /** Games seeded per merchant (at least 600 by default; the benchmark uses 10000). Only used when a merchant is seeded for the first time. */
  seedGames?: number;
  /** TESTS ONLY: scrypt at N=2^10 instead of the 2^17 of src/server/README.md (Security), so suites that log in many times stay fast. */
  unsafeFastPasswordHashing?: boolean;
  /** The clock (tests move it to expire codes and sessions). */
  now?: () => number;
  /** Where uploaded images go; outside any web root. Default var/uploads, or a temp folder with an in-memory database. */
  uploadDir?: string;
  /** Check every success answer against its response schema and fail loudly (tests). */
  checkResponses?: boolean;
  /** Print each error players' browsers report (monitoringReport), one line each, for developers. Only with devTools. */
  echoReports?: boolean;
  /** Print each dev-outbox message (SMS and e-mail codes) to the console, for developers registering by hand. Only with devTools. */
  echoOutbox?: boolean;
  /**
   * Proxies whose X-Forwarded-For gives the client's address (addresses, CIDR
   * ranges, or loopback/linklocal/uniquelocal; trust-proxy.ts). Every
   * per-address limit and the region check use that address. Default: none, so
   * the header is ignored and each connection's own address counts.
   */
  trustProxy?: readonly string[];
  /** TESTS ONLY: multiplies the per-address limits (registrations, SMS, trials), because a browser suite signs up every player from 127.0.0.1. Default 1. */
  rateLimitScale?: number;
}

export const DEFAULT_SEED_GAMES = 600;

export interface Merchant {
  code: string;
  brand: BrandConfig;
  maintenance: boolean;
  regionRestriction: boolean;
}

/** A game launch waiting to be opened by its demo page. */
export interface Launch {
  merchant: string;
  accountId: number;
  nodeId: number | undefined;
  lottery?: { vendor: string; gameCode: string; prizeMode: string; playType: string };
  freePlay: boolean;
  expiresAt: number;
}

export interface Platform {
  db: DatabaseSync;
  now: () => number;
  devTools: boolean;
  checkResponses: boolean;
  rateLimitScale: number;
  passwordCost: ScryptCost;
  merchants: Map<string, Merchant>;
  games: GameCatalogue;
  /** Whole answers of the catalogue calls. */
  responses: ResponseCache;
  sessions: Sessions;
  loginGuard: LoginGuard;
  codes: VerificationCodes;
  captchas: Captchas;
  outbox: Outbox;
  payloadCrypto: PayloadCrypto;
  limiter: RateLimiter;
  /** What players' browsers reported (monitoringReport). */
  monitoring: MonitoringStore;
  images: ImageCache;
  /** One reward request in the works per member, and a bound on pictures decoded at once. */
  uploads: UploadGate;
  uploadDir: string;
  /** Launch tokens of the demo game pages, in memory (they live 10 minutes). */
  launches: Map<string, Launch>;
  /** Trial names reserved by the trial account call, with their expiry. */
  trialNames: Map<string, number>;
  setSwitches(code: string, switches: { maintenance?: boolean; regionRestriction?: boolean }): Merchant;
  /**
   * The brands served from now on (npm start calls it when a brand folder is added, changed, renamed or
   * removed): a merchant code met for the first time is seeded with the same demo content as the
   * others; a brand gone takes its merchant out of service (its rows stay, for when it comes back).
   */
  setBrands(brands: readonly BrandConfig[]): Promise<void>;
  close(): void;
}

export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const now = options.now ?? Date.now;
  const inMemory = options.dbPath === ':memory:';
  const db = openDatabase(options.dbPath);
  const passwordCost = options.unsafeFastPasswordHashing ? TEST_COST : DESIGN_COST;

  const merchants = new Map<string, Merchant>();
  const responses = new ResponseCache();
  /** Seeds the merchants the database has not met, then serves exactly `brands`. */
  const setBrands = async (brands: readonly BrandConfig[]) => {
    const known = seededMerchants(db);
    const missing = brands.filter((b) => !known.has(b.merchantCode));
    if (missing.length) {
      const passwordHash = await sharedHash('demo', DEMO_PASSWORD, passwordCost);
      for (const brand of missing) seedMerchant(db, brand, { games: options.seedGames ?? DEFAULT_SEED_GAMES, passwordHash, now: now() });
    }
    const codes = new Set(brands.map((b) => b.merchantCode));
    for (const code of merchants.keys()) if (!codes.has(code)) merchants.delete(code);
    for (const brand of brands) {
      const row = db.prepare('SELECT maintenance, region_restriction FROM merchants WHERE code = ?').get(brand.merchantCode) as {
        maintenance: number;
        region_restriction: number;
      };
      merchants.set(brand.merchantCode, {
        code: brand.merchantCode,
        brand,
        maintenance: row.maintenance === 1,
        regionRestriction: row.region_restriction === 1,
      });
    }
    // Cached answers were made from the brands as they were (their languages, their menus).
    responses.clear();
  };
  await setBrands(options.brands);

  // An in-memory database gets a temporary upload folder that goes with it.
  const tempUploads = !options.uploadDir && inMemory ? mkdtempSync(join(tmpdir(), 'lobbykit-uploads-')) : undefined;
  const secret = hmacSecret(db, now());
  const devTools = options.devTools ?? false;
  const outbox = new Outbox(devTools);
  if (devTools && options.echoOutbox) outbox.onMessage = (m) => console.log(`[dev outbox] ${m.channel} to ${m.to} (${m.merchant}): ${m.text}`);
  const monitoring = new MonitoringStore(db, now);
  if (devTools && options.echoReports)
    monitoring.onError = (merchant, e) =>
      console.log(`[monitoring] ${merchant} ${e.source} error on ${e.route} (${e.lng}, build ${e.build || '-'}): ${e.message}`);
  return {
    db,
    now,
    devTools,
    rateLimitScale: options.rateLimitScale ?? 1,
    checkResponses: options.checkResponses ?? false,
    passwordCost,
    merchants,
    games: new GameCatalogue(db),
    responses,
    sessions: new Sessions(db, now),
    loginGuard: new LoginGuard(db, now),
    codes: new VerificationCodes(db, secret, now, outbox),
    captchas: new Captchas(db, secret, now, devTools),
    outbox,
    payloadCrypto: new PayloadCrypto(db, await rsaKeys(db, inMemory, now()), now),
    limiter: new RateLimiter(now),
    monitoring,
    images: new ImageCache(),
    uploads: new UploadGate(),
    uploadDir: options.uploadDir ?? tempUploads ?? join(ROOT, 'var', 'uploads'),
    launches: new Map(),
    trialNames: new Map(),
    setSwitches(code, switches) {
      const merchant = merchants.get(code);
      if (!merchant) throw new Error(`No merchant ${code}`);
      if (switches.maintenance !== undefined) merchant.maintenance = switches.maintenance;
      if (switches.regionRestriction !== undefined) merchant.regionRestriction = switches.regionRestriction;
      db.prepare('UPDATE merchants SET maintenance = ?, region_restriction = ? WHERE code = ?').run(
        merchant.maintenance ? 1 : 0,
        merchant.regionRestriction ? 1 : 0,
        code,
      );
      return merchant;
    },
    setBrands,
    close() {
      if (db.isOpen) db.close();
      if (tempUploads) rmSync(tempUploads, { recursive: true, force: true });
    },
  };
}
