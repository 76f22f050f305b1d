// Home footer (game spec section 2): the copyright line, the brand's optional
// extra line, the age limit, and the help and contact area (the help popup and
// the customer-service widget).
import { Trans, useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from '../../ui/Link.tsx';
import type { SectionProps } from '../../feature-entries.ts';
import { useBrand } from '../../state/brand.ts';
import { useSetAtom } from '../../state/jotai.ts';
import { csWidgetOpenAtom } from '../../state/ui.ts';
import { Icon } from '../../ui/Icon.tsx';
import { PlatformText } from '../../ui/PlatformText.tsx';
import { helpPopupOpenAtom } from '../../state/ui.ts';
import '../../ui/content.css';

export default function FooterSection({ section }: SectionProps<'footer'>) {
  const { t } = useTranslation('content');
  const brand = useBrand();
  const openHelp = useSetAtom(helpPopupOpenAtom);
  const openService = useSetAtom(csWidgetOpenAtom);
  // Mounted in the browser only (home sections load near the viewport), so the year is the visitor's.
  const year = new Date().getFullYear();
  return (
    <footer className="lk-footer">
      <div className="lk-footer__actions">
        <button type="button" className="lk-btn lk-btn--small lk-btn--ghost" onClick={() => openHelp(true)}>
          <Icon name="help" size={18} />
          {t('footer.help')}
        </button>
        {brand.customerService.length > 0 && (
          <button type="button" className="lk-btn lk-btn--small lk-btn--ghost" onClick={() => openService(true)}>
            <Icon name="headset" size={18} />
            {t('footer.contact')}
          </button>
        )}
      </div>
      <p className="lk-footer__links">
        <Link to="/m/helpDetail?tag=terms">{t('footer.terms')}</Link>
        <Link to="/m/helpDetail?tag=responsible">{t('footer.responsible')}</Link>
        <span className="lk-age" dir="ltr" role="img" aria-label={t('footer.ageLabel', { age: brand.ageLimit })}>
          {brand.ageLimit}+
        </span>
      </p>
      <p className="lk-footer__copy">
        {/* Through <Trans>, so a translation or a brand's override may set part of the line in <strong>, <i> or on its own line (<br/>). */}
        <Trans t={t} i18nKey="footer.copyright" values={{ year, brand: brand.name }} />
      </p>
      {section.text && (
        <PlatformText as="p" className="lk-footer__text">
          {section.text}
        </PlatformText>
      )}
    </footer>
  );
}
