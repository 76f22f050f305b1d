// How a promotion is shown wherever it appears (the promotions pages, the home
// strip, the reward centre): its image, its status label and its dates. Apart
// from promotion-model.ts so the home strip's code stays small.
import type { AnnouncementImage, Promotion, PromotionStatus } from '../../platform/generated/api.ts';
import { formatDate } from './format.ts';

/** The image with sequence 1 (the detail banner and the tournament card), else the lowest sequence. */
export function bannerImage(p: Pick<Promotion, 'announcementImages'>): AnnouncementImage | undefined {
  const images = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return images.find((i) => i.sequence === 1) ?? images[0];
}

/** i18n key of a status label (content:status.*), the labels of game spec section 3. */
export const STATUS_KEYS: Record<PromotionStatus, string> = {
  Join: 'join',
  Claim: 'claim',
  Applying: 'applying',
  Close: 'close',
  Rejected: 'rejected',
  Issued: 'issued',
  Claimed: 'claimed',
  Process: 'process',
  Joined: 'joined',
  'Coming soon': 'comingSoon',
};

/** The full i18n key of a status label (`content:status.*`), so every view that shows a status, whatever its namespace, says it the same way. */
export function statusLabelKey(status: PromotionStatus): string {
  return `content:status.${STATUS_KEYS[status]}`;
}

/**
 * The dates line as an i18n key (`content:promotions.*`) and its values, dates
 * as YYYY/MM/DD in the language's digits: noExpiry = 1 shows the start with
 * "long term" (game spec section 2), an end date the period, else the start.
 */
export function datesLabel(p: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>, lng: string): { key: string; values: { start: string; end?: string } } {
  const start = formatDate(p.startDate, lng, '/');
  if (p.noExpiry === 1) return { key: 'content:promotions.longTerm', values: { start } };
  if (p.endDate !== null && p.endDate !== undefined) return { key: 'content:promotions.period', values: { start, end: formatDate(p.endDate, lng, '/') } };
  return { key: 'content:promotions.from', values: { start } };
}
