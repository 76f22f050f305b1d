// Player notices with their read state as the page shows it: the platform's
// answer with this page's local flips applied (notice-read.ts flips them).
import { atom, useAtomValue } from '../../../state/jotai.ts';
import { loadNotices } from '../shared/content-data.ts';
import { useContent } from '../shared/use-content.ts';

/** Notices flipped to read on this page, shown read before the platform confirms. */
export const locallyReadAtom = atom<ReadonlySet<number>>(new Set<number>());
/** Bumped after a mark-read call to reload the list from the platform. */
export const noticesVersionAtom = atom(0);

/** The notices with local flips applied. */
export function useNotices() {
  const version = useAtomValue(noticesVersionAtom);
  const locallyRead = useAtomValue(locallyReadAtom);
  const remote = useContent((fresh) => loadNotices(fresh || version > 0), [version]);
  const data = remote.data?.map((n) => (!n.read && locallyRead.has(n.id) ? { ...n, read: true } : n));
  return { ...remote, data };
}
