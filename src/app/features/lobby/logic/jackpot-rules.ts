// Jackpot counter (game spec sections 2 and 4): starts at a random figure in the
// configured range, adds a random 100 to 200 (constants.jackpotIncrementMin/Max)
// after one of 3, 4 or 5 seconds (constants.jackpotIntervalsMs), animating each
// increase in 20 steps (constants.jackpotStepCount) of 50 ms (jackpotStepMs).

export type Random = () => number;

/**
 * A fixed draw for `seed` (FNV-1a of the text, in [0, 1)): the counter's start, the same where the build renders
 * the figure and where the app goes on counting from it, so the prebuilt page shows the value it starts from.
 */
export function seededDraw(seed: string): Random {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  const value = (h >>> 0) / 2 ** 32;
  return () => value;
}

export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** A starting figure in [min, max], with the decimals shown. */
export function jackpotStart(min: number, max: number, decimals: number, random: Random = Math.random): number {
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  return roundTo(lo + random() * (hi - lo), decimals);
}

/** A whole increase in [min, max]. */
export function jackpotIncrement(min: number, max: number, random: Random = Math.random): number {
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  return lo + Math.floor(random() * (hi - lo + 1));
}

/** The delay before the next increase: one of the configured intervals. */
export function jackpotDelay(intervals: readonly number[], random: Random = Math.random): number {
  if (!intervals.length) return 3000;
  return intervals[Math.min(intervals.length - 1, Math.floor(random() * intervals.length))]!;
}

/** The figures shown while counting from `from` to `to`: `steps` values, evenly spaced, the last exactly `to`. */
export function jackpotSteps(from: number, to: number, steps: number, decimals: number): number[] {
  const n = Math.max(1, Math.floor(steps));
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? to : roundTo(from + ((to - from) * (i + 1)) / n, decimals)));
}
