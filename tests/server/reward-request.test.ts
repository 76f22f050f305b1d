// Reward requests over loopback with the real client and real multipart bodies:
// 0 to 3 valid images are accepted and stored re-encoded; a 4th image, an image
// over 5 MiB or 20 megapixels, a file that is not jpeg/png/gif by its bytes or
// does not decode as one (polyglots) is refused, and nothing is stored.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError } from '../../src/platform/client.ts';
import { Canvas } from '../../src/server/services/png.ts';
import { call, count, DEMO_PASSWORD, overLoopback, SIAM, startServer, tempDir, type TestServer } from './helpers.ts';

const uploads = tempDir('lobbykit-uploads-');
let s: TestServer;
let loop: Awaited<ReturnType<typeof overLoopback>>;
let promo: Record<'plain' | 'images' | 'remarks' | 'closed' | 'signup', number>;

beforeAll(async () => {
  [jpegBytes, gifBytes] = await Promise.all([solid('jpeg'), solid('gif')]);
  s = await startServer({ uploadDir: uploads.path });
  loop = await overLoopback(s.app);
  const id = (key: string) =>
    (
      s.platform.db.prepare("SELECT id FROM announcements WHERE merchant = 'AURORA01' AND kind = 'PR' AND json_extract(i18n, '$.en.title') = ?").get(key) as {
        id: number;
      }
    ).id;
  promo = {
    plain: id('100% Welcome Bonus'),
    images: id('Daily Reload 10%'),
    remarks: id('Weekend Cashback'),
    closed: id('Invite a Friend'),
    signup: id('Sign-up Mission'),
  };
});
afterAll(async () => {
  await s.close();
  uploads.remove();
});

/** Bytes as a File part (a copy in a plain ArrayBuffer, as the DOM types want). */
const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
/** A small real picture of each kind, made once. */
const solid = (format: 'jpeg' | 'gif') =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#c83232' } })
    [format]()
    .toBuffer();
let jpegBytes: Buffer;
let gifBytes: Buffer;
const png = () => file(new Canvas(8, 8, [200, 30, 30]).toPng(), 'receipt.png', 'image/png');
const jpeg = () => file(jpegBytes, 'photo.jpg', 'image/jpeg');
const gif = () => file(gifBytes, 'anim.gif', 'image/gif');
const HOSTILE = Buffer.from('<script>alert(1)</script><?php system($_GET["c"]); ?>');

async function as(username: string) {
  const session = await loop.client.login({ username, password: DEMO_PASSWORD, captcha: '', type: 'username' });
  loop.setToken(session.token);
}

async function refusedWith(code: string, request: Parameters<typeof loop.client.rewardRequest>[0]) {
  const before = { requests: count(s.platform, 'reward_requests'), files: readdirSync(uploads.path).length };
  const error = await loop.client.rewardRequest(request).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  expect((error as PlatformError).code).toBe(code);
  expect((error as PlatformError).status).toBeGreaterThanOrEqual(400);
  expect((error as PlatformError).status).toBeLessThan(500);
  expect(count(s.platform, 'reward_requests')).toBe(before.requests);
  expect(readdirSync(uploads.path)).toHaveLength(before.files);
  return error as PlatformError;
}

