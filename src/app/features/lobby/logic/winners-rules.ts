// Winners board rules (game spec sections 2 and 4): the first N records
// (constants.winnersBiggestCount, 10) are the biggest wins, the rest the latest;
// tab 1 is biggest, tab 2 latest; the board hides when empty and shows a plain
// title instead of tabs when there are no latest wins; the carousel autoplays
// only with more than 2 items (constants.winnersAutoplayMinItems, 3).

export type WinnersTab = 1 | 2;

export interface WinnersSplit<T> {
  biggest: T[];
  latest: T[];
}

export function splitWinners<T>(list: readonly T[], biggestCount: number): WinnersSplit<T> {
  const n = Math.max(0, Math.min(biggestCount, list.length));
  return { biggest: list.slice(0, n), latest: list.slice(n) };
}

export interface WinnersView<T> {
  hidden: boolean;
  /** Tabs show only when there are latest wins; otherwise a plain title. */
  tabs: boolean;
  items: T[];
}

export function winnersView<T>(split: WinnersSplit<T>, tab: WinnersTab): WinnersView<T> {
  const hidden = split.biggest.length + split.latest.length === 0;
  const tabs = split.latest.length > 0;
  // Without latest wins only the biggest list exists, whatever tab was chosen.
  const items = tab === 2 && tabs ? split.latest : split.biggest.length ? split.biggest : split.latest;
  return { hidden, tabs, items };
}

export function carouselAutoplays(count: number, minItems: number): boolean {
  return count >= minItems;
}
