// Announcements (game spec sections 2, 3 and 7): promotions, banners, player
// notices, popups and hot announcements, with read marks for players, plus the
// promotion categories. Texts come in the asked language when the brand
// supports it (English otherwise).
import type { BrandConfig } from '../../config/generated/brand.ts';
import type { ValueOf } from '../../platform/calls.ts';
import type { Promotion, PromotionStatus } from '../../platform/generated/api.ts';
import { languageOf, sessionOf, type CallContext, type Handlers } from '../context.ts';
import { localise } from '../db/seed-content.ts';
import { ApiError } from '../services/api-error.ts';
import { bannerWidths, PROMOTION_IMAGE_WIDTH } from '../services/images.ts';
import { bannerUrl, bannerVariantUrl, promotionImageUrl, promotionVariantUrl } from '../urls.ts';

interface AnnouncementRow {
  id: number;
  kind: string;
  i18n: string;
  start_date: number;
  end_date: number | null;
  no_expiry: number;
  execution: 'A' | 'B' | null;
  promo_kind: 'promotion' | 'tournament' | 'signup' | null;
  category_ids: string;
  image_count: number;
  image_required: 'Y' | 'N';
  remark_required: 'Y' | 'N';
}

type Text = { title: string; content: string };
const textOf = (row: { i18n: string }, lang: string, brand: BrandConfig): Text => localise(JSON.parse(row.i18n) as Record<string, Text>, lang, brand).text;

function rows(ctx: CallContext, kind: string): AnnouncementRow[] {
  return ctx.platform.db
    .prepare('SELECT * FROM announcements WHERE merchant = ? AND kind = ? ORDER BY sort, id')
    .all(ctx.merchant.code, kind) as unknown as AnnouncementRow[];
}

function readIds(ctx: CallContext): Set<number> {
  if (!ctx.session) return new Set();
  return new Set(
    (
      ctx.platform.db.prepare('SELECT announcement_id FROM announcement_reads WHERE account_id = ?').all(ctx.session.account.id) as {
        announcement_id: number;
      }[]
    ).map((r) => r.announcement_id),
  );
}

/** The player's state for a promotion (game spec section 3, status labels). */
function statusOf(ctx: CallContext, row: AnnouncementRow): PromotionStatus {
  const now = ctx.platform.now();
  if (now < row.start_date) return 'Coming soon';
  if (row.end_date !== null && now > row.end_date) return 'Close';
  const account = ctx.session?.account.id;
  if (row.promo_kind === 'signup') {
    const joined =
      account !== undefined && ctx.platform.db.prepare('SELECT 1 FROM promotion_joins WHERE account_id = ? AND promotion_id = ?').get(account, row.id);
    return joined ? 'Joined' : 'Join';
  }
  if (row.promo_kind === 'promotion' && account !== undefined) {
    const request = ctx.platform.db
      .prepare('SELECT status FROM reward_requests WHERE account_id = ? AND promotion_id = ? ORDER BY id DESC LIMIT 1')
      .get(account, row.id) as { status: PromotionStatus } | undefined;
    if (request) return request.status;
  }
  return row.promo_kind === 'tournament' ? 'Join' : 'Claim';
}

function promotion(ctx: CallContext, row: AnnouncementRow, lang: string): Promotion {
  const text = textOf(row, lang, ctx.brand);
  return {
    id: row.id,
    title: text.title,
    content: text.content,
    startDate: row.start_date,
    endDate: row.end_date,
    noExpiry: row.no_expiry ? 1 : 0,
    announcementImages: Array.from({ length: row.image_count }, (_, i) => ({
      sequence: i + 1,
      url: promotionImageUrl(ctx.origin, ctx.merchant.code, row.id, i + 1),
      variants: bannerWidths(PROMOTION_IMAGE_WIDTH).map((width) => ({
        url: promotionVariantUrl(ctx.origin, ctx.merchant.code, row.id, i + 1, width),
        width,
      })),
    })),
    promoAnnouncementCategoryIds: JSON.parse(row.category_ids) as number[],
    linkedPromotionId: row.promo_kind === 'promotion' ? row.id : null,
    imageRequired: row.image_required,
    remarkRequired: row.remark_required,
    kind: row.promo_kind ?? 'promotion',
    status: statusOf(ctx, row),
  };
}

function notices(ctx: CallContext, lang: string) {
  const read = readIds(ctx);
  return rows(ctx, 'PL')
    .sort((a, b) => b.start_date - a.start_date)
    .map((row) => ({ id: row.id, ...textOf(row, lang, ctx.brand), startDate: row.start_date, read: read.has(row.id) }));
}

