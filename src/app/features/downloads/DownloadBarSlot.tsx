// Always on and tiny: loads the download bar's code only on the page where the
// bar shows (state/download-bar.ts says where).
import { lazy, Suspense } from 'react';
import { useDownloadBarShown } from '../../state/download-bar.ts';

const DownloadBar = lazy(() => import('./DownloadBar.tsx'));

export default function DownloadBarSlot() {
  return useDownloadBarShown() ? (
    <Suspense fallback={null}>
      <DownloadBar />
    </Suspense>
  ) : null;
}
