// Opening and closing the iOS add-to-home-screen guide. The guide hides the
// download bar while it is open, and closing it restores the bar as it was
// (game spec section 2).
import { useCallback } from 'react';
import { appStore, useSetAtom } from '../../state/jotai.ts';
import { downloadBarAtom, iosGuideAtom } from '../../state/ui.ts';

export function useIosGuide() {
  const setGuide = useSetAtom(iosGuideAtom);
  const setBar = useSetAtom(downloadBarAtom);
  const open = useCallback(() => {
    const store = appStore();
    if (store.get(iosGuideAtom)) return;
    setGuide({ restoreBar: store.get(downloadBarAtom) });
    setBar(false);
  }, [setGuide, setBar]);
  const close = useCallback(() => {
    const guide = appStore().get(iosGuideAtom);
    setGuide(null);
    if (guide) setBar(guide.restoreBar);
  }, [setGuide, setBar]);
  return { open, close };
}
