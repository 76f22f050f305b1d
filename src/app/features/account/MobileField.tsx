// A mobile number with its country dialling-code picker (account spec section 2).
// Country names come from Intl in the player's language; the list is the rule
// sets' dialling codes, the first preselected.
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Field, type FieldProps } from './Field.tsx';
import type { DialingCode } from '../../rules/field-rules.ts';

function regionNames(lng: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([lng, 'en'], { type: 'region' });
  } catch {
    return undefined;
  }
}

export function MobileField({
  codes,
  code,
  onCode,
  ...field
}: Omit<FieldProps, 'type' | 'leading'> & {
  codes: readonly DialingCode[];
  code: string;
  onCode: (code: string) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const names = useMemo(() => regionNames(i18n.language), [i18n.language]);
  return (
    <Field
      {...field}
      type="tel"
      digits
      autoComplete="tel-national"
      leading={
        // The closed picker shows only the code (a country name would crowd the
        // number on a 360 px phone); the open list names each country.
        <span className="lk-field__code" dir="ltr">
          <span aria-hidden="true">{code}</span>
          <Icon name="chevron" size={14} className="lk-field__code-mark" />
          <select value={code} onChange={(e) => onCode(e.target.value)} aria-label={t('field.dialingCode')}>
            {codes.map((c) => (
              <option key={`${c.code}-${c.country}`} value={c.code}>
                {`${c.code} ${names?.of(c.country) ?? c.country}`}
              </option>
            ))}
          </select>
        </span>
      }
    />
  );
}
