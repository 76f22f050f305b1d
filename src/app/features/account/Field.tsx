// One labelled form field: a visible label, the input, and its problem read out
// (aria-invalid + aria-describedby, and an aria-live line). Passwords get a
// show/hide button. `leading`/`trailing` hold the dialling-code picker, the SMS
// send button or the captcha picture.
import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { ShowHideButton } from '../../ui/ShowHideButton.tsx';

export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Translated problem text; empty when none. */
  error?: string;
  inputRef?: (el: HTMLElement | null) => void;
  type?: 'text' | 'password' | 'tel' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  /** Keep only digits as typed (mobile numbers, codes). */
  digits?: boolean;
  /** Reshapes the value as typed (the birthday's YYYY-MM-DD). */
  mask?: (typed: string) => string;
  leading?: ReactNode;
  trailing?: ReactNode;
  hint?: string;
}

export function Field(props: FieldProps) {
  const {
    name,
    label,
    value,
    onChange,
    onBlur,
    error,
    inputRef,
    type = 'text',
    inputMode,
    autoComplete,
    maxLength,
    placeholder,
    required,
    readOnly,
    digits,
    mask,
    leading,
    trailing,
    hint,
  } = props;
  const { t } = useTranslation('account');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  const password = type === 'password';
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="lk-field" data-field={name}>
      <label htmlFor={id} className="lk-field__label">
        {label}
        {required && (
          <span className="lk-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={`lk-field__box${error ? ' is-invalid' : ''}${readOnly ? ' is-readonly' : ''}`}>
        {leading}
        <input
          id={id}
          name={name}
          ref={inputRef}
          className="lk-field__input"
          type={password && visible ? 'text' : type}
          value={value}
          onChange={(e) => onChange(mask ? mask(e.target.value) : digits ? e.target.value.replace(/\D+/g, '') : e.target.value)}
          onBlur={onBlur}
          inputMode={digits ? 'numeric' : inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          required={required}
          aria-required={required || undefined}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          dir={type === 'tel' || digits || mask || type === 'email' ? 'ltr' : undefined}
        />
        {password && (
          <ShowHideButton
            className="lk-field__eye"
            shown={visible}
            pressed={visible}
            onToggle={() => setVisible((v) => !v)}
            label={t(visible ? 'field.hidePassword' : 'field.showPassword')}
          />
        )}
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="lk-field__hint">
          {hint}
        </p>
      )}
      <p id={errorId} className="lk-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** A checkbox with its label (remember password, disclaimer, consent lines). */
export function CheckLine({
  checked,
  onChange,
  children,
  name,
  error,
  inputRef,
  after,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  name: string;
  error?: string;
  inputRef?: (el: HTMLElement | null) => void;
  /** Shown after the label, outside it (a link). */
  after?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="lk-check" data-field={name}>
      <input
        id={id}
        type="checkbox"
        name={name}
        ref={inputRef}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <div className="lk-check__text">
        <label htmlFor={id}>{children}</label>
        {after}
        <p id={`${id}-error`} className="lk-field__error" aria-live="polite">
          {error}
        </p>
      </div>
    </div>
  );
}