describe('reward request', () => {
  it.each([
    ['demo0', []],
    ['demo1', [jpeg]],
    ['demo2', [png, gif]],
    ['demo41', [png, jpeg, gif]],
  ] as const)('%s applies with %# images', async (user, makers) => {
    await as(user);
    const before = readdirSync(uploads.path).length;
    const r = await loop.client.rewardRequest({ promotionId: promo.plain, remarks: 'Deposit at 10:02 today', pictures: makers.map((m) => m()) });
    expect(r.success).toBe(true);
    const stored = readdirSync(uploads.path);
    expect(stored).toHaveLength(before + makers.length);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f]{32}\.(jpg|png|gif)$/);
    const row = s.platform.db.prepare('SELECT remarks, pictures, status FROM reward_requests WHERE id = ?').get(r.requestId) as {
      remarks: string;
      pictures: string;
      status: string;
    };
    expect(row.status).toBe('Applying');
    expect(JSON.parse(row.pictures)).toHaveLength(makers.length);
    // The promotion now shows the player's state.
    const list = await loop.client.announcements({ types: 'PR' });
    expect(list.promotion.find((p) => p.id === promo.plain)!.status).toBe('Applying');
  });

  it('refuses a second request while the first is pending', async () => {
    await as('demo0');
    await refusedWith('reward.already_applied', { promotionId: promo.plain, remarks: '' });
  });

  it('refuses a 4th image, an image over 5 MiB and a file that is no image by its bytes', async () => {
    await as('demo42');
    await refusedWith('reward.too_many_images', { promotionId: promo.plain, pictures: [png(), png(), png(), png()] });
    const big = file(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 - 2)]), 'big.jpg', 'image/jpeg');
    expect(big.size).toBe(5 * 1024 * 1024 + 1);
    const tooLarge = await refusedWith('reward.image_too_large', { promotionId: promo.plain, pictures: [big] });
    expect(tooLarge.status).toBe(413);
    const fake = new File(['<script>alert(1)</script>'], 'innocent.png', { type: 'image/png' });
    const type = await refusedWith('reward.image_type', { promotionId: promo.plain, pictures: [png(), fake] });
    expect(type.status).toBe(415);
    expect(type.message).toContain('Image 2');
    await refusedWith('reward.image_type', { promotionId: promo.plain, pictures: [new File([], 'empty.png', { type: 'image/png' })] });
  });

  it("follows the promotion's image and remark requirements and the 140-character limit", async () => {
    await as('demo42');
    await refusedWith('reward.images_required', { promotionId: promo.images, remarks: 'no picture' });
    await refusedWith('reward.remarks_required', { promotionId: promo.remarks, pictures: [png()] });
    await refusedWith('reward.remarks_required', { promotionId: promo.remarks, remarks: '   ' });
    await refusedWith('request.invalid', { promotionId: promo.remarks, remarks: 'x'.repeat(141) });
    await refusedWith('field.invalid', { promotionId: promo.remarks, remarks: '<script>alert(1)</script>' });
    await refusedWith('promotion.closed', { promotionId: promo.closed });
    await refusedWith('promotion.not_found', { promotionId: promo.signup });
    await refusedWith('promotion.not_found', { promotionId: 9999 });
    const ok = await loop.client.rewardRequest({ promotionId: promo.remarks, remarks: 'x'.repeat(140) });
    expect(ok.success).toBe(true);
  });

  it('needs a real account, and REWCEN3', async () => {
    const trial = await loop.client.testPlay({});
    loop.setToken(trial.token);
    await refusedWith('account.trial_refused', { promotionId: promo.plain });
    loop.setToken(undefined);
    await refusedWith('session.required', { promotionId: promo.plain });
    const siam = await call(s.app, 'rewardRequest', {}, { merchant: SIAM });
    expect(siam.status).toBe(403);
    expect(siam.body.code).toBe('reward.centre_off');
    expect(siam.body.message).toContain('contact customer service');
  });
});

