// Player notices with their read state as the page shows it: the platform's
// answer with this page's local flips applied (notice-read.ts flips them).
import { useEffect } from 'react';
import { atom, useAtomValue } from '../../state/jotai.ts';
import { noticesQuery } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';

/** Notices flipped to read on this page, shown read before the platform confirms. */
export const locallyReadAtom = atom<ReadonlySet<number>>(new Set<number>());
/** Bumped after a mark-read call to reload the list from the platform. */
export const noticesVersionAtom = atom(0);

/** The notices with local flips applied. */
export function useNotices() {
  const version = useAtomValue(noticesVersionAtom);
  const locallyRead = useAtomValue(locallyReadAtom);
  const remote = useContent(noticesQuery);
  const { retry } = remote;
  // After a mark-read call: the platform's own read flags replace the local flips.
  useEffect(() => {
    if (version > 0) retry();
  }, [version, retry]);
  const data = remote.data?.map((n) => (!n.read && locallyRead.has(n.id) ? { ...n, read: true } : n));
  return { ...remote, data };
}
