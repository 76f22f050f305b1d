// The session's member info (account spec sections 3 and 7: "cached locally,
// refreshed on demand"): read through the data cache like every platform
// answer, keyed by session, and kept in memberInfoAtom (localStorage
// MC_MEMBER_INFO), which the header, the side menu and the referral link show.
import { useEffect } from 'react';
import type { ValueOf } from '../../platform/calls.ts';
import { appStore, useSetAtom } from './jotai.ts';
import { fetchPlatformData, usePlatformData } from './platform-data.ts';
import type { Remote } from './remote.ts';
import { memberInfoAtom, tokenAtom, type MemberInfo } from './session.ts';

export type MemberInfoValue = ValueOf<'memberInfo'>;

function stored(m: MemberInfoValue): MemberInfo {
  return { id: m.id, account: m.account, type: m.type, ...(m.nickname ? { nickname: m.nickname } : {}) };
}

/**
 * Asks the platform again and keeps the answer, unless the session changed
 * meanwhile (a logout must not get the old member back); a failure keeps the
 * stored copy (an ended session is handled by the platform wrapper).
 */
export function refreshMemberInfo(): Promise<void> {
  const store = appStore();
  const token = store.get(tokenAtom);
  return fetchPlatformData('memberInfo', {}, { fresh: true }).then(
    (m) => {
      if (store.get(tokenAtom) === token) store.set(memberInfoAtom, stored(m));
    },
    () => undefined,
  );
}

/** The member info in a page that shows it: the cached answer at once, then a fresh one, kept in memberInfoAtom too. */
export function useMemberInfo(enabled: boolean): Remote<MemberInfoValue> {
  const setMember = useSetAtom(memberInfoAtom);
  const remote = usePlatformData('memberInfo', {}, { enabled, maxAgeMs: 0 });
  const { data } = remote;
  useEffect(() => {
    if (data) setMember(stored(data));
  }, [data, setMember]);
  return remote;
}
