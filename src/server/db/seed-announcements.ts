// The demo content of one merchant: promotion categories and promotions (with
// dates, noExpiry, image and remark requirements, tournaments and a sign-up
// mission), player notices, popups for players (execution A) and visitors (B),
// hot announcements, banners for every declared group and banner type, and the
// help items. Texts come from seed-content/<lang>.json in every language there.
import type { DatabaseSync } from 'node:sqlite';
import type { BrandConfig } from '../../config/generated/brand.ts';
import { translations, type SeedContent } from './seed-content.ts';

const DAY = 86_400_000;

type PromotionKey = keyof SeedContent['promotions'];
type CategoryKey = keyof SeedContent['promotionCategories'];

/** Each promotion's behaviour; its texts are in the content files under the same key. */
const PROMOTIONS: {
  key: PromotionKey;
  kind: 'promotion' | 'tournament' | 'signup';
  categories: CategoryKey[];
  startDays: number;
  endDays: number | null;
  image: 'Y' | 'N';
  remark: 'Y' | 'N';
}[] = [
  { key: 'welcome-bonus', kind: 'promotion', categories: ['welcome'], startDays: -30, endDays: null, image: 'N', remark: 'N' },
  { key: 'daily-reload', kind: 'promotion', categories: ['daily'], startDays: -10, endDays: 30, image: 'Y', remark: 'N' },
  { key: 'weekend-cashback', kind: 'promotion', categories: ['daily'], startDays: -5, endDays: 60, image: 'N', remark: 'Y' },
  { key: 'vip-upgrade', kind: 'promotion', categories: ['vip'], startDays: -20, endDays: 90, image: 'Y', remark: 'Y' },
  { key: 'slots-tournament', kind: 'tournament', categories: ['tournament'], startDays: -2, endDays: 7, image: 'N', remark: 'N' },
  { key: 'live-tournament', kind: 'tournament', categories: ['tournament'], startDays: -1, endDays: null, image: 'N', remark: 'N' },
  { key: 'signup-bonus', kind: 'signup', categories: ['welcome'], startDays: -15, endDays: null, image: 'N', remark: 'N' },
  { key: 'referral-reward', kind: 'promotion', categories: ['welcome', 'vip'], startDays: 3, endDays: 40, image: 'N', remark: 'N' },
];

/** Which banner captions each group shows, and where a tap goes. */
const BANNER_CAPTIONS: Record<string, (keyof SeedContent['banners'])[]> = {
  m_home: ['welcome', 'live', 'slots'],
  m_video: ['video', 'live'],
  m_event1: ['event', 'welcome'],
  m_event: ['event', 'slots', 'live'],
  m_reg: ['register'],
  m_login: ['register', 'welcome', 'slots'],
  m_rng: ['slots'],
  m_sports: ['sports', 'esports'],
  m_pvp: ['pvp'],
  m_live: ['live'],
  m_fish: ['fish'],
  m_lott: ['lottery'],
  m_elott: ['lottery'],
  m_download: ['download'],
};
const LINKAGE: Record<keyof SeedContent['banners'], string> = {
  welcome: '/m/activity',
  live: '/m/live-games',
  slots: '/m/slot-games',
  sports: '/m/sport-games',
  esports: '/m/esport-games',
  fish: '/m/fish-games',
  pvp: '/m/pvp-games',
  lottery: '/m/lott',
  download: '/m/download',
  register: '/m/register',
  event: '/m/event',
  video: '',
};

export function seedAnnouncements(db: DatabaseSync, brand: BrandConfig, now: number): void {
  const merchant = brand.merchantCode;

  const categoryId = new Map<string, number>();
  const insertCategory = db.prepare('INSERT INTO promotion_categories (merchant, i18n, sort) VALUES (?, ?, ?)');
  (['all', 'welcome', 'daily', 'vip', 'tournament'] as CategoryKey[]).forEach((key, i) => {
    const id = insertCategory.run(merchant, JSON.stringify(translations(brand, (c) => c.promotionCategories[key])), i + 1).lastInsertRowid;
    categoryId.set(key, Number(id));
  });

  const insert = db.prepare(
    `INSERT INTO announcements (merchant, kind, i18n, start_date, end_date, no_expiry, execution, promo_kind, category_ids, image_count, image_required, remark_required, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  PROMOTIONS.forEach((p, i) => {
    // Every promotion is under "all" too, so the first tab lists everything.
    const ids = ['all', ...p.categories].map((k) => categoryId.get(k)!);
    insert.run(
      merchant,
      'PR',
      JSON.stringify(translations(brand, (c) => c.promotions[p.key])),
      now + p.startDays * DAY,
      p.endDays === null ? null : now + p.endDays * DAY,
      p.endDays === null ? 1 : 0,
      null,
      p.kind,
      JSON.stringify(ids),
      2,
      p.image,
      p.remark,
      i + 1,
    );
  });
  (['maintenance', 'payments', 'responsible', 'app', 'security', 'holiday'] as const).forEach((key, i) => {
    insert.run(
      merchant,
      'PL',
      JSON.stringify(translations(brand, (c) => c.notices[key])),
      now - (i + 1) * 2 * DAY,
      null,
      1,
      null,
      null,
      '[]',
      0,
      'N',
      'N',
      i + 1,
    );
  });
  (
    [
      ['welcome-back', 'A'],
      ['vip-invite', 'A'],
      ['join-now', 'B'],
      ['download-app', 'B'],
    ] as const
  ).forEach(([key, execution], i) => {
    insert.run(merchant, 'PU', JSON.stringify(translations(brand, (c) => c.popups[key])), now - DAY, null, 1, execution, null, '[]', 0, 'N', 'N', i + 1);
  });
  (['jackpot', 'provider', 'results'] as const).forEach((key, i) => {
    insert.run(merchant, 'H', JSON.stringify(translations(brand, (c) => c.hot[key])), now - (i + 1) * DAY, null, 1, null, null, '[]', 0, 'N', 'N', i + 1);
  });

  // Banners for every group the brand declares and every banner type it names.
  const insertBanner = db.prepare('INSERT INTO banners (merchant, group_name, i18n, linkage, sort) VALUES (?, ?, ?, ?, ?)');
  const groups = [...new Set([...Object.keys(brand.banners.groups), ...brand.banners.types])];
  for (const group of groups) {
    (BANNER_CAPTIONS[group] ?? ['welcome']).forEach((caption, i) => {
      insertBanner.run(merchant, group, JSON.stringify(translations(brand, (c) => c.banners[caption])), LINKAGE[caption], i + 1);
    });
  }

  const insertHelp = db.prepare('INSERT INTO help_items (merchant, tag, i18n, sort) VALUES (?, ?, ?, ?)');
  (['terms', 'rules', 'privacy', 'responsible', 'faq', 'deposit'] as const).forEach((tag, i) => {
    insertHelp.run(merchant, tag, JSON.stringify(translations(brand, (c) => c.help[tag])), i + 1);
  });
}
