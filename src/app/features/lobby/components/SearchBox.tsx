// The game search box (game spec sections 2 and 4): trimmed text is sent after
// the configured pause once it has the minimum length, Enter always searches,
// emptying it clears the results. An optional cancel action; `onEmptyBlur`
// fires when the player empties the box and leaves it (the search page closes).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useConstants } from '../../../state/brand.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { createSearchInput } from '../logic/search-rules.ts';

export function SearchBox({
  onSearch,
  onClear,
  onCancel,
  onEmptyBlur,
  placeholder,
  autoFocus = false,
  initial = '',
  label,
}: {
  onSearch: (text: string) => void;
  onClear: () => void;
  onCancel?: () => void;
  onEmptyBlur?: () => void;
  placeholder?: string;
  autoFocus?: boolean;
  initial?: string;
  label?: string;
}) {
  const { t } = useTranslation('lobby');
  const { searchDelayMs, searchMinLength } = useConstants();
  const [text, setText] = useState(initial);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const handlers = useRef({ onSearch, onClear });
  handlers.current = { onSearch, onClear };
  const search = useMemo(
    () =>
      createSearchInput(
        { delayMs: searchDelayMs, minLength: searchMinLength },
        { search: (s) => handlers.current.onSearch(s), clear: () => handlers.current.onClear() },
      ),
    [searchDelayMs, searchMinLength],
  );
  useEffect(() => () => search.dispose(), [search]);
  useEffect(() => {
    if (autoFocus) input.current?.focus({ preventScroll: true });
  }, [autoFocus]);

  return (
    <form
      className="lkg-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        search.enter(text);
      }}
    >
      <label className="lkg-search__box">
        <Icon name="search" size={18} />
        <input
          ref={input}
          type="search"
          enterKeyHint="search"
          value={text}
          maxLength={50}
          placeholder={placeholder ?? t('search.placeholder')}
          aria-label={label ?? t('search.label')}
          onChange={(e) => {
            typed.current ||= e.target.value !== '';
            setText(e.target.value);
            search.type(e.target.value);
          }}
          onBlur={() => {
            if (typed.current && !text.trim()) onEmptyBlur?.();
          }}
          data-testid="search-input"
        />
        {text && (
          <button
            type="button"
            className="lkg-search__clear"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              search.type('');
              input.current?.focus();
            }}
          >
            <Icon name="close" size={16} />
          </button>
        )}
      </label>
      {onCancel && (
        <button type="button" className="lkg-search__cancel" onClick={onCancel}>
          {t('search.cancel')}
        </button>
      )}
    </form>
  );
}
