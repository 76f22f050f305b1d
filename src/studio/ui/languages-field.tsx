// The brand's languages as an operator reads them: each in its own name (with
// its code), in one fixed order with the default first. The default is chosen
// from the supported ones; a supported language is ticked on or off (the
// default cannot be, it must stay supported), keeping the picker order the
// config already has and adding a new one at its end.
import type { FieldProps } from '@rjsf/utils';
import { ENDONYMS } from '../../i18n/endonyms.ts';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';

const nameOf = (code: string) => `${ENDONYMS[code as Language] ?? code} (${code})`;

/** Every language in the fixed order (src/i18n/languages.ts), `first` ahead of the rest. */
export function languageOrder(first: string | undefined, among: readonly string[] = LANGUAGES): string[] {
  return [...among].sort((a, b) => (a === first ? -1 : b === first ? 1 : LANGUAGES.indexOf(a as Language) - LANGUAGES.indexOf(b as Language)));
}

export function LanguagesField({ formData, onChange, fieldPathId, disabled, readonly, schema }: FieldProps) {
  const value = (formData ?? {}) as { default?: string; supported?: string[] };
  const supported = value.supported ?? [];
  const id = fieldPathId.$id;
  const set = (next: typeof value) => onChange(next, fieldPathId.path);
  const toggle = (code: string, on: boolean) => set({ ...value, supported: on ? [...supported, code] : supported.filter((c) => c !== code) });
  return (
    <fieldset className="languages" id={id}>
      <legend>{String(schema.title ?? 'Languages')}</legend>
      <p className="field-description">{String(schema.description ?? '')}</p>
      <label className="control-label" htmlFor={`${id}_default`}>
        Default language
      </label>
      <select
        id={`${id}_default`}
        value={value.default ?? ''}
        disabled={disabled || readonly}
        aria-describedby={`${id}_default__description`}
        onChange={(e) => set({ ...value, default: e.target.value })}
      >
        {languageOrder(value.default, supported).map((code) => (
          <option key={code} value={code}>
            {nameOf(code)}
          </option>
        ))}
      </select>
      <p className="field-description" id={`${id}_default__description`}>
        The prebuilt pages and a first visit are in this language. It is one of the supported languages below.
      </p>
      <fieldset className="languages__supported">
        <legend>Supported languages</legend>
        <ul>
          {languageOrder(value.default).map((code) => (
            <li key={code}>
              <label>
                <input
                  type="checkbox"
                  checked={supported.includes(code)}
                  disabled={disabled || readonly || code === value.default}
                  onChange={(e) => toggle(code, e.target.checked)}
                />{' '}
                <span lang={code}>{ENDONYMS[code as Language]}</span> ({code}){code === value.default ? ', the default' : ''}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </fieldset>
  );
}
