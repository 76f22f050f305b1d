// Form state shared by the account forms: values, the problem of each field,
// whether the player has touched the form, and focus on the first error
// (house rule: focus moves to the first error). Problems are i18next keys, so a
// language change re-words them; filled fields are also re-checked after
// constants.revalidateDebounceMs (account spec section 5), as the platform's
// rule sets may have arrived meanwhile.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useConstants } from '../../state/brand.ts';
import { problemText } from './messages.ts';
import type { Problem } from '../../rules/field-rules.ts';

export type Check<N extends string> = (name: N, values: Record<N, string>) => Problem | null;

/** What a field takes from its form (see Field.tsx): the name, value and problem in words, typing and leaving, and the element focus moves to. */
export interface FieldBinding<N extends string> {
  name: N;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string;
  inputRef: (el: HTMLElement | null) => void;
}

export interface Form<N extends string> {
  values: Record<N, string>;
  errors: Partial<Record<N, Problem>>;
  /** A field was changed or left since the form opened. */
  touched: boolean;
  set: (name: N, value: string) => void;
  blur: (name: N) => void;
  setError: (name: N, problem: Problem | null) => void;
  /** Checks `names` in order; returns the first failing one after focusing it. */
  validate: (names: readonly N[]) => N | undefined;
  /** Checks `names` without showing anything. */
  valid: (names: readonly N[]) => boolean;
  ref: (name: N) => (el: HTMLElement | null) => void;
  focus: (name: N) => void;
  /** The field's binding to this form; the form adds its label, type and limits. */
  field: (name: N) => FieldBinding<N>;
  hasErrors: boolean;
}

/**
 * `dependents`: fields re-checked when another changes (the confirmation when
 * the password changes, account spec section 5).
 */
export function useForm<N extends string>(initial: Record<N, string>, check: Check<N>, dependents: Partial<Record<N, readonly N[]>> = {}): Form<N> {
  const { t, i18n } = useTranslation('account');
  const { revalidateDebounceMs } = useConstants();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<N, Problem>>>({});
  const [touched, setTouched] = useState(false);
  const valuesRef = useRef(values);
  const errorsRef = useRef(errors);
  const visited = useRef(new Set<N>());
  const refs = useRef(new Map<N, HTMLElement>());
  const checkRef = useRef(check);
  checkRef.current = check;
  const depRef = useRef(dependents);
  depRef.current = dependents;

  const writeErrors = useCallback((next: Partial<Record<N, Problem>>) => {
    errorsRef.current = next;
    setErrors(next);
  }, []);

  const recheck = useCallback(
    (names: readonly N[], vals: Record<N, string>) => {
      const next = { ...errorsRef.current };
      for (const n of names) {
        const p = checkRef.current(n, vals);
        if (p) next[n] = p;
        else delete next[n];
      }
      writeErrors(next);
    },
    [writeErrors],
  );

  const set = useCallback(
    (name: N, value: string) => {
      const vals = { ...valuesRef.current, [name]: value };
      valuesRef.current = vals;
      setValues(vals);
      setTouched(true);
      // A field is checked as it is typed once it was left or has shown a problem;
      // fields that depend on it are re-checked when they hold something.
      const names: N[] = [];
      if (visited.current.has(name) || errorsRef.current[name]) names.push(name);
      for (const d of depRef.current[name] ?? []) if (vals[d] !== '' || errorsRef.current[d]) names.push(d);
      if (names.length) recheck(names, vals);
    },
    [recheck],
  );

  const blur = useCallback(
    (name: N) => {
      visited.current.add(name);
      setTouched(true);
      if (valuesRef.current[name] !== '' || errorsRef.current[name]) recheck([name], valuesRef.current);
    },
    [recheck],
  );

  const setError = useCallback(
    (name: N, problem: Problem | null) => {
      const next = { ...errorsRef.current };
      if (problem) next[name] = problem;
      else delete next[name];
      writeErrors(next);
    },
    [writeErrors],
  );

  const focus = useCallback((name: N) => {
    const el = refs.current.get(name);
    el?.focus();
    el?.scrollIntoView?.({ block: 'center' });
  }, []);

  const validate = useCallback(
    (names: readonly N[]) => {
      const next = { ...errorsRef.current };
      let first: N | undefined;
      for (const n of names) {
        visited.current.add(n);
        const p = checkRef.current(n, valuesRef.current);
        if (p) {
          next[n] = p;
          first ??= n;
        } else delete next[n];
      }
      writeErrors(next);
      if (first !== undefined) focus(first);
      return first;
    },
    [focus, writeErrors],
  );

  const valid = useCallback((names: readonly N[]) => names.every((n) => !checkRef.current(n, valuesRef.current)), []);

  const ref = useCallback(
    (name: N) => (el: HTMLElement | null) => {
      if (el) refs.current.set(name, el);
      else refs.current.delete(name);
    },
    [],
  );

  // Re-check filled fields after a language change (account spec section 5).
  const language = i18n.language;
  const firstLanguage = useRef(language);
  useEffect(() => {
    if (language === firstLanguage.current) return;
    firstLanguage.current = language;
    const timer = setTimeout(() => {
      const filled = (Object.keys(valuesRef.current) as N[]).filter((n) => valuesRef.current[n] !== '' && (visited.current.has(n) || errorsRef.current[n]));
      if (filled.length) recheck(filled, valuesRef.current);
    }, revalidateDebounceMs);
    return () => clearTimeout(timer);
  }, [language, revalidateDebounceMs, recheck]);

  const field = (name: N): FieldBinding<N> => ({
    name,
    value: values[name],
    onChange: (value: string) => set(name, value),
    onBlur: () => blur(name),
    error: problemText(t, errors[name]),
    inputRef: ref(name),
  });

  const hasErrors = Object.values(errors).some(Boolean);
  return { values, errors, touched, set, blur, setError, validate, valid, ref, focus, field, hasErrors };
}
