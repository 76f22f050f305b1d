// Language picker (account spec section 1): the brand's languages in its order,
// each with a flag, its own name and a selected mark. Loaded on first open.
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { LanguageCode } from '../../config/generated/brand.ts';
import { useBrand } from '../state/brand.ts';
import { useAtomValue, useSetAtom } from '../state/jotai.ts';
import { languageAtom, storedLanguageAtom } from '../state/language.ts';
import { languagePickerOpenAtom } from '../state/ui.ts';
import { Flag } from '../ui/Flag.tsx';
import { Icon } from '../ui/Icon.tsx';
import { ENDONYMS } from '../../i18n/endonyms.ts';
import { Popup } from '../ui/Popup.tsx';

export default function LanguagePicker() {
  const { t } = useTranslation();
  const brand = useBrand();
  const current = useAtomValue(languageAtom);
  const choose = useSetAtom(storedLanguageAtom);
  const setOpen = useSetAtom(languagePickerOpenAtom);
  const pick = (lng: LanguageCode) => {
    choose(lng);
    setOpen(false);
  };
  return (
    <Popup title={t('language.title')} onClose={() => setOpen(false)} variant="center" layer={10}>
      {/* A list of buttons, the chosen language marked current: a tap switches and closes. */}
      <ul className="lk-langs" aria-label={t('language.title')}>
        {brand.languages.supported.map((lng) => (
          <li key={lng} lang={lng}>
            <button type="button" className="lk-langs__item" onClick={() => pick(lng)} data-lng={lng} aria-current={lng === current ? 'true' : undefined}>
              <Flag lng={lng} />
              <span className="lk-langs__name">{ENDONYMS[lng]}</span>
              {lng === current && <Icon name="check" className="lk-langs__mark" />}
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
