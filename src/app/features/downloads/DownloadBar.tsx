// The download bar (account spec section 4 default: visible; game spec section
// 2, app download popup): on home, outside an installed app, unless closed in
// this browser session (state/download-bar.ts decides), a strip above the bottom menu
// leading to /m/download; its close button hides it for the session.
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import { useBrand } from '../../state/brand.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { downloadBarAtom } from '../../state/ui.ts';
import { Icon } from '../../ui/Icon.tsx';
import { imageUrl } from '../../rules/images.ts';
import { closeBarForSession } from '../../state/download-bar.ts';
import './download.css';

const BODY_CLASS = 'lk-has-download-bar';

export default function DownloadBar() {
  const { t } = useTranslation('content');
  const brand = useBrand();
  const setBar = useSetAtom(downloadBarAtom);
  // The page keeps room for the bar, so it never covers the last content.
  useEffect(() => {
    document.body.classList.add(BODY_CLASS);
    return () => document.body.classList.remove(BODY_CLASS);
  }, []);

  const close = () => {
    closeBarForSession();
    setBar(false);
  };
  const icon = brand.downloads.AppDownloadIcon ? imageUrl(brand, brand.downloads.AppDownloadIcon) : `/${brand.theme.favicon}`;
  return (
    <div className="lk-dlbar" role="complementary" aria-label={t('download.bar')}>
      <img src={icon} alt="" width={32} height={32} />
      <span className="lk-dlbar__text">{t('download.barText', { brand: brand.name })}</span>
      <Link to="/m/download" className="lk-btn lk-btn--small lk-btn--accent">
        {t('download.get')}
      </Link>
      <button type="button" className="lk-iconbtn lk-dlbar__close" onClick={close} aria-label={t('download.closeBar')}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
