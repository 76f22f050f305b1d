// The download panel as a popup, opened from the notice bar's download button.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSetAtom } from '../../state/jotai.ts';
import { Popup } from '../../ui/Popup.tsx';
import { downloadPanelOpenAtom } from '../../state/ui.ts';
import { DownloadPanel } from './DownloadPanel.tsx';

export default function DownloadPopup() {
  const { t } = useTranslation('content');
  const setOpen = useSetAtom(downloadPanelOpenAtom);
  return (
    <Popup title={t('download.title')} onClose={() => setOpen(false)} className="lk-download-popup">
      <DownloadPanel headingLevel={3} />
    </Popup>
  );
}