function hot(ctx: CallContext, lang: string) {
  return rows(ctx, 'H').map((row) => ({ id: row.id, ...textOf(row, lang, ctx.brand), startDate: row.start_date }));
}

export const contentHandlers: Pick<
  Handlers,
  'announcements' | 'markAnnouncementRead' | 'notices' | 'popularAnnouncements' | 'announcementUnreadCount' | 'promotionCategories'
> = {
  announcements: (input, ctx) => {
    if (input.merchantCode !== undefined && input.merchantCode !== ctx.merchant.code)
      throw new ApiError('request.merchant', `The query names merchant "${input.merchantCode}" but the X-Merchant-Code header says "${ctx.merchant.code}".`);
    const lang = languageOf(ctx, input.language);
    const types = new Set(input.types.split(','));
    const value: ValueOf<'announcements'> = { promotion: [], banners: [], player: [], popup: [], hot: [] };
    if (types.has('PR')) value.promotion = rows(ctx, 'PR').map((row) => promotion(ctx, row, lang));
    if (types.has('B')) {
      const banners = (
        input.groupName
          ? ctx.platform.db.prepare('SELECT * FROM banners WHERE merchant = ? AND group_name = ? ORDER BY sort, id').all(ctx.merchant.code, input.groupName)
          : ctx.platform.db.prepare('SELECT * FROM banners WHERE merchant = ? ORDER BY group_name, sort, id').all(ctx.merchant.code)
      ) as { id: number; group_name: string; i18n: string; linkage: string; sort: number }[];
      const groups = ctx.brand.banners.groups;
      value.banners = banners.map((b) => ({
        id: b.id,
        url: bannerUrl(ctx.origin, ctx.merchant.code, b.id),
        variants: bannerWidths((groups[b.group_name] ?? { width: 750 }).width).map((width) => ({
          url: bannerVariantUrl(ctx.origin, ctx.merchant.code, b.id, width),
          width,
        })),
        title: localise(JSON.parse(b.i18n) as Record<string, string>, lang, ctx.brand).text,
        groupName: b.group_name,
        linkage: b.linkage,
        sort: b.sort,
      }));
    }
    if (types.has('PL')) value.player = notices(ctx, lang);
    if (types.has('PU')) {
      const execution = ctx.session ? 'A' : 'B';
      value.popup = rows(ctx, 'PU')
        .filter((r) => r.execution === execution)
        .map((row, i) => ({ id: row.id, ...textOf(row, lang, ctx.brand), execution, sort: i + 1 }));
    }
    if (types.has('H')) value.hot = hot(ctx, lang);
    return value;
  },

  markAnnouncementRead: (input, ctx) => {
    const { account } = sessionOf(ctx);
    const row = ctx.platform.db
      .prepare("SELECT id FROM announcements WHERE merchant = ? AND id = ? AND kind = 'PL'")
      .get(ctx.merchant.code, input.announcementId);
    if (!row) throw new ApiError('announcement.not_found', `No player notice has id ${input.announcementId}.`);
    ctx.platform.db
      .prepare('INSERT OR IGNORE INTO announcement_reads (account_id, announcement_id, read_at) VALUES (?, ?, ?)')
      .run(account.id, input.announcementId, ctx.platform.now());
    return { announcementId: input.announcementId, read: true as const };
  },

  notices: (input, ctx) => {
    const all = notices(ctx, languageOf(ctx, input.language));
    const pageSize = input.pageSize ?? 50;
    const start = ((input.pageNo ?? 1) - 1) * pageSize;
    return { list: all.slice(start, start + pageSize), totalCount: all.length };
  },

  popularAnnouncements: (input, ctx) => hot(ctx, languageOf(ctx, input.language)),

  announcementUnreadCount: (_input, ctx) =>
    (
      ctx.platform.db
        .prepare(
          "SELECT COUNT(*) AS n FROM announcements a WHERE a.merchant = ? AND a.kind = 'PL' AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.account_id = ? AND r.announcement_id = a.id)",
        )
        .get(ctx.merchant.code, sessionOf(ctx).account.id) as { n: number }
    ).n,

  promotionCategories: (input, ctx) => {
    const lang = languageOf(ctx, input.language);
    const cats = ctx.platform.db.prepare('SELECT id, i18n FROM promotion_categories WHERE merchant = ? ORDER BY sort').all(ctx.merchant.code) as {
      id: number;
      i18n: string;
    }[];
    return cats.map((c) => ({ id: c.id, title: localise(JSON.parse(c.i18n) as Record<string, string>, lang, ctx.brand).text }));
  },
};
