// Platform content several features show (game spec sections 2, 3 and 7), as
// queries on the app's one data cache (platform-data.ts): the home strip, the
// tournament carousel, the side menu, the promotions page and the reward
// centre all read the same promotions answer. The public requests are in
// src/platform/public-requests.ts, which the build's content snapshot asks too.
import type { CallName, RequestOf, ValueOf } from '../../platform/calls.ts';
import { fetchPlatformData } from './platform-data.ts';
import type { LanguageCode } from '../../platform/generated/api.ts';
import { helpRequest, noticesRequest, promotionCategoriesRequest, promotionsRequest } from '../../platform/public-requests.ts';

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

/** A call, its request and the part of its answer a view shows. */
export interface ContentQuery<K extends CallName, T> {
  call: K;
  request: RequestOf<K>;
  select: (value: ValueOf<K>) => T;
}

const query = <K extends CallName, T>(call: K, request: RequestOf<K>, select: (value: ValueOf<K>) => T): ContentQuery<K, T> => ({ call, request, select });

export const promotionsQuery = query('announcements', promotionsRequest.request, (v) => v.promotion);
export const promotionCategoriesQuery = query('promotionCategories', promotionCategoriesRequest.request, (v) => v);
/** Popups for the caller: the platform answers execution A with a session, B without (game spec section 2). */
export const popupsQuery = query('announcements', { types: 'PU', platform: 'M' }, (v) => [...v.popup].sort((a, b) => a.sort - b.sort));
/** Player notices, newest first, with the player's read flags. */
export const noticesQuery = query('notices', noticesRequest.request, (v) => v.list);
export const helpQuery = (lng: LanguageCode) => query('helpCentre', helpRequest(lng).request, (v) => v);
/** Customer-service entries; the client has already decrypted type 3 URLs. */
export const customerServiceQuery = query('customerService', {}, (v) => v.list);
export const rankProgressQuery = query('playerRankProgress', {}, (v) => v);
export const winnersQuery = (limit: number) => query('winnerBoard', { gameCategory: 'ALL', limitNum: limit }, (v) => v);

/** A query's answer outside a component (after an action: `fresh` asks the platform again). */
export function loadContent<K extends CallName, T>(q: ContentQuery<K, T>, fresh = false): Promise<T> {
  return fetchPlatformData(q.call, q.request, { fresh }).then(q.select);
}
