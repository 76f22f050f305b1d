// Platform content the feature shows (game spec sections 2, 3 and 7), loaded
// once and shared: the home strip, the tournament carousel, the side menu and
// the promotions page all read the same promotions answer. A cached answer is
// keyed by the language and the session of the moment, kept for a minute, and
// dropped when it failed, so "retry" always asks the platform again.
import type { ValueOf } from '../../../../platform/calls.ts';
import { appStore } from '../../../state/jotai.ts';
import { languageAtom } from '../../../state/language.ts';
import { platform } from '../../../state/platform.ts';
import { tokenAtom } from '../../../state/session.ts';

export type Announcements = ValueOf<'announcements'>;
export type Promotion = Announcements['promotion'][number];
export type PromotionStatus = Promotion['status'];
export type PlayerNotice = Announcements['player'][number];
export type NoticePopup = Announcements['popup'][number];
export type PromotionCategory = ValueOf<'promotionCategories'>[number];
export type HelpItem = ValueOf<'helpCentre'>[number];
export type CsEntry = ValueOf<'customerService'>['list'][number];
export type RankProgress = ValueOf<'playerRankProgress'>;
export type Winner = ValueOf<'winnerBoard'>['list'][number];

const TTL_MS = 60_000;
const cache = new Map<string, { at: number; promise: Promise<unknown> }>();

/** The part of a cache key that changes the platform's answer: language and session. */
function context(): string {
  const store = appStore();
  return `${store.get(languageAtom)}|${store.get(tokenAtom) ?? ''}`;
}

/** `load()` once per key, language and session within TTL_MS; `fresh` asks again. */
export function cached<T>(key: string, load: () => Promise<T>, fresh = false): Promise<T> {
  const full = `${key}|${context()}`;
  const hit = cache.get(full);
  if (!fresh && hit && Date.now() - hit.at < TTL_MS) return hit.promise as Promise<T>;
  const promise = load();
  cache.set(full, { at: Date.now(), promise });
  promise.catch(() => {
    if (cache.get(full)?.promise === promise) cache.delete(full);
  });
  return promise;
}

/** Forgets every cached answer whose key starts with `prefix` (after a change the player made). */
export function invalidate(prefix: string): void {
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}

export function loadPromotions(fresh = false): Promise<Promotion[]> {
  return cached('PR', () => platform().announcements({ types: 'PR', platform: 'M' }).then((v) => v.promotion), fresh);
}

export function loadCategories(fresh = false): Promise<PromotionCategory[]> {
  return cached('categories', () => platform().promotionCategories({}), fresh);
}

/** Popups for the caller: the platform answers execution A with a session, B without (game spec section 2). */
export function loadPopups(fresh = false): Promise<NoticePopup[]> {
  return cached('PU', () => platform().announcements({ types: 'PU', platform: 'M' }).then((v) => [...v.popup].sort((a, b) => a.sort - b.sort)), fresh);
}

/** Player notices, newest first, with the player's read flags. */
export function loadNotices(fresh = false): Promise<PlayerNotice[]> {
  return cached('notices', () => platform().notices({ pageSize: 50 }).then((v) => v.list), fresh);
}

export function loadHelp(fresh = false): Promise<HelpItem[]> {
  return cached('help', () => platform().helpCentre({ lang: appStore().get(languageAtom), device: 'MOBILE' }), fresh);
}

/** Customer-service entries; the client has already decrypted type 3 URLs. */
export function loadCustomerService(fresh = false): Promise<CsEntry[]> {
  return cached('cs', () => platform().customerService({}).then((v) => v.list), fresh);
}

export function loadRankProgress(fresh = false): Promise<RankProgress> {
  return cached('rank', () => platform().playerRankProgress({}), fresh);
}

export function loadWinners(limit: number, fresh = false): Promise<ValueOf<'winnerBoard'>> {
  return cached(`winners:${limit}`, () => platform().winnerBoard({ gameCategory: 'ALL', limitNum: limit }), fresh);
}
