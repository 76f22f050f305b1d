// The content features' rules, pinned without a browser: promotions (banner
// image, category filter, long term and countdown, what a status lets the
// player do), reward application (image refusals and their message keys, the
// four submit-enabling cases), unread badge arithmetic, the marquee's motion,
// the iOS guide's version ranges, previews and customer-service entries.
import { describe, expect, it } from 'vitest';
import { actionOf, applicationId, filterByCategory, hasCountdown, isLongTerm, parseId, promotionForApplication } from '../../src/app/rules/promotion-model.ts';
import { bannerImage, STATUS_KEYS } from '../../src/app/rules/promotion-labels.ts';
import {
  canSubmit,
  clampRemarks,
  imageProblem,
  pickImages,
  remarksLength,
  remarksProblem,
  sniffImage,
  type RewardLimits,
} from '../../src/app/features/promotions/reward-rules.ts';
import { unreadSources, unreadTotal } from '../../src/app/features/unread/unread.ts';
import { frameMs, marqueeMotion } from '../../src/app/features/notices/marquee.ts';
import { iosGuideVariant, iosVersion } from '../../src/app/features/downloads/ios-version.ts';
import { htmlToText, preview } from '../../src/app/rules/html-text.ts';
import { channelsFrom, channelsFromBrand, opensInNewTab } from '../../src/app/rules/service-channels.ts';
import { mayCall } from '../../src/app/features/notices/notice-read.ts';
import { badgeCount } from '../../src/app/rules/format.ts';

