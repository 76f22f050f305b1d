// The two promotion rules the home strip needs (its image and its status
// label), apart from promotion-model.ts so the strip's code stays small.
import type { Promotion, PromotionStatus } from '../../platform/generated/api.ts';

/** The image with sequence 1 (the detail banner and the tournament card), else the lowest sequence. */
export function bannerImage(p: Pick<Promotion, 'announcementImages'>): string | undefined {
  const images = [...p.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (images.find((i) => i.sequence === 1) ?? images[0])?.url;
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
