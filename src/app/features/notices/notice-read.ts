// Marking a notice read (game spec section 4, Announcement read): an unread
// notice flips at once, then the mark-read call goes out (at most once per
// notice per constants.markReadThrottleMs) and the notices reload. Only a
// session whose type is not 4 marks anything read (account spec section 6).
import { useCallback } from 'react';
import { isGuestType } from '../../../platform/customer-types.ts';
import { useConstants } from '../../state/brand.ts';
import { atom, useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { platform } from '../../state/platform.ts';
import { customerTypeAtom, loggedInAtom } from '../../state/session.ts';
import { unreadRefreshAtom } from '../../state/ui.ts';
import { invalidatePlatformData } from '../../state/platform-data.ts';
import type { PlayerNotice } from '../../state/content-queries.ts';
import { locallyReadAtom, noticesVersionAtom } from './notice-data.ts';

/** Whether this viewer's reads count: a session whose type is not 4. */
export const canMarkReadAtom = atom((get) => get(loggedInAtom) && !isGuestType(get(customerTypeAtom)));

const lastCall = new Map<number, number>();

/** Pure part of the throttle: whether a call for `id` may go at `now`. */
export function mayCall(last: number | undefined, now: number, throttleMs: number): boolean {
  return last === undefined || now - last >= throttleMs;
}

export function useMarkRead(): (notice: Pick<PlayerNotice, 'id' | 'read'>) => void {
  const allowed = useAtomValue(canMarkReadAtom);
  const { markReadThrottleMs } = useConstants();
  const setLocal = useSetAtom(locallyReadAtom);
  const bumpVersion = useSetAtom(noticesVersionAtom);
  const bumpUnread = useSetAtom(unreadRefreshAtom);
  return useCallback(
    (notice) => {
      if (!allowed || notice.read) return;
      const now = Date.now();
      if (!mayCall(lastCall.get(notice.id), now, markReadThrottleMs)) return;
      lastCall.set(notice.id, now);
      setLocal((s) => new Set(s).add(notice.id));
      void platform()
        .markAnnouncementRead({ announcementId: notice.id, read: true })
        .catch(() => {
          // Not recorded: show it unread again, as the reload will.
          setLocal((s) => {
            const next = new Set(s);
            next.delete(notice.id);
            return next;
          });
        })
        .finally(() => {
          invalidatePlatformData('notices');
          bumpVersion((v) => v + 1);
          bumpUnread((v) => v + 1);
        });
    },
    [allowed, markReadThrottleMs, setLocal, bumpVersion, bumpUnread],
  );
}
