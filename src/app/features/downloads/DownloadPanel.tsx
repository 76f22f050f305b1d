// The download panel (game spec section 2, Download panel): QR codes for the
// Android and iOS links, download buttons, the iOS profile and tutorial, the
// add-to-home-screen guide (where the browser cannot install the site itself),
// a speed test, and the responsible-gaming and payment-method images. The
// documents leave its details "not shown"; the choices are in README.md.
// Everything comes from the brand's `downloads`.
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useBrand } from '../../state/brand.ts';
import { useHydrated } from '../../state/use-hydrated.tsx';
import { useInstalled } from '../../state/use-installed.ts';
import { Icon } from '../../ui/Icon.tsx';
import { imageUrl } from '../../rules/images.ts';
import { installsByHand } from './ios-version.ts';
import { QrCode } from '../../ui/QrCode.tsx';
import { useIosGuide } from './use-ios-guide.ts';
import './download.css';

export function DownloadPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('content');
  const brand = useBrand();
  const d = brand.downloads;
  const guide = useIosGuide();
  const installed = useInstalled();
  // Known only in the browser: the prebuilt panel has no guide button.
  const byHand = useHydrated() && !installed && installsByHand(navigator.userAgent, navigator.maxTouchPoints);
  const ids = useId();
  const H = `h${headingLevel}` as 'h2';
  const icon = d.AppDownloadIcon ? imageUrl(brand, d.AppDownloadIcon) : `/${brand.theme.favicon}`;
  const hasApp = Boolean(d.Android || d.IOS);

  return (
    <div className="lk-download">
      <div className="lk-download__intro">
        <img className="lk-download__icon" src={icon} alt="" width={64} height={64} />
        <div>
          <H className="lk-download__title">{t('download.heading', { brand: brand.name })}</H>
          <p className="lk-download__lead">{hasApp ? t('download.lead') : t('download.unavailable')}</p>
        </div>
      </div>

      {hasApp && (
        <div className="lk-download__apps">
          {d.Android && (
            <AppDownload platform="android" url={d.Android} name={t('download.androidName')} qrLabel={t('download.qrAndroid')} H={H} id={`${ids}-android`} />
          )}
          {d.IOS && (
            <AppDownload platform="ios" url={d.IOS} name={t('download.iosName')} qrLabel={t('download.qrIos')} H={H} id={`${ids}-ios`}>
              {d.MOBILECONFIG && (
                <a className="lk-download__link" href={d.MOBILECONFIG} rel="noopener">
                  {t('download.profile')}
                </a>
              )}
              {d.iosTutorial && (
                <a className="lk-download__link" href={d.iosTutorial} target="_blank" rel="noopener noreferrer">
                  {t('download.tutorial')}
                </a>
              )}
              {byHand && (
                <button type="button" className="lk-download__link lk-linkbtn" onClick={guide.open}>
                  {t('download.homeScreen')}
                </button>
              )}
            </AppDownload>
          )}
        </div>
      )}

      {d.SpeedTest && (
        <p className="lk-download__speed">
          <a href={d.SpeedTest} target="_blank" rel="noopener noreferrer">
            {t('download.speedTest')}
          </a>
        </p>
      )}

      <section className="lk-download__badges" aria-label={t('download.responsible')}>
        <H className="lk-download__subtitle">{t('download.responsible')}</H>
        <div className="lk-download__logos">
          <span className="lk-age lk-age--large" dir="ltr" role="img" aria-label={t('footer.ageLabel', { age: brand.ageLimit })}>
            {brand.ageLimit}+
          </span>
          {d.responsibleGaming.map((src, i) => (
            <img key={src} src={imageUrl(brand, src)} alt={t('download.responsibleLogo', { n: i + 1 })} height={40} loading="lazy" />
          ))}
        </div>
        <p className="lk-download__note">{t('download.responsibleNote', { age: brand.ageLimit })}</p>
      </section>

      {d.paymentMethods.length > 0 && (
        <section className="lk-download__badges" aria-label={t('download.payments')}>
          <H className="lk-download__subtitle">{t('download.payments')}</H>
          <div className="lk-download__logos">
            {d.paymentMethods.map((src, i) => (
              <img key={src} src={imageUrl(brand, src)} alt={t('download.paymentLogo', { n: i + 1 })} height={32} loading="lazy" />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/** One app's download: its name, a QR code of its link and the download button; `children` are what that platform adds. */
function AppDownload({
  platform,
  url,
  name,
  qrLabel,
  H,
  id,
  children,
}: {
  platform: 'android' | 'ios';
  url: string;
  name: string;
  qrLabel: string;
  H: 'h2' | 'h3';
  id: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <section className="lk-download__app" data-platform={platform} aria-labelledby={id}>
      <H id={id} className="lk-download__platform">
        {name}
      </H>
      <QrCode value={url} label={qrLabel} />
      <a className="lk-btn lk-btn--block" href={url} rel="noopener" aria-describedby={id}>
        <Icon name="download" size={18} />
        {t('download.get')}
      </a>
      {children}
    </section>
  );
}
