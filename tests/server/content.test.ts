// Announcements, notices and their read marks, help in every language of the
// brand, banners for every group, status, customer service and the other
// site-wide calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptCustomerServiceUrl } from '../../src/platform/customer-service-url.ts';
import { AURORA, call, FALAK, login, SIAM, startServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('announcements and notices', () => {
  it('answers the asked types; popups are A for players and B for visitors', async () => {
    const visitor = await call(s.app, 'announcements', { types: 'PU,PL', platform: 'M', merchantCode: AURORA });
    expect(visitor.body.value.promotion).toEqual([]);
    expect(visitor.body.value.popup.every((p: { execution: string }) => p.execution === 'B')).toBe(true);
    expect(visitor.body.value.player.length).toBeGreaterThan(0);
    const token = await login(s.app, 'demo0');
    const player = await call(s.app, 'announcements', { types: 'PU' }, { token });
    expect(player.body.value.popup.length).toBeGreaterThan(0);
    expect(player.body.value.popup.every((p: { execution: string }) => p.execution === 'A')).toBe(true);
    expect((await call(s.app, 'announcements', { types: 'XX' })).body.code).toBe('request.invalid');
  });

  it('has promotions with categories, dates, noExpiry, requirements and tournaments', async () => {
    const r = await call(s.app, 'announcements', { types: 'PR' });
    const promos = r.body.value.promotion as {
      noExpiry: number;
      endDate: number | null;
      kind: string;
      imageRequired: string;
      remarkRequired: string;
      promoAnnouncementCategoryIds: number[];
      announcementImages: { sequence: number; url: string }[];
      status: string;
    }[];
    expect(promos.some((p) => p.noExpiry === 1 && p.endDate === null)).toBe(true);
    expect(promos.some((p) => p.noExpiry === 0 && p.endDate !== null)).toBe(true);
    expect(promos.some((p) => p.kind === 'tournament')).toBe(true);
    expect(promos.some((p) => p.imageRequired === 'Y' && p.remarkRequired === 'Y')).toBe(true);
    expect(promos.some((p) => p.status === 'Coming soon')).toBe(true);
    const categories = await call(s.app, 'promotionCategories', { language: 'th' });
    expect(categories.body.value[0]!.title).toBe('ทั้งหมด');
    expect(promos.every((p) => p.promoAnnouncementCategoryIds.includes(categories.body.value[0]!.id))).toBe(true);
    const image = await s.app.inject({ method: 'GET', url: new URL(promos[0]!.announcementImages[0]!.url).pathname });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('has banners for every declared group and banner type', async () => {
    const r = await call(s.app, 'announcements', { types: 'B' });
    const groups = new Set((r.body.value.banners as { groupName: string }[]).map((b) => b.groupName));
    const brand = s.platform.merchants.get(AURORA)!.brand;
    for (const g of [...Object.keys(brand.banners.groups), ...brand.banners.types]) expect(groups.has(g), g).toBe(true);
    const one = await call(s.app, 'announcements', { types: 'B', groupName: 'm_reg' });
    expect(one.body.value.banners.every((b: { groupName: string }) => b.groupName === 'm_reg')).toBe(true);
    const png = await s.app.inject({ method: 'GET', url: new URL(one.body.value.banners[0]!.url).pathname });
    expect(png.statusCode).toBe(200);
  });

  it('offers each banner at phone widths as WebP, kept once made, and nothing at other widths', async () => {
    const { default: sharp } = await import('sharp');
    const r = await call(s.app, 'announcements', { types: 'B', groupName: 'm_home' });
    const banner = r.body.value.banners[0] as { url: string; variants: { url: string; width: number }[] };
    const group = s.platform.merchants.get(AURORA)!.brand.banners.groups.m_home!;
    // Every offered width below the group's own, and the group's own.
    expect(banner.variants.map((v) => v.width)).toEqual([360, 540, 750, 1080].filter((w) => w < group.width).concat(group.width));
    for (const v of banner.variants) {
      const image = await s.app.inject({ method: 'GET', url: new URL(v.url).pathname });
      expect(image.statusCode, v.url).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toMatch(/max-age=\d+/);
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', v.width, Math.round((v.width * group.height) / group.width)]);
      // The phone's image is well inside the 40 KB a first banner may weigh.
      expect(image.rawPayload.length).toBeLessThan(40 * 1024);
      const again = await s.app.inject({ method: 'GET', url: new URL(v.url).pathname });
      expect(again.rawPayload.equals(image.rawPayload)).toBe(true);
    }
    const path = new URL(banner.variants[0]!.url).pathname;
    for (const other of [path.replace(/-\d+w\.webp$/, '-361w.webp'), path.replace(/-\d+w\.webp$/, '-4000w.webp'), path.replace(/\.webp$/, '.png')]) {
      expect((await s.app.inject({ method: 'GET', url: other })).statusCode, other).toBe(404);
    }
  });

  it('offers each promotion image at phone widths as WebP too, and nothing at other widths', async () => {
    const { default: sharp } = await import('sharp');
    const r = await call(s.app, 'announcements', { types: 'PR' });
    const image = (r.body.value.promotion as { announcementImages: { sequence: number; url: string; variants: { url: string; width: number }[] }[] }[])[0]!
      .announcementImages[0]!;
    // The PNG is 750 px wide: every offered width below it, and its own.
    expect(image.variants.map((v) => v.width)).toEqual([360, 540, 750]);
    const png = await s.app.inject({ method: 'GET', url: new URL(image.url).pathname });
    for (const v of image.variants) {
      const answer = await s.app.inject({ method: 'GET', url: new URL(v.url).pathname });
      expect(answer.statusCode, v.url).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      const meta = await sharp(answer.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', v.width]);
      // What a phone loads is a fraction of the PNG.
      expect(answer.rawPayload.length).toBeLessThan(png.rawPayload.length / 3);
    }
    const path = new URL(image.variants[0]!.url).pathname;
    for (const other of [path.replace(/-\d+w\.webp$/, '-361w.webp'), path.replace(/-\d+w\.webp$/, '-1080w.webp'), path.replace(/\.webp$/, '.png')]) {
      expect((await s.app.inject({ method: 'GET', url: other })).statusCode, other).toBe(404);
    }
  });

  it('marks a notice read for a player and counts the unread ones', async () => {
    const token = await login(s.app, 'demo1');
    const before = (await call(s.app, 'announcementUnreadCount', {}, { token })).body.value as number;
    const notices = await call(s.app, 'notices', {}, { token });
    const first = notices.body.value.list[0]!;
    expect(first.read).toBe(false);
    const r = await call(s.app, 'markAnnouncementRead', { announcementId: first.id, read: true }, { token });
    expect(r.body.value).toEqual({ announcementId: first.id, read: true });
    expect((await call(s.app, 'markAnnouncementRead', { announcementId: first.id, read: true }, { token })).status).toBe(200);
    expect((await call(s.app, 'notices', {}, { token })).body.value.list[0]!.read).toBe(true);
    expect((await call(s.app, 'announcementUnreadCount', {}, { token })).body.value).toBe(before - 1);
    expect((await call(s.app, 'notices', {})).body.value.list[0]!.read).toBe(false); // others are not affected
    expect((await call(s.app, 'markAnnouncementRead', { announcementId: 99999, read: true }, { token })).body.code).toBe('announcement.not_found');
    expect((await call(s.app, 'markAnnouncementRead', { announcementId: first.id, read: false }, { token })).body.code).toBe('request.invalid');
    const trial = (await call(s.app, 'testPlay', {})).body.value.token;
    expect((await call(s.app, 'markAnnouncementRead', { announcementId: first.id, read: true }, { token: trial })).body.code).toBe('account.trial_refused');
  });

  it('has hot announcements and unread inbox and chat counts', async () => {
    expect((await call(s.app, 'popularAnnouncements')).body.value.length).toBe(3);
    const token = await login(s.app, 'demo0');
    expect((await call(s.app, 'inboxUnreadCount', {}, { token })).body.value).toBe(2);
    expect((await call(s.app, 'chatUnreadCount', {}, { token })).body.value).toEqual({ unReadCount: 2 });
    expect((await call(s.app, 'chatUnreadCount', {}, { token: await login(s.app, 'demo0', undefined, SIAM), merchant: SIAM })).body.code).toBe(
      'feature.disabled',
    ); // CBS3 off
  });
});

describe('help centre', () => {
  it('answers in each supported language, and in the brand default otherwise', async () => {
    const en = (await call(s.app, 'helpCentre', { lang: 'en' })).body.value;
    const th = (await call(s.app, 'helpCentre', { lang: 'th' })).body.value;
    const ar = (await call(s.app, 'helpCentre', { lang: 'ar' })).body.value;
    expect(en.map((h: { tag: string }) => h.tag)).toEqual(['terms', 'rules', 'privacy', 'responsible', 'faq', 'deposit']);
    expect(th[0]!.lang).toBe('th');
    expect(ar[0]!.lang).toBe('ar');
    expect(new Set([en[0]!.title, th[0]!.title, ar[0]!.title]).size).toBe(3);
    expect(en[0]!.content).toContain('Aurora Play');
    expect(en[0]!.content).toContain('21 years');
    // Falak supports ar and en; Thai is not one of its languages.
    const falak = (await call(s.app, 'helpCentre', { lang: 'th' }, { merchant: FALAK })).body.value;
    expect(falak[0]!.lang).toBe('ar');
    expect(falak[0]!.content).toContain('18');
    const header = (await call(s.app, 'helpCentre', {}, { merchant: FALAK, headers: { 'x-language': 'en' } })).body.value;
    expect(header[0]!.lang).toBe('en');
  });
});

describe('site-wide calls', () => {
  it('status carries the white-label flags, templates, resources and customer service of the brand', async () => {
    const r = await call(s.app, 'status', { device: 'MOBILE' }, { merchant: SIAM });
    const brand = s.platform.merchants.get(SIAM)!.brand;
    expect(r.body.value.status).toBe(0);
    expect(r.body.value.info.whitelabel).toEqual(brand.flags);
    expect(r.body.value.info.resources).toEqual({ Android: { url: brand.downloads.Android }, IOS: { url: brand.downloads.IOS } });
    expect(r.body.value.info.mobileTemplate).toEqual(brand.templates);
    expect(r.body.value.location.ip).toBe('127.0.0.1');
    const cs = r.body.value.info.customerService as { csPosition: string; type: number; url: string }[];
    const encrypted = cs.find((e) => e.type === 3)!;
    expect(encrypted.url.startsWith('enc:v1:')).toBe(true);
    expect(await decryptCustomerServiceUrl(encrypted.url, SIAM)).toBe(brand.customerService.find((e) => e.type === 3)!.url);
  });

  it('answers customer service, domain route, system country, rank progress, head icon and wallet', async () => {
    expect((await call(s.app, 'customerService')).body.value.list).toHaveLength(2);
    expect((await call(s.app, 'domainRoute', { device: 0 })).body.value.domainList[0]!.domain).toBe('https://m.aurora-play.example');
    expect((await call(s.app, 'systemCountry', {}, { merchant: SIAM })).body.value).toMatchObject({ country: 'TH', dialingCode: '+66' });
    const token = await login(s.app, 'demo0');
    const rank = (await call(s.app, 'playerRankProgress', {}, { token })).body.value;
    expect(rank.playerRankProgress.labelId).toBe('VIP2');
    expect(rank.currentProgress.totalExpectedConditions).toBeGreaterThan(0);
    expect((await call(s.app, 'setHeadIcon', { headIcon: '7' }, { token })).body.value.headIcon).toBe('7');
    expect((await call(s.app, 'headIcon', {}, { token })).body.value.headIcon).toBe('7');
    expect((await call(s.app, 'setHeadIcon', { headIcon: '13' }, { token })).body.code).toBe('request.invalid');
    expect((await call(s.app, 'walletBalance', {}, { token })).body.value).toEqual({
      sumBalance: 12433.67,
      merchantWallet: 12345.67,
      memberWallet: 88,
      currency: '$',
    });
    expect((await call(s.app, 'feedback', { category: 'suggestion', content: "More fishing games, please! It's fun" }, { token })).status).toBe(200);
  });

  it('answers the chat, lottery and game menu calls', async () => {
    const token = await login(s.app, 'demo0');
    expect((await call(s.app, 'chatAnchorList', { pageNo: 1, pageSize: 5 })).body.value.list).toHaveLength(5);
    expect((await call(s.app, 'chatFocusList', {}, { token })).body.value.list).toEqual([]);
    const models = (await call(s.app, 'liveModels', { active: true, streaming: true })).body.value.list;
    expect(models.every((m: { active: boolean; streaming: boolean }) => m.active && m.streaming)).toBe(true);
    const chat = await call(s.app, 'launchChat', { b2c: 1, backUrl: '/m/home', template: 'v2', title: 'Support' }, { token });
    const page = await s.app.inject({ method: 'GET', url: new URL(chat.body.value.chatUrl).pathname });
    expect(page.body).toContain('demo0');
    expect((await call(s.app, 'launchChat', { b2c: 1, backUrl: 'javascript:alert(1)', template: 'v2' }, { token })).body.code).toBe('request.invalid');
    expect((await call(s.app, 'lotteryList')).body.value.every((g: { gameType: string }) => g.gameType === 'LOTT')).toBe(true);
    expect((await call(s.app, 'eLotteryList')).body.value.every((g: { gameType: string }) => g.gameType === 'ELOTT')).toBe(true);
    const menu = (await call(s.app, 'lotteryMenu')).body.value as { vendor: string; prizeMode: string }[];
    expect(menu.find((m) => m.vendor === 'TCG_SEA')!.prizeMode).toBe('SEA');
    const vn = await call(s.app, 'vnLotteryResults', { date: '2025-01-31', region: 'south' });
    expect(vn.body.value.draws.every((d: { region: string }) => d.region === 'south')).toBe(true);
    expect((await call(s.app, 'vnLotteryResults', { date: '2025-01-31', region: 'south' })).body.value).toEqual(vn.body.value);
    expect((await call(s.app, 'vnLotteryResults', { date: '2025-02-30' })).body.code).toBe('request.invalid');
    expect((await call(s.app, 'numero')).body.value.length).toBeGreaterThan(0);
    const menus = (await call(s.app, 'gameMenus')).body.value as { gameType: string }[];
    expect(menus.map((m) => m.gameType)).toEqual(['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT']);
    const keno = (await call(s.app, 'lotteryList')).body.value[0]!;
    const launch = await call(s.app, 'launchLottery', { vendor: keno.vassalage, gameCode: keno.gameCode, prizeMode: 'Lott', playType: 'trad' }, { token });
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    expect((await call(s.app, 'addRecentGame', { nodeId: keno.nodeId }, { token })).status).toBe(200);
    expect((await call(s.app, 'recentGames', { page: 1, pageSize: 3 }, { token })).body.value.list[0]!.nodeId).toBe(keno.nodeId);
  });
});
