// Notice popups on home (game spec section 2): the popups for the viewer (the
// platform answers execution A for members, B for visitors), each shown once
// per browser session. NoticePopupsSlot.tsx mounts this when they are due
// (see there); the carousel itself (NoticePopupView) loads when there is something
// to show, and only in its turn (state/dialog-order.ts: after the terms gate
// and any form, and never over another dialog the site opened on its own).
import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from '../../state/jotai.ts';
import { loggedInAtom } from '../../state/session.ts';
import { popupsQuery } from '../../state/content-queries.ts';
import { useContent } from '../../state/use-content.ts';
import { useDialogTurn } from '../../state/dialog-order.ts';

const NoticePopupView = lazy(() => import('./NoticePopupView.tsx'));

/** sessionStorage key: the popup ids already shown in this browser session, e.g. `3,4,15`. */
export const POPUPS_SEEN_KEY = 'LK_NOTICE_POPUPS_SEEN';

function readSeen(): Set<number> {
  try {
    return new Set((sessionStorage.getItem(POPUPS_SEEN_KEY) ?? '').split(',').filter(Boolean).map(Number));
  } catch {
    return new Set();
  }
}

export default function NoticePopups() {
  const execution = useAtomValue(loggedInAtom) ? 'A' : 'B';
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const popups = useContent(popupsQuery);

  const seen = readSeen();
  const items = (popups.data ?? []).filter((p) => p.execution === execution && !seen.has(p.id) && !closed.has(p.id));
  const turn = useDialogTurn('noticePopups', items.length > 0);
  if (!turn) return null;

  const close = () => {
    const all = new Set([...seen, ...closed, ...items.map((p) => p.id)]);
    try {
      sessionStorage.setItem(POPUPS_SEEN_KEY, [...all].join(','));
    } catch {
      // storage unavailable: closed for this page view only
    }
    setClosed(all);
  };
  return (
    <Suspense fallback={null}>
      <NoticePopupView items={items} onClose={close} />
    </Suspense>
  );
}
