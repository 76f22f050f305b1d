// Mobile header (account spec section 2): back arrow and title.
import { useTranslation } from '../../i18n/use-translation.tsx';
import { historyIndex, useNavigate } from '../state/location.ts';
import { titleKey, type RouteDef } from '../routes.ts';
import { HOME_PATH } from '../../config/site-paths.ts';
import { headerOverrideAtom } from '../state/header.ts';
import { useAtomValue } from '../state/jotai.ts';
import { Icon } from '../ui/Icon.tsx';
import { PlatformText } from '../ui/PlatformText.tsx';

export function PageHeader({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const override = useAtomValue(headerOverrideAtom);

  const back = () => {
    if (override?.onBack) return override.onBack();
    // Login, register, activity, forget, download, help and notice go home; others
    // go one step back, or home when the page was the first one opened.
    if (route.back === 'home' || historyIndex() === 0) navigate(HOME_PATH);
    else navigate(-1);
  };

  return (
    <header className="lk-header lk-header--page">
      <button type="button" className="lk-iconbtn lk-back" onClick={back} aria-label={t('action.back')}>
        <Icon name="back" className="lk-flip-rtl" />
      </button>
      {override?.title !== undefined && override.fromPlatform ? (
        <PlatformText as="h1" className="lk-header__title" tabIndex={-1}>
          {override.title}
        </PlatformText>
      ) : (
        <h1 className="lk-header__title" tabIndex={-1}>
          {override?.title ?? t(titleKey(route))}
        </h1>
      )}
      <span className="lk-iconbtn" aria-hidden="true" />
    </header>
  );
}
