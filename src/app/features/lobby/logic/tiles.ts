// Card-level rules (game spec section 2): the favourite icon, and the home
// entry's large tile on every constants.homeTilePattern-th item.

/** LOTT and ELOTT games show no favourite icon (game spec section 2). */
export function canFavourite(gameType: string): boolean {
  return gameType !== 'LOTT' && gameType !== 'ELOTT';
}

/** Every Nth home tile is the large size (game spec section 2; constants.homeTilePattern). */
export function isLargeTile(index: number, pattern: number): boolean {
  return pattern > 1 && index % pattern === 0;
}

/**
 * The large tiles (2x2 cells) of a list laid out in a `columns`-wide grid that
 * fills holes (CSS grid-auto-flow: dense). Every `pattern`-th tile is large,
 * except at the end of what is loaded: a large tile that would leave an empty
 * cell before the last tile stays small (the next page may make it large).
 */
export function largeTiles(count: number, pattern: number, columns = 3): Set<number> {
  const large = new Set<number>();
  for (let i = 0; i < count; i++) if (isLargeTile(i, pattern)) large.add(i);
  while (large.size && hasHole(count, large, columns)) large.delete(Math.max(...large));
  return large;
}

/** Simulates dense placement and reports an empty cell before the last filled one. */
function hasHole(count: number, large: ReadonlySet<number>, columns: number): boolean {
  const rows: boolean[][] = [];
  const free = (r: number, c: number) => !(rows[r]?.[c] ?? false);
  const take = (r: number, c: number) => ((rows[r] ??= Array<boolean>(columns).fill(false))[c] = true);
  for (let i = 0; i < count; i++) {
    const size = large.has(i) && columns >= 2 ? 2 : 1;
    placing: for (let r = 0; ; r++) {
      for (let c = 0; c + size <= columns; c++) {
        let fits = true;
        for (let dr = 0; dr < size && fits; dr++) for (let dc = 0; dc < size && fits; dc++) fits = free(r + dr, c + dc);
        if (!fits) continue;
        for (let dr = 0; dr < size; dr++) for (let dc = 0; dc < size; dc++) take(r + dr, c + dc);
        break placing;
      }
    }
  }
  const cells = rows.flatMap((row) => row ?? Array<boolean>(columns).fill(false));
  const last = cells.lastIndexOf(true);
  return cells.slice(0, last).includes(false);
}
