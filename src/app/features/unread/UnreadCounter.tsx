// Keeps unreadTotalAtom current while a session exists (the shell badges it on
// the member item, 99+ above constants.unreadCap). Counts are asked on login,
// on every route change, when the page becomes visible again, after a notice
// is marked read and every minute; at most once per constants.unreadThrottleMs
// (the client also coalesces identical calls within 250 ms). A count that
// fails keeps its last value.
import { useEffect, useRef } from 'react';
import { useLocation } from '../../state/location.ts';
import { useBrand } from '../../state/brand.ts';
import { useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { platform } from '../../state/platform.ts';
import { customerTypeAtom, loggedInAtom, tokenAtom } from '../../state/session.ts';
import { unreadTotalAtom } from '../../state/ui.ts';
import { unreadRefreshAtom } from '../../state/ui.ts';
import { unreadSources, unreadTotal, type UnreadSource } from './unread.ts';

const REFRESH_MS = 60_000;

export default function UnreadCounter() {
  const brand = useBrand();
  const loggedIn = useAtomValue(loggedInAtom);
  const customerType = useAtomValue(customerTypeAtom);
  const token = useAtomValue(tokenAtom);
  const nudge = useAtomValue(unreadRefreshAtom);
  const setTotal = useSetAtom(unreadTotalAtom);
  const { pathname } = useLocation();
  const counts = useRef<Partial<Record<UnreadSource, number>>>({});
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const throttleMs = brand.constants.unreadThrottleMs;
  const sources = unreadSources({ loggedIn, customerType, chatEnabled: brand.flags.CBS3 });
  const sourcesKey = sources.join(',');

  const refresh = useRef<() => void>(() => {});
  refresh.current = () => {
    const now = Date.now();
    const wait = last.current + throttleMs - now;
    if (wait > 0) {
      // Inside the throttle window: one trailing call at its end.
      pending.current ??= setTimeout(() => {
        pending.current = undefined;
        refresh.current();
      }, wait);
      return;
    }
    last.current = now;
    const asked = sourcesKey ? (sourcesKey.split(',') as UnreadSource[]) : [];
    const calls: Record<UnreadSource, () => Promise<number>> = {
      announcements: () => platform().announcementUnreadCount({}),
      chat: () =>
        platform()
          .chatUnreadCount({})
          .then((v) => v.unReadCount),
      inbox: () => platform().inboxUnreadCount({}),
    };
    void Promise.all(
      asked.map((s) =>
        calls[s]().then(
          (n) => [s, n] as const,
          () => [s, counts.current[s]] as const,
        ),
      ),
    ).then((results) => {
      const next: Partial<Record<UnreadSource, number>> = {};
      for (const [s, n] of results) if (n !== undefined) next[s] = n;
      counts.current = next;
      setTotal(unreadTotal(next));
    });
  };

  // Type 4 and visitors: no calls, no badge.
  // biome-ignore lint/correctness/useExhaustiveDependencies: token, pathname and nudge are the triggers: counts are asked again on login, on every route change and after a notice is marked read.
  useEffect(() => {
    if (!sourcesKey) {
      counts.current = {};
      setTotal(0);
      return;
    }
    refresh.current();
  }, [sourcesKey, token, pathname, nudge, setTotal]);

  useEffect(() => {
    if (!sourcesKey) return;
    const timer = setInterval(() => refresh.current(), REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh.current();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [sourcesKey]);

  // Logged out: the badge goes with the session.
  useEffect(
    () => () => {
      clearTimeout(pending.current);
      setTotal(0);
    },
    [setTotal],
  );

  return null;
}
