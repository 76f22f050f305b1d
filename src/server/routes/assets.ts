// Images the platform draws itself (no external links): game icons, vendor
// icons `<vendor>-COLOR.png`, banners, promotion images and avatars. Paths carry
// the merchant because <img> requests send no headers.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Platform } from '../platform.ts';
import { ApiError } from '../services/api-error.ts';
import { bannerSvg, bannerText, gameArtSvg, renderPng, renderWebp, vendorLogoSvg } from '../services/demo-art.ts';
import { bannerWebp, bannerWidths, drawAvatar, PROMOTION_IMAGE_WIDTH } from '../services/images.ts';

const DAY_SECONDS = 86_400;
/** Vendor logos are shown in squares up to 36 CSS px (VendorIcon): 96 px is sharp at 2.5 device pixels per CSS px. */
const VENDOR_LOGO_PX = 96;

function png(reply: FastifyReply, bytes: Buffer, type = 'image/png'): Buffer {
  reply.header('Content-Type', type).header('Cache-Control', `public, max-age=${DAY_SECONDS}`).header('X-Content-Type-Options', 'nosniff');
  return bytes;
}

const promotionWidths = bannerWidths(PROMOTION_IMAGE_WIDTH);

const notFound = (what: string) => new ApiError('request.unknown_call', `There is no ${what} at this address.`);

export function registerAssetRoutes(api: FastifyInstance, platform: Platform): void {
  const merchantOf = (code: string) => {
    if (!platform.merchants.has(code)) throw notFound('merchant');
    return code;
  };
  /** The merchant's row whose id leads the file name (`sql` takes the merchant and the id); undefined when the name does not match. */
  const rowNamed = <T>(sql: string, merchant: string, m: RegExpExecArray | null) =>
    m ? (platform.db.prepare(sql).get(merchant, Number(m[1])) as T | undefined) : undefined;

  api.get<{ Params: { merchant: string; file: string } }>('/assets/games/:merchant/:file', async (request, reply) => {
    // WebP: a card's picture is a third of its PNG's bytes, and a phone's first screen holds several beside the
    // largest paint, sharing its bandwidth.
    const m = /^([0-9]{1,9})(-large)?\.webp$/.exec(request.params.file);
    const merchant = merchantOf(request.params.merchant);
    const game = m ? platform.games.one(merchant, Number(m[1])) : undefined;
    if (!m || !game) throw notFound('game icon');
    return png(
      reply,
      await platform.images.getAsync(`game:${merchant}:${m[1]}:${m[2] ?? ''}`, () => renderWebp(gameArtSvg(game, m[2] ? 400 : 200))),
      'image/webp',
    );
  });

  api.get<{ Params: { file: string } }>('/assets/vendors/:file', async (request, reply) => {
    const m = /^([A-Z0-9_]{2,20})-COLOR\.png$/.exec(request.params.file);
    if (!m) throw notFound('vendor icon');
    const known = platform.db.prepare('SELECT display_name FROM vendors WHERE vassalage = ? LIMIT 1').get(m[1]!) as { display_name: string } | undefined;
    if (!known) throw notFound('vendor icon');
    return png(reply, await platform.images.getAsync(`vendor:${m[1]}`, () => renderPng(vendorLogoSvg(m[1]!, known.display_name, VENDOR_LOGO_PX), true)));
  });

  // <id>.png at the group's size, or <id>-<width>w.webp at one of bannerWidths() (the banner's `variants`).
  api.get<{ Params: { merchant: string; file: string } }>('/assets/banners/:merchant/:file', async (request, reply) => {
    const m = /^([0-9]{1,9})(?:\.png|-([0-9]{2,4})w\.webp)$/.exec(request.params.file);
    const merchant = merchantOf(request.params.merchant);
    const row = rowNamed<{ group_name: string; i18n: string; linkage: string }>(
      'SELECT group_name, i18n, linkage FROM banners WHERE merchant = ? AND id = ?',
      merchant,
      m,
    );
    if (!m || !row) throw notFound('banner');
    const size = platform.merchants.get(merchant)!.brand.banners.groups[row.group_name] ?? { width: 750, height: 300 };
    // One picture per banner whatever the page's language: images carry the English caption, the API the translated title.
    const caption = (JSON.parse(row.i18n) as Record<string, string>).en ?? row.group_name;
    const drawn = await platform.images.getAsync(`banner:${merchant}:${m[1]}`, () =>
      renderPng(bannerSvg(bannerText(caption, row.linkage), `${merchant}:${m[1]}`, size.width, size.height)),
    );
    if (!m[2]) return png(reply, drawn);
    const width = Number(m[2]);
    if (!bannerWidths(size.width).includes(width)) throw notFound('banner at this width');
    return png(reply, await platform.images.getAsync(`banner:${merchant}:${m[1]}:${width}w.webp`, () => bannerWebp(drawn, width)), 'image/webp');
  });

  // <id>-<sequence>.png, or <id>-<sequence>-<width>w.webp at one of promotionWidths (the image's `variants`).
  api.get<{ Params: { merchant: string; file: string } }>('/assets/promotions/:merchant/:file', async (request, reply) => {
    const m = /^([0-9]{1,9})-([0-9])(?:\.png|-([0-9]{2,4})w\.webp)$/.exec(request.params.file);
    const merchant = merchantOf(request.params.merchant);
    const row = rowNamed<{ i18n: string; image_count: number }>(
      "SELECT i18n, image_count FROM announcements WHERE merchant = ? AND id = ? AND kind = 'PR'",
      merchant,
      m,
    );
    if (!m || !row || Number(m[2]) < 1 || Number(m[2]) > row.image_count) throw notFound('promotion image');
    const title = (JSON.parse(row.i18n) as Record<string, { title: string }>).en?.title ?? 'Promotion';
    const drawn = await platform.images.getAsync(`promo:${merchant}:${m[1]}:${m[2]}`, () =>
      renderPng(bannerSvg(bannerText(title, undefined), `${merchant}:promo:${m[1]}:${m[2]}`, PROMOTION_IMAGE_WIDTH, m[2] === '1' ? 300 : 420)),
    );
    if (!m[3]) return png(reply, drawn);
    const width = Number(m[3]);
    if (!promotionWidths.includes(width)) throw notFound('promotion image at this width');
    return png(reply, await platform.images.getAsync(`promo:${merchant}:${m[1]}:${m[2]}:${width}w.webp`, () => bannerWebp(drawn, width)), 'image/webp');
  });

  api.get<{ Params: { file: string } }>('/assets/avatars/:file', (request, reply) => {
    const m = /^(1[0-2]|[1-9])\.png$/.exec(request.params.file);
    if (!m) throw notFound('avatar');
    return png(
      reply,
      platform.images.get(`avatar:${m[1]}`, () => drawAvatar(m[1]!, `avatar:${m[1]}`)),
    );
  });

  api.get<{ Params: { merchant: string; file: string } }>('/assets/anchors/:merchant/:file', (request, reply) => {
    const m = /^([0-9]{1,9})\.png$/.exec(request.params.file);
    const merchant = merchantOf(request.params.merchant);
    const row = rowNamed<{ nickname: string }>('SELECT nickname FROM anchors WHERE merchant = ? AND anchor_id = ?', merchant, m);
    if (!m || !row) throw notFound('anchor avatar');
    return png(
      reply,
      platform.images.get(`anchor:${merchant}:${m[1]}`, () => drawAvatar(row.nickname.slice(0, 2), `anchor:${row.nickname}`)),
    );
  });
}
