// The eye button that shows or masks something on screen (a password as typed,
// the wallet's amounts). Its label says what a tap does; the eye is struck
// through while the thing shows.
import { Icon } from './Icon.tsx';

export function ShowHideButton({
  shown,
  pressed,
  onToggle,
  label,
  className,
}: {
  shown: boolean;
  /** aria-pressed: the caller says which state its button turns on (showing a password, hiding the amounts). */
  pressed: boolean;
  onToggle: () => void;
  label: string;
  className: string;
}) {
  return (
    <button type="button" className={className} onClick={onToggle} aria-pressed={pressed} aria-label={label}>
      <Icon name={shown ? 'eyeOff' : 'eye'} size={20} />
    </button>
  );
}
