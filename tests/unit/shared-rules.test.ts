// The rules more than one feature (or the app and the reference server) use,
// each defined once: customer types (src/platform/customer-types.ts), which menu
// and member-centre entries a brand's flags and a viewer allow, the avatar
// initial, and how a promotion's status and dates are labelled (src/app/rules).
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../src/config/generated/brand.ts';
import { loadBrand } from '../../src/config/load-brands.ts';
import { avatarInitial } from '../../src/app/rules/avatar.ts';
import { bottomItemVisible, memberEntryVisible, sideItemVisible, type MemberEntry } from '../../src/app/rules/menu-visibility.ts';
import { datesLabel, statusLabelKey } from '../../src/app/rules/promotion-labels.ts';
import { firstStrongDirection } from '../../src/app/rules/text-direction.ts';
import { asksForContract, isAgentType, isGuestType, isTrialType } from '../../src/platform/customer-types.ts';

function brand(id: string, flags: Partial<BrandConfig['flags']> = {}): BrandConfig {
  const config = loadBrand(id).config;
  if (!config) throw new Error(`demo brand ${id} does not load`);
  return { ...config, flags: { ...config.flags, ...flags } };
}

const visitor = { loggedIn: false, agent: false, installed: false, guest: true };
const player = { loggedIn: true, agent: false, installed: false, guest: false };
const agent = { loggedIn: true, agent: true, installed: false, guest: false };
const guestSession = { loggedIn: true, agent: false, installed: false, guest: true };

describe('customer types (account spec section 6)', () => {
  it('0, 1, 2 are real; 4 and 40 are not; 4 is the guest; 0, 4 and 40 are not agents', () => {
    expect([0, 1, 2, 4, 40, 41, 42, 7].map(isTrialType)).toEqual([false, false, false, true, true, false, false, false]);
    expect([0, 1, 2, 4, 40, 41, 42, 7].map(isAgentType)).toEqual([false, true, true, false, false, true, true, true]);
    expect([0, 4, 40].map(isGuestType)).toEqual([false, true, false]);
  });

  it('prompts for a contract except types 4, 40, 41 and 42 (game spec section 6)', () => {
    expect([1, 2, 7, 4, 40, 41, 42].map(asksForContract)).toEqual([true, true, true, false, false, false, false]);
  });
});

describe('menu entries by flags and viewer', () => {
  const off = brand('aurora', { REWCEN3: false, REFERRAL3: false });

  it('hides a flagged-off side-menu entry from players, never from visitors ("Visitors see all items")', () => {
    expect(sideItemVisible('rewardCenter', off, player)).toBe(false);
    expect(sideItemVisible('rewardCenter', off, visitor)).toBe(true);
    expect(sideItemVisible('rewardCenter', brand('aurora', { REWCEN3: true }), player)).toBe(true);
    expect(sideItemVisible('agent', off, player)).toBe(false);
    expect(sideItemVisible('agent', off, agent)).toBe(true);
    // Game spec section 2, Side menu: "Visitors see all items", the agent entry too.
    expect(sideItemVisible('agent', off, visitor)).toBe(true);
    expect(sideItemVisible('download', off, { ...player, installed: true })).toBe(false);
  });

  it('gives the member centre the side menu rule: no reward or invite entry for a player when REWCEN3 or REFERRAL3 is off', () => {
    const shown = (b: BrandConfig, viewer: typeof player) =>
      (['deposit', 'rewardCenter', 'messages', 'agent', 'referral', 'logout', 'settings'] as MemberEntry[]).filter((e) => memberEntryVisible(e, b, viewer));
    expect(shown(off, player)).toEqual(['deposit', 'messages', 'logout', 'settings']);
    expect(shown(off, agent)).toEqual(['deposit', 'messages', 'agent', 'logout', 'settings']);
    expect(shown(off, visitor)).toEqual(['rewardCenter', 'referral', 'settings']);
    expect(shown(brand('aurora', { REWCEN3: true, REFERRAL3: true }), player)).toEqual([
      'deposit',
      'rewardCenter',
      'messages',
      'referral',
      'logout',
      'settings',
    ]);
    // A guest session (type 4) has no messages.
    expect(shown(brand('aurora', { REWCEN3: true }), guestSession)).not.toContain('messages');
  });

  it("applies the bottom menu's own flags to everyone and its VIP and mission conditions to players", () => {
    const b = brand('aurora', { VIPBENEFIT3: false, CBS3: false });
    expect(bottomItemVisible({ item: 'vip', visibleWhen: { vipBenefit: true } }, b, visitor)).toBe(true);
    expect(bottomItemVisible({ item: 'vip', visibleWhen: { vipBenefit: true } }, b, player)).toBe(false);
    expect(bottomItemVisible({ item: 'service', visibleWhen: { flags: ['CBS3'] } }, b, visitor)).toBe(false);
  });
});

describe('avatar initial (account spec section 2)', () => {
  it('is the first letter of the nickname, else of the account, upper case, a whole character', () => {
    expect(avatarInitial('nova', 'demo0')).toBe('N');
    expect(avatarInitial('  ', 'demo0')).toBe('D');
    expect(avatarInitial(undefined, undefined)).toBe('');
    expect(avatarInitial('𝒜lice', 'x')).toBe('𝒜');
    expect(avatarInitial('istanbul', undefined, 'tr')).toBe('İ');
  });
});

describe('promotion labels', () => {
  it('says every status in the content namespace, wherever it is shown', () => {
    expect(statusLabelKey('Coming soon')).toBe('content:status.comingSoon');
    expect(statusLabelKey('Rejected')).toBe('content:status.rejected');
  });

  it('dates: long term for noExpiry 1, the period with an end date, else from the start (YYYY/MM/DD)', () => {
    const start = new Date(2026, 0, 5).getTime();
    const end = new Date(2026, 1, 28).getTime();
    expect(datesLabel({ startDate: start, endDate: end, noExpiry: 1 }, 'en')).toEqual({ key: 'content:promotions.longTerm', values: { start: '2026/01/05' } });
    expect(datesLabel({ startDate: start, endDate: end, noExpiry: 0 }, 'en')).toEqual({
      key: 'content:promotions.period',
      values: { start: '2026/01/05', end: '2026/02/28' },
    });
    expect(datesLabel({ startDate: start, endDate: null, noExpiry: 0 }, 'en').key).toBe('content:promotions.from');
    expect(datesLabel({ startDate: start, endDate: null, noExpiry: 0 }, 'fa').values.start).toBe('۲۰۲۶/۰۱/۰۵');
  });
});

describe('text direction by the first letter (platform HTML in ui/SafeHtml.tsx)', () => {
  it('follows the first letter, past digits, punctuation and spaces', () => {
    expect(firstStrongDirection('100% Welcome Bonus.')).toBe('ltr');
    expect(firstStrongDirection(' 100% مكافأة ترحيب')).toBe('rtl');
    expect(firstStrongDirection('!Welcome back')).toBe('ltr');
    expect(firstStrongDirection('«שלום» hello')).toBe('rtl');
    expect(firstStrongDirection('ภาษาไทย')).toBe('ltr');
  });

  it('decides nothing for text without letters', () => {
    expect(firstStrongDirection('2026/01/05 — 18+')).toBeUndefined();
    expect(firstStrongDirection('')).toBeUndefined();
  });
});
