// Reward requests and sign-up promotion joins (game spec sections 2, 5 and 7).
// A reward request is checked whole before anything is stored: promotion,
// remarks, and every image (type by its bytes, size, count, then decoded and
// re-encoded: services/uploads.ts), with the member's one upload slot claimed
// before any decoding (services/upload-gate.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sessionOf, type CallContext, type Handlers } from '../context.ts';
import { transaction } from '../db/open-database.ts';
import { ApiError } from '../services/api-error.ts';
import { checkPlainText } from '../services/field-rules.ts';
import { reencodeImage, storeUploads, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../services/uploads.ts';

interface PromotionRow {
  id: number;
  start_date: number;
  end_date: number | null;
  promo_kind: string;
  image_required: 'Y' | 'N';
  remark_required: 'Y' | 'N';
}

function openPromotion(ctx: CallContext, id: number, kind: 'promotion' | 'signup'): PromotionRow {
  const row = ctx.platform.db
    .prepare("SELECT id, start_date, end_date, promo_kind, image_required, remark_required FROM announcements WHERE merchant = ? AND id = ? AND kind = 'PR'")
    .get(ctx.merchant.code, id) as PromotionRow | undefined;
  if (!row) throw new ApiError('promotion.not_found', `No promotion has id ${id}.`);
  if (row.promo_kind !== kind)
    throw new ApiError('promotion.not_found', kind === 'signup' ? `Promotion ${id} is not a sign-up promotion.` : `Promotion ${id} takes no reward requests.`);
  const now = ctx.platform.now();
  if (now < row.start_date || (row.end_date !== null && now > row.end_date))
    throw new ApiError('promotion.closed', now < row.start_date ? 'It has not started yet.' : 'It has ended.');
  return row;
}

export const promotionHandlers: Pick<Handlers, 'rewardRequest' | 'signUpPromotionJoin'> = {
  rewardRequest: async (input, ctx) => {
    const { account } = sessionOf(ctx);
    const promo = openPromotion(ctx, input.promotionId, 'promotion');
    const files = ctx.files;
    const stray = files.find((f) => f.field !== 'pictures');
    if (stray)
      throw new ApiError('request.invalid', `Unknown file field "${stray.field.slice(0, 40)}"; send images as "pictures".`, {
        field: stray.field,
        reason: 'unknown',
      });
    if (files.length > UPLOAD_MAX_FILES) throw new ApiError('reward.too_many_images', `${files.length} were sent.`);
    const label = (i: number) => `Image ${i + 1} (${JSON.stringify(files[i]!.filename.slice(0, 60))})`;
    const kinds = files.map((f, i) => {
      if (f.bytes.length > UPLOAD_MAX_BYTES) throw new ApiError('reward.image_too_large', `Image ${i + 1} is ${f.bytes.length} bytes.`);
      if (!f.kind) throw new ApiError('reward.image_type', `${label(i)} is not a jpeg, png or gif by its content.`, { field: 'pictures', reason: 'format' });
      return f.kind;
    });
    const remarks = (input.remarks ?? '').trim();
    checkPlainText('remarks', remarks);
    if (promo.remark_required === 'Y' && !remarks) throw new ApiError('reward.remarks_required', undefined, { field: 'remarks', reason: 'required' });
    if (promo.image_required === 'Y' && files.length === 0) throw new ApiError('reward.images_required', undefined, { field: 'pictures', reason: 'required' });
    const refusePending = () => {
      const pending = ctx.platform.db
        .prepare("SELECT 1 FROM reward_requests WHERE account_id = ? AND promotion_id = ? AND status = 'Applying'")
        .get(account.id, promo.id);
      if (pending) throw new ApiError('reward.already_applied');
    };
    // Claimed before any picture is decoded: a duplicate or concurrent request of this member is refused here, at no cost.
    const release = ctx.platform.uploads.claim(account.id, promo.id);
    try {
      refusePending();
      // One picture at a time per request, and at most DECODE_CONCURRENCY in the process (upload-gate.ts).
      const images: { bytes: Buffer; kind: (typeof kinds)[number] }[] = [];
      for (const [i, f] of files.entries())
        images.push({ bytes: await ctx.platform.uploads.decode(() => reencodeImage(f.bytes, kinds[i]!, label(i))), kind: kinds[i]! });
      const names = storeUploads(ctx.platform.uploadDir, images);
      try {
        const id = transaction(ctx.platform.db, () => {
          // Again: another process sharing the database may have stored one meanwhile.
          refusePending();
          return ctx.platform.db
            .prepare("INSERT INTO reward_requests (account_id, promotion_id, remarks, pictures, status, created_at) VALUES (?, ?, ?, ?, 'Applying', ?)")
            .run(account.id, promo.id, remarks, JSON.stringify(names), ctx.platform.now()).lastInsertRowid;
        });
        return { success: true, requestId: Number(id) };
      } catch (e) {
        // Files without their request would be orphans.
        for (const name of names) rmSync(join(ctx.platform.uploadDir, name), { force: true });
        throw e;
      }
    } finally {
      release();
    }
  },

  signUpPromotionJoin: (input, ctx) => {
    const { account } = sessionOf(ctx);
    const promo = openPromotion(ctx, input.data.promotionId, 'signup');
    ctx.platform.db
      .prepare('INSERT OR IGNORE INTO promotion_joins (account_id, promotion_id, joined_at) VALUES (?, ?, ?)')
      .run(account.id, promo.id, ctx.platform.now());
    return { success: true, status: 'Joined' as const };
  },
};
