// Search input rules (game spec sections 4 and 5): the text is trimmed; typing
// sends it after a pause (constants.searchDelayMs, 500 ms) and only once it has
// at least constants.searchMinLength characters (more than 2); Enter always
// searches; emptying the box clears the results.

export interface SearchRules {
  delayMs: number;
  minLength: number;
}

export interface SearchHandlers {
  search: (text: string) => void;
  clear: () => void;
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Whether a text searches: typing needs the minimum length, Enter always does. */
export function decideSearch(text: string, trigger: 'typing' | 'enter', minLength: number): { search: boolean; text: string } {
  const trimmed = text.trim();
  if (!trimmed) return { search: false, text: '' };
  return { search: trigger === 'enter' || [...trimmed].length >= minLength, text: trimmed };
}

export interface SearchInput {
  /** The box changed. */
  type(text: string): void;
  /** Enter was pressed. */
  enter(text: string): void;
  dispose(): void;
}

/**
 * Debounces typing. A debounced search of the text already searched is not sent
 * again (typing a space after the word); Enter always sends.
 */
export function createSearchInput(rules: SearchRules, handlers: SearchHandlers, timers: Timers = realTimers): SearchInput {
  let timer: unknown;
  let lastSent: string | undefined;
  const stop = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  return {
    type(text) {
      stop();
      if (!text.trim()) {
        lastSent = undefined;
        handlers.clear();
        return;
      }
      timer = timers.setTimeout(() => {
        timer = undefined;
        const d = decideSearch(text, 'typing', rules.minLength);
        if (!d.search || d.text === lastSent) return;
        lastSent = d.text;
        handlers.search(d.text);
      }, rules.delayMs);
    },
    enter(text) {
      stop();
      const d = decideSearch(text, 'enter', rules.minLength);
      if (!d.search) {
        lastSent = undefined;
        handlers.clear();
        return;
      }
      lastSent = d.text;
      handlers.search(d.text);
    },
    dispose: stop,
  };
}
