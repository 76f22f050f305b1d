// Customer-service widget entries (game spec section 2; account spec section 3):
// at most one per position, in the order LIVECHAT-1, TELEGRAM-1, TELEGRAM-2.
// Types 1 and 3 open in a new tab (3 arrives encrypted and the platform client
// decrypts it), type 2 in the same tab.
import type { BrandConfig } from '../../config/generated/brand.ts';
import type { CustomerServiceEntry as CsEntry } from '../../platform/generated/api.ts';

export const CS_POSITIONS = ['LIVECHAT-1', 'TELEGRAM-1', 'TELEGRAM-2'] as const;
export type CsPosition = (typeof CS_POSITIONS)[number];

export interface CsChannel {
  position: CsPosition;
  type: 1 | 2 | 3;
  url: string;
  label: string;
}

/** Only http(s) links are opened; anything else (javascript:, an undecrypted blob) is dropped. */
function safeUrl(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

export function channelsFrom(entries: readonly { position: string; type: number; url: string; label?: string }[]): CsChannel[] {
  const out: CsChannel[] = [];
  for (const position of CS_POSITIONS) {
    const e = entries.find((x) => x.position === position);
    const url = e && safeUrl(e.url);
    if (e && url && (e.type === 1 || e.type === 2 || e.type === 3)) out.push({ position, type: e.type, url, label: e.label ?? '' });
  }
  return out;
}

export function channelsFromPlatform(list: readonly CsEntry[]): CsChannel[] {
  return channelsFrom(list.map((e) => ({ position: e.csPosition, type: e.type, url: e.url, label: e.label })));
}

/** The brand config's entries, used when the platform cannot be asked. */
export function channelsFromBrand(brand: Pick<BrandConfig, 'customerService'>): CsChannel[] {
  // Type 3 URLs are plain in the brand config; they are encrypted only on the wire.
  return channelsFrom(brand.customerService.map((e) => ({ position: e.position, type: e.type, url: e.url, label: e.label ?? '' })));
}

export function opensInNewTab(channel: Pick<CsChannel, 'type'>): boolean {
  return channel.type !== 2;
}
