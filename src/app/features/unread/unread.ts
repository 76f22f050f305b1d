// The unread badge's arithmetic (game spec section 4): announcements + chat +
// inbox, the chat count only with CBS3 and a session, nothing for session type 4.
import { isGuestType } from '../../../platform/customer-types.ts';

export interface UnreadViewer {
  loggedIn: boolean;
  customerType: number;
  chatEnabled: boolean;
}

export type UnreadSource = 'announcements' | 'chat' | 'inbox';

/** Which counts to ask the platform for. */
export function unreadSources(viewer: UnreadViewer): UnreadSource[] {
  if (!viewer.loggedIn || isGuestType(viewer.customerType)) return [];
  return viewer.chatEnabled ? ['announcements', 'chat', 'inbox'] : ['announcements', 'inbox'];
}

/** The badge total; a source that failed or was not asked counts 0. */
export function unreadTotal(counts: Partial<Record<UnreadSource, number>>): number {
  return (['announcements', 'chat', 'inbox'] as const).reduce((sum, k) => {
    const n = counts[k];
    return sum + (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
  }, 0);
}
