// Search input rules (game spec sections 4 and 5): trimmed, 500 ms after typing
// stops, only from 3 characters, Enter always; emptying clears.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createSearchInput, decideSearch } from '../../src/app/features/lobby/logic/search-rules.ts';

describe('decideSearch', () => {
  test('typing needs more than 2 characters; Enter always searches', () => {
    expect(decideSearch('ab', 'typing', 3)).toEqual({ search: false, text: 'ab' });
    expect(decideSearch('abc', 'typing', 3)).toEqual({ search: true, text: 'abc' });
    expect(decideSearch('  ab  ', 'typing', 3)).toEqual({ search: false, text: 'ab' });
    expect(decideSearch('ab', 'enter', 3)).toEqual({ search: true, text: 'ab' });
    expect(decideSearch('a', 'enter', 3)).toEqual({ search: true, text: 'a' });
    expect(decideSearch('   ', 'enter', 3)).toEqual({ search: false, text: '' });
  });
});

describe('createSearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const setup = () => {
    const search = vi.fn();
    const clear = vi.fn();
    return { search, clear, input: createSearchInput({ delayMs: 500, minLength: 3 }, { search, clear }) };
  };

  test('2 characters send nothing, however long one waits', () => {
    const { search, input } = setup();
    input.type('d');
    input.type('dr');
    vi.advanceTimersByTime(5000);
    expect(search).not.toHaveBeenCalled();
  });

  test('3 characters typed quickly send once, 500 ms after the last key', () => {
    const { search, input } = setup();
    input.type('d');
    vi.advanceTimersByTime(200);
    input.type('dr');
    vi.advanceTimersByTime(200);
    input.type('dra');
    vi.advanceTimersByTime(499);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('dra');
    vi.advanceTimersByTime(5000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  test('the text is trimmed, and the same text is not searched twice by typing', () => {
    const { search, input } = setup();
    input.type(' dragon');
    vi.advanceTimersByTime(500);
    input.type(' dragon ');
    vi.advanceTimersByTime(500);
    expect(search.mock.calls).toEqual([['dragon']]);
  });

  test('Enter searches at once, whatever the length, and cancels the pending one', () => {
    const { search, input } = setup();
    input.type('dra');
    input.enter('dr');
    expect(search.mock.calls).toEqual([['dr']]);
    vi.advanceTimersByTime(1000);
    expect(search).toHaveBeenCalledTimes(1);
    input.enter('dr');
    expect(search).toHaveBeenCalledTimes(2);
  });

  test('emptying the box clears at once and cancels a pending search', () => {
    const { search, clear, input } = setup();
    input.type('dragon');
    input.type('');
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
