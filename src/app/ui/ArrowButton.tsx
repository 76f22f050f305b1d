// A previous or next arrow for a strip of items (carousels, scrollers, tab
// bars). The icons point the reading direction's way: lk-flip-rtl mirrors them
// on right-to-left pages.
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Icon } from './Icon.tsx';

export function ArrowButton({
  next = false,
  className,
  onClick,
  disabled,
  size,
}: {
  /** The next arrow; the previous one without it. */
  next?: boolean;
  className: string;
  onClick: () => void;
  disabled?: boolean;
  size?: number;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className} onClick={onClick} disabled={disabled} aria-label={next ? t('action.next') : t('action.previous')}>
      <Icon name={next ? 'chevron' : 'back'} size={size} className="lk-flip-rtl" />
    </button>
  );
}