describe('uploaded images are re-encoded', () => {
  /** Applies (with a fresh promotion state) and returns the bytes stored for the one picture. */
  async function stored(picture: File): Promise<Buffer> {
    await as('demo2');
    s.platform.db.prepare("UPDATE reward_requests SET status = 'Approved'").run();
    const r = await loop.client.rewardRequest({ promotionId: promo.plain, remarks: 'receipt', pictures: [picture] });
    const [name] = JSON.parse(
      (s.platform.db.prepare('SELECT pictures FROM reward_requests WHERE id = ?').get(r.requestId) as { pictures: string }).pictures,
    ) as string[];
    return readFileSync(join(uploads.path, name!));
  }

  it('stores a GIF with a script and PHP appended as a clean re-encoded GIF', async () => {
    const polyglot = Buffer.concat([gifBytes, HOSTILE]);
    const bytes = await stored(file(polyglot, 'poly.gif', 'image/gif'));
    expect(bytes.subarray(0, 6).toString()).toBe('GIF89a');
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.includes('<?php')).toBe(false);
    expect(bytes.at(-1)).toBe(0x3b); // the GIF trailer is the last byte: nothing after the image
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'gif', width: 16, height: 12 });
  });

  it('drops metadata: a PNG text chunk and JPEG EXIF and comments', async () => {
    const tagged = await sharp(jpegBytes)
      .withMetadata({ exif: { IFD0: { ImageDescription: '<script>alert(1)</script>' } } })
      .jpeg()
      .toBuffer();
    expect(tagged.includes('<script')).toBe(true);
    const jpg = await stored(file(tagged, 'exif.jpg', 'image/jpeg'));
    expect(jpg.includes('<script')).toBe(false);
    expect((await sharp(jpg).metadata()).exif).toBeUndefined();
    // A tEXt chunk before the image data.
    const plain = new Canvas(8, 8, [10, 20, 30]).toPng();
    const text = Buffer.from('comment\0<?php echo 1; ?>');
    const chunk = Buffer.concat([Buffer.alloc(4), Buffer.from('tEXt'), text, Buffer.alloc(4)]);
    chunk.writeUInt32BE(text.length, 0);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)) >>> 0, 8 + text.length);
    const withText = Buffer.concat([plain.subarray(0, 33), chunk, plain.subarray(33)]);
    expect((await sharp(withText).metadata()).comments).toHaveLength(1);
    const pngBytes = await stored(file(withText, 'text.png', 'image/png'));
    expect(pngBytes.includes('<?php')).toBe(false);
    expect((await sharp(pngBytes).metadata()).comments).toBeUndefined();
  });

  it('refuses a GIF89a header with a script and PHP behind it, and a JPEG-magic PHP file', async () => {
    await as('demo41');
    const gifPoly = await refusedWith('reward.image_type', {
      promotionId: promo.plain,
      pictures: [png(), file(Buffer.concat([Buffer.from('GIF89a'), HOSTILE]), 'x.gif', 'image/gif')],
    });
    expect(gifPoly.status).toBe(415);
    expect(gifPoly.message).toContain('Image 2 ("x.gif") starts like a gif but is not one a viewer can open');
    const php = await refusedWith('reward.image_type', {
      promotionId: promo.plain,
      pictures: [file(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HOSTILE]), 'shell.jpg', 'image/jpeg')],
    });
    expect(php.message).toContain('Image 1 ("shell.jpg") starts like a jpeg');
    // A PNG header on JPEG data: its bytes claim one kind and hold another.
    await refusedWith('reward.image_type', {
      promotionId: promo.plain,
      pictures: [file(Buffer.concat([new Canvas(4, 4, [0, 0, 0]).toPng().subarray(0, 8), jpegBytes]), 'mixed.png', 'image/png')],
    });
  });

  it('refuses a 30-megapixel PNG with a 400 that says how large it is and what is taken', async () => {
    await as('demo41');
    const big = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#2040c0' } })
      .png()
      .toBuffer();
    expect(big.length).toBeLessThan(5 * 1024 * 1024); // under the byte limit: the pixels are what is refused
    const e = await refusedWith('field.invalid', { promotionId: promo.plain, pictures: [file(big, 'huge.png', 'image/png')] });
    expect(e.status).toBe(400);
    expect(e.message).toContain('Image 1 ("huge.png") is 6000 x 5000 pixels (30.0 megapixels); at most 20 megapixels are taken. Scale it down');
  });
});

describe('a broken multipart body', () => {
  it.each([
    [
      "a boundary that differs from the header's",
      'multipart/form-data; boundary=abc',
      '--xyz\r\nContent-Disposition: form-data; name="promotionId"\r\n\r\n1\r\n--xyz--\r\n',
      'ends before its closing boundary',
    ],
    [
      'no boundary in the header',
      'multipart/form-data',
      '--xyz\r\nContent-Disposition: form-data; name="promotionId"\r\n\r\n1\r\n--xyz--\r\n',
      'names no boundary',
    ],
    [
      'a body that stops mid-part',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="pictures"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      'ends before its closing boundary',
    ],
    ['garbage', 'multipart/form-data; boundary=abc', 'garbage garbage', 'ends before its closing boundary'],
  ])('answers 400 request.invalid for %s', async (_case, contentType, body, says) => {
    const { token } = await loop.client.login({ username: 'demo0', password: DEMO_PASSWORD, captcha: '', type: 'username' });
    const r = await s.app.inject({
      method: 'POST',
      url: '/api/promo/reward-request',
      headers: { 'x-merchant-code': 'AURORA01', authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 'request.invalid', value: { field: 'body', reason: 'format' } });
    expect(r.json().message).toContain(says);
  });
});

describe('sign-up promotion join', () => {
  it('joins once and shows Joined', async () => {
    await as('demo2');
    expect(await loop.client.signUpPromotionJoin({ data: { promotionId: promo.signup } })).toEqual({ success: true, status: 'Joined' });
    expect(await loop.client.signUpPromotionJoin({ data: { promotionId: promo.signup } })).toEqual({ success: true, status: 'Joined' });
    const list = await loop.client.announcements({ types: 'PR' });
    expect(list.promotion.find((p) => p.id === promo.signup)!.status).toBe('Joined');
    expect(await loop.client.signUpPromotionJoin({ data: { promotionId: promo.plain } }).catch((e: PlatformError) => e.code)).toBe('promotion.not_found');
  });
});