const LIMITS: RewardLimits = { maxBytes: 5_242_880, maxImages: 3, remarksMax: 140 };
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('promotions', () => {
  it('uses the image with sequence 1 as the banner, else the lowest sequence', () => {
    expect(
      bannerImage({
        announcementImages: [
          { sequence: 2, url: 'b' },
          { sequence: 1, url: 'a' },
        ],
      })?.url,
    ).toBe('a');
    expect(
      bannerImage({
        announcementImages: [
          { sequence: 3, url: 'c' },
          { sequence: 2, url: 'b' },
        ],
      })?.url,
    ).toBe('b');
    expect(bannerImage({ announcementImages: [] })).toBeUndefined();
  });

  it('filters a tab by promoAnnouncementCategoryIds', () => {
    const list = [
      { id: 1, promoAnnouncementCategoryIds: [1, 2] },
      { id: 2, promoAnnouncementCategoryIds: [1, 3] },
      { id: 3, promoAnnouncementCategoryIds: [] },
    ];
    expect(filterByCategory(list, 2).map((p) => p.id)).toEqual([1]);
    expect(filterByCategory(list, 1).map((p) => p.id)).toEqual([1, 2]);
    expect(filterByCategory(list, 9)).toEqual([]);
    expect(filterByCategory(list, undefined).map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('shows long term for noExpiry 1, and a countdown only with an end date and noExpiry not 1', () => {
    expect(isLongTerm({ noExpiry: 1, endDate: null })).toBe(true);
    expect(hasCountdown({ noExpiry: 1, endDate: 123 })).toBe(false);
    expect(hasCountdown({ noExpiry: 0, endDate: null })).toBe(false);
    expect(hasCountdown({ noExpiry: 0, endDate: 123 })).toBe(true);
  });

  it('maps every status label of the documents to a key', () => {
    expect(Object.keys(STATUS_KEYS).sort()).toEqual(
      ['Applying', 'Claim', 'Claimed', 'Close', 'Coming soon', 'Issued', 'Join', 'Joined', 'Process', 'Rejected'].sort(),
    );
  });

  it('offers join for sign-up promotions, apply for claimable ones, participate for tournaments, a label otherwise', () => {
    expect(actionOf({ kind: 'signup', status: 'Join', linkedPromotionId: null })).toBe('join');
    expect(actionOf({ kind: 'signup', status: 'Joined', linkedPromotionId: null })).toBe('none');
    expect(actionOf({ kind: 'promotion', status: 'Claim', linkedPromotionId: 4 })).toBe('apply');
    expect(actionOf({ kind: 'promotion', status: 'Rejected', linkedPromotionId: 4 })).toBe('apply');
    expect(actionOf({ kind: 'promotion', status: 'Claim', linkedPromotionId: null })).toBe('none');
    for (const status of ['Applying', 'Close', 'Issued', 'Claimed', 'Process', 'Coming soon'] as const)
      expect(actionOf({ kind: 'promotion', status, linkedPromotionId: 4 })).toBe('none');
    expect(actionOf({ kind: 'tournament', status: 'Join', linkedPromotionId: null })).toBe('participate');
  });

  it('applies for the linked promotion and finds the promotion an application names', () => {
    expect(applicationId({ id: 3, linkedPromotionId: 7 })).toBe(7);
    expect(applicationId({ id: 3, linkedPromotionId: null })).toBe(3);
    const list = [
      { id: 3, linkedPromotionId: 7 },
      { id: 5, linkedPromotionId: 5 },
    ];
    expect(promotionForApplication(list, 5)?.id).toBe(5);
    expect(promotionForApplication(list, 7)?.id).toBe(3);
    expect(promotionForApplication(list, 9)).toBeUndefined();
  });

  it('accepts only positive integer ids from the query', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of ['', '0', '-1', '1.5', 'abc', '1e3', null, undefined, '12345678901234567']) expect(parseId(bad)).toBeUndefined();
  });
});

describe('reward application', () => {
  it('refuses a wrong type with activity_image_type (gif too: the picker offers it, the rules do not)', () => {
    expect(imageProblem(file('a.gif', 'image/gif'), 0, LIMITS)).toBe('activity_image_type');
    expect(imageProblem(file('a.pdf', 'application/pdf'), 0, LIMITS)).toBe('activity_image_type');
    expect(imageProblem(file('a.webp', 'image/webp'), 0, LIMITS)).toBe('activity_image_type');
    expect(imageProblem(file('a.jpg', 'image/jpeg'), 0, LIMITS)).toBeUndefined();
    expect(imageProblem(file('a.png', 'image/png'), 0, LIMITS)).toBeUndefined();
    // No type from the browser: the extension decides.
    expect(imageProblem(file('a.JPEG', ''), 0, LIMITS)).toBeUndefined();
    expect(imageProblem(file('a.bmp', ''), 0, LIMITS)).toBe('activity_image_type');
  });

  it('refuses an image over 5 MiB with activity_apply_remark_limit3, and exactly 5 MiB passes', () => {
    expect(imageProblem(file('a.png', 'image/png', 5_242_880), 0, LIMITS)).toBeUndefined();
    expect(imageProblem(file('a.png', 'image/png', 5_242_881), 0, LIMITS)).toBe('activity_apply_remark_limit3');
  });

  it('refuses a fourth image with activity_apply_remark_limit4', () => {
    expect(imageProblem(file('a.png', 'image/png'), 3, LIMITS)).toBe('activity_apply_remark_limit4');
    const picked = pickImages(
      [file('1.png', 'image/png'), file('2.png', 'image/png')],
      [file('3.png', 'image/png'), file('4.png', 'image/png'), file('x.gif', 'image/gif')],
      LIMITS,
    );
    expect(picked.images.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(picked.problems).toEqual(['activity_apply_remark_limit4', 'activity_apply_remark_limit4']);
  });

  it('tells image kinds by their bytes', () => {
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe('png');
    expect(sniffImage(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBe('gif');
    expect(sniffImage(new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBeUndefined();
  });

  it('enables submit in the four flag cases of game spec section 4', () => {
    const both = { imageRequired: 'Y', remarkRequired: 'Y' } as const;
    const images = { imageRequired: 'Y', remarkRequired: 'N' } as const;
    const remarks = { imageRequired: 'N', remarkRequired: 'Y' } as const;
    const neither = { imageRequired: 'N', remarkRequired: 'N' } as const;
    expect([canSubmit(both, '', 0), canSubmit(both, 'x', 0), canSubmit(both, '', 1), canSubmit(both, 'x', 1)]).toEqual([false, false, false, true]);
    expect([canSubmit(images, '', 0), canSubmit(images, 'x', 0), canSubmit(images, '', 1)]).toEqual([false, false, true]);
    expect([canSubmit(remarks, '', 0), canSubmit(remarks, '', 1), canSubmit(remarks, 'x', 0)]).toEqual([false, false, true]);
    expect([canSubmit(neither, '', 0), canSubmit(neither, 'x', 1)]).toEqual([true, true]);
    // Blank remarks are no remarks.
    expect(canSubmit(remarks, '   ', 0)).toBe(false);
  });

  it('counts and cuts remarks in characters, and refuses < and >', () => {
    expect(remarksLength('ก่อน😀')).toBe(5);
    expect(clampRemarks('x'.repeat(150), 140)).toHaveLength(140);
    expect(remarksLength(clampRemarks('😀'.repeat(150), 140))).toBe(140);
    expect(remarksProblem('a <b>', 140)).toBe('remarksChars');
    expect(remarksProblem('x'.repeat(141), 140)).toBe('remarksLong');
    expect(remarksProblem('fine', 140)).toBeUndefined();
  });
});

describe('unread badge', () => {
  it('adds announcements, chat (CBS3 and a session only) and inbox; type 4 asks nothing', () => {
    expect(unreadSources({ loggedIn: true, customerType: 0, chatEnabled: true })).toEqual(['announcements', 'chat', 'inbox']);
    expect(unreadSources({ loggedIn: true, customerType: 0, chatEnabled: false })).toEqual(['announcements', 'inbox']);
    expect(unreadSources({ loggedIn: true, customerType: 4, chatEnabled: true })).toEqual([]);
    expect(unreadSources({ loggedIn: false, customerType: 4, chatEnabled: true })).toEqual([]);
    expect(unreadTotal({ announcements: 60, chat: 30, inbox: 20 })).toBe(110);
    expect(unreadTotal({ announcements: 2, inbox: Number.NaN })).toBe(2);
  });

  it('shows 99+ above the cap, in the digits of the language', () => {
    expect(badgeCount(unreadTotal({ announcements: 60, chat: 30, inbox: 20 }), 99, 'en')).toBe('99+');
    expect(badgeCount(99, 99, 'en')).toBe('99');
    expect(badgeCount(7, 99, 'fa')).toBe('۷');
    expect(badgeCount(120, 99, 'fa')).toBe('۹۹+');
  });

  it('throttles mark-read per notice', () => {
    expect(mayCall(undefined, 1000, 150)).toBe(true);
    expect(mayCall(1000, 1100, 150)).toBe(false);
    expect(mayCall(1000, 1150, 150)).toBe(true);
  });
});

describe('notice marquee', () => {
  it('starts in place, moves a pixel a frame towards the reading start, comes back from the far side, and mirrors in RTL', () => {
    const viewport = 300;
    const track = 500;
    const ltr = marqueeMotion(viewport, track, 40, false)!;
    expect(ltr.keyframes).toEqual([
      { offset: 0, transform: 'translateX(0px)' },
      { offset: 500 / 800, transform: 'translateX(-500px)' },
      { offset: 500 / 800, transform: 'translateX(300px)' },
      { offset: 1, transform: 'translateX(0px)' },
    ]);
    // 800 frames of one pixel at 40 fps (25 ms a frame), one step each.
    expect(ltr.duration).toBe(800 * 25);
    expect(ltr.easing).toBe('steps(800, end)');
    expect(frameMs(40)).toBe(25);
    const rtl = marqueeMotion(viewport, track, 40, true)!;
    expect(rtl.keyframes.map((k) => k.transform)).toEqual(['translateX(0px)', 'translateX(500px)', 'translateX(-300px)', 'translateX(0px)']);
    // Nothing laid out yet: nothing to move.
    expect(marqueeMotion(0, track, 40, false)).toBeNull();
    expect(marqueeMotion(viewport, 0, 40, false)).toBeNull();
  });
});

describe('iOS add-to-home-screen guide', () => {
  const ua = (os: string, device = 'iPhone; CPU iPhone') =>
    `Mozilla/5.0 (${device} OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1`;
  it('applies to iOS 12.0 and 12.1 and to 11 or lower only', () => {
    expect(iosGuideVariant(iosVersion(ua('12_1')))).toBe('ios12');
    expect(iosGuideVariant(iosVersion(ua('12_0')))).toBe('ios12');
    expect(iosGuideVariant(iosVersion(ua('12_2')))).toBeUndefined();
    expect(iosGuideVariant(iosVersion(ua('11_4_1')))).toBe('ios11');
    expect(iosGuideVariant(iosVersion(ua('10_3', 'iPad; CPU')))).toBe('ios11');
    expect(iosGuideVariant(iosVersion(ua('17_0')))).toBeUndefined();
    expect(iosVersion('Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/120 Mobile')).toBeUndefined();
  });
});

describe('plain-text previews', () => {
  it('drops markup and scripts, decodes entities and keeps words apart', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>world</b></p><p>Next&amp;more</p><script>alert(1)</script>')).toBe('Hello world Next&more');
    expect(htmlToText('<ul><li>a</li><li>b</li></ul>&#x41;&#66;&lt;3')).toBe('a b AB<3');
    expect(preview('one two three four', 9)).toBe('one two…');
    expect(preview('short', 9)).toBe('short');
  });
});

describe('customer-service entries', () => {
  it('keeps one entry per position in the documents order, only http(s) links, and opens type 2 in the same tab', () => {
    const channels = channelsFrom([
      { position: 'TELEGRAM-2', type: 3, url: 'https://t.me/vip' },
      { position: 'LIVECHAT-1', type: 1, url: 'https://chat.example/' },
      { position: 'TELEGRAM-1', type: 2, url: 'javascript:alert(1)' },
      { position: 'OTHER', type: 1, url: 'https://x.example/' },
    ]);
    expect(channels.map((c) => c.position)).toEqual(['LIVECHAT-1', 'TELEGRAM-2']);
    expect(opensInNewTab({ type: 1 })).toBe(true);
    expect(opensInNewTab({ type: 3 })).toBe(true);
    expect(opensInNewTab({ type: 2 })).toBe(false);
    expect(channelsFromBrand({ customerService: [{ position: 'TELEGRAM-1', type: 3, url: 'https://t.me/x' }] })[0]).toMatchObject({
      position: 'TELEGRAM-1',
      url: 'https://t.me/x',
    });
  });
});
