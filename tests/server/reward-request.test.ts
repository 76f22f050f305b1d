// Reward requests over loopback with the real client and real multipart bodies:
// 0 to 3 valid images are accepted; a 4th image, an image over 5 MiB, or a file
// that is not jpeg/png/gif by its bytes is refused, and nothing is stored.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformError } from '../../src/platform/client.ts';
import { Canvas } from '../../src/server/services/png.ts';
import { call, count, DEMO_PASSWORD, overLoopback, SIAM, startServer, tempDir, type TestServer } from './helpers.ts';

const uploads = tempDir('lobbykit-uploads-');
let s: TestServer;
let loop: Awaited<ReturnType<typeof overLoopback>>;
let promo: Record<'plain' | 'images' | 'remarks' | 'closed' | 'signup', number>;

beforeAll(async () => {
  s = await startServer({ uploadDir: uploads.path });
  loop = await overLoopback(s.app);
  const id = (key: string) => (s.platform.db.prepare("SELECT id FROM announcements WHERE merchant = 'AURORA01' AND kind = 'PR' AND json_extract(i18n, '$.en.title') = ?").get(key) as { id: number }).id;
  promo = { plain: id('100% Welcome Bonus'), images: id('Daily Reload 10%'), remarks: id('Weekend Cashback'), closed: id('Invite a Friend'), signup: id('Sign-up Mission') };
});
afterAll(async () => {
  await s.close();
  uploads.remove();
});

/** Bytes as a File part (a copy in a plain ArrayBuffer, as the DOM types want). */
const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const png = () => file(new Canvas(8, 8, [200, 30, 30]).toPng(), 'receipt.png', 'image/png');
const jpeg = () => file(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'photo.jpg', 'image/jpeg');
const gif = () => file(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(50, 1)]), 'anim.gif', 'image/gif');

async function as(username: string) {
  const session = await loop.client.login({ username, password: DEMO_PASSWORD, captcha: '', type: 'username' });
  loop.setToken(session.token);
}

async function refusedWith(code: string, request: Parameters<typeof loop.client.rewardRequest>[0]) {
  const before = { requests: count(s.platform, 'reward_requests'), files: readdirSync(uploads.path).length };
  const error = await loop.client.rewardRequest(request).then(() => undefined, (e: unknown) => e);
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
    const row = s.platform.db.prepare('SELECT remarks, pictures, status FROM reward_requests WHERE id = ?').get(r.requestId) as { remarks: string; pictures: string; status: string };
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

  it('follows the promotion\'s image and remark requirements and the 140-character limit', async () => {
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

describe('a broken multipart body', () => {
  it.each([
    ['a boundary that differs from the header\'s', 'multipart/form-data; boundary=abc', '--xyz\r\nContent-Disposition: form-data; name="promotionId"\r\n\r\n1\r\n--xyz--\r\n', 'ends before its closing boundary'],
    ['no boundary in the header', 'multipart/form-data', '--xyz\r\nContent-Disposition: form-data; name="promotionId"\r\n\r\n1\r\n--xyz--\r\n', 'names no boundary'],
    ['a body that stops mid-part', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="pictures"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG', 'ends before its closing boundary'],
    ['garbage', 'multipart/form-data; boundary=abc', 'garbage garbage', 'ends before its closing boundary'],
  ])('answers 400 request.invalid for %s', async (_case, contentType, body, says) => {
    const { token } = await loop.client.login({ username: 'demo0', password: DEMO_PASSWORD, captcha: '', type: 'username' });
    const r = await s.app.inject({ method: 'POST', url: '/api/promo/reward-request', headers: { 'x-merchant-code': 'AURORA01', authorization: `Bearer ${token}`, 'content-type': contentType }, payload: body });
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
    expect((await loop.client.signUpPromotionJoin({ data: { promotionId: promo.plain } }).catch((e: PlatformError) => e.code))).toBe('promotion.not_found');
  });
});
