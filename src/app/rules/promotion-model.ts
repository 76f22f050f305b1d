// Promotion rules of game spec sections 2 to 5, kept free of React so unit
// tests pin them: the category filter, long term and countdowns, what a status
// label lets the player do, and which promotion an application names. The
// banner image and the status label keys are in promotion-labels.ts.
import type { Promotion } from '../../platform/generated/api.ts';

/** A tab shows the promotions whose promoAnnouncementCategoryIds include its id; no tab means all. */
export function filterByCategory<T extends Pick<Promotion, 'promoAnnouncementCategoryIds'>>(promotions: readonly T[], categoryId: number | undefined): T[] {
  if (categoryId === undefined) return [...promotions];
  return promotions.filter((p) => p.promoAnnouncementCategoryIds.includes(categoryId));
}

/** noExpiry = 1 means long term: the start date with "long term", never a countdown (game spec section 2). */
export function isLongTerm(p: Pick<Promotion, 'noExpiry' | 'endDate'>): boolean {
  return p.noExpiry === 1;
}

/** A countdown shows when an end date exists and noExpiry is not 1 (game spec section 2, Tournament carousel). */
export function hasCountdown(p: Pick<Promotion, 'noExpiry' | 'endDate'>): p is Pick<Promotion, 'noExpiry'> & { endDate: number } {
  return p.endDate !== null && p.endDate !== undefined && p.noExpiry !== 1;
}

export type PromotionAction =
  /** Sign-up promotion join call (game spec section 7). */
  | 'join'
  /** The reward application, /m/applyReward?id= (game spec section 2). */
  | 'apply'
  /** Tournaments: /m/leaderBoard. */
  | 'participate'
  /** A label only. */
  | 'none';

/**
 * What the action block offers. Tournaments always lead to /m/leaderBoard;
 * Join joins a sign-up promotion; Claim (and Rejected, which may be applied
 * for again) opens the application when the promotion takes one; every other
 * status is a label the player cannot act on.
 */
export function actionOf(p: Pick<Promotion, 'kind' | 'status' | 'linkedPromotionId'>): PromotionAction {
  if (p.kind === 'tournament') return 'participate';
  if (p.status === 'Join') return p.kind === 'signup' ? 'join' : p.linkedPromotionId !== null ? 'apply' : 'none';
  if ((p.status === 'Claim' || p.status === 'Rejected') && p.linkedPromotionId !== null) return 'apply';
  return 'none';
}

/** The id an application for `p` names: its linkedPromotionId (game spec section 3), else its own id. */
export function applicationId(p: Pick<Promotion, 'id' | 'linkedPromotionId'>): number {
  return p.linkedPromotionId ?? p.id;
}

/** The promotion an application for `id` is about: the one with that id, else the one linking to it. */
export function promotionForApplication<T extends Pick<Promotion, 'id' | 'linkedPromotionId'>>(promotions: readonly T[], id: number): T | undefined {
  return promotions.find((p) => p.id === id) ?? promotions.find((p) => p.linkedPromotionId === id);
}

/** A positive integer id from a query value, else undefined. */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}
