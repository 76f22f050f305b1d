// The iOS add-to-home-screen guide (game spec section 2): the steps for the
// player's iOS version (12.0-12.1, 11 or lower, or any other). Closing it
// restores the download bar as it was.
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Popup } from '../../ui/Popup.tsx';
import { iosGuideVariant, iosVersion } from './ios-version.ts';
import { useIosGuide } from './use-ios-guide.ts';
import './download.css';

export default function IosGuide() {
  const { t, i18n } = useTranslation('content');
  const { close } = useIosGuide();
  const variant = iosGuideVariant(iosVersion(navigator.userAgent)) ?? 'other';
  // Each variant has up to four steps (content:iosGuide.<variant>.s1..s4).
  const steps = ['s1', 's2', 's3', 's4'].map((s) => `iosGuide.${variant}.${s}`).filter((k) => i18n.exists(k, { ns: 'content' }));
  return (
    <Popup title={t('iosGuide.title')} onClose={close} variant="center" className="lk-ios-guide" layer={1}>
      <p className="lk-ios-guide__tip" data-variant={variant}>
        {t(`iosGuide.${variant}.tip`)}
      </p>
      <ol className="lk-ios-guide__steps">
        {steps.map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ol>
      <p className="lk-ios-guide__share">
        <Icon name="send" size={18} /> {t('iosGuide.shareHint')}
      </p>
      <button type="button" className="lk-btn lk-btn--block" onClick={close}>
        {t('iosGuide.done')}
      </button>
    </Popup>
  );
}
