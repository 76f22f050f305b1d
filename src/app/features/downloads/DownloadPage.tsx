// Download page, /m/download (game spec section 2): the download panel. On iOS
// 12.0-12.1 and 11 or lower the add-to-home-screen guide opens by itself once.
import { useEffect } from 'react';
import type { PageProps } from '../../feature-entries.ts';
import { useHydrated } from '../../state/use-hydrated.tsx';
import { useInstalled } from '../../state/use-installed.ts';
import { DownloadPanel } from './DownloadPanel.tsx';
import { iosGuideVariant, iosVersion } from './ios-version.ts';
import { useIosGuide } from './use-ios-guide.ts';

let guideShown = false;

export default function DownloadPage(_props: PageProps) {
  const hydrated = useHydrated();
  const installed = useInstalled();
  const guide = useIosGuide();
  useEffect(() => {
    if (!hydrated || installed || guideShown) return;
    if (iosGuideVariant(iosVersion(navigator.userAgent))) {
      guideShown = true;
      guide.open();
    }
  }, [hydrated, installed, guide]);
  return (
    <div className="lk-page">
      <DownloadPanel />
    </div>
  );
}
