// How much a studio write may hold. The studio runs on the platform's own
// process, so one save must not hold every page and platform call of that
// process up: bodies are limited in bytes, in nesting and in values before any
// validation runs, and the problem list it answers with is capped. The numbers
// are far above any real brand.json (aurora's is about 10 KB, 7 levels deep,
// about 600 values).
import type { Problem } from '../../config/problems.ts';

/** Largest body a studio write accepts; a bigger one answers 413. */
export const STUDIO_BODY_LIMIT = 512 * 1024;
/** Deepest nesting of objects and arrays a brand config may have. */
export const MAX_DEPTH = 32;
/** Most values (objects, arrays, strings, numbers...) in one brand config. */
export const MAX_VALUES = 20_000;
/** Most problems one answer lists; the rest are counted. */
export const MAX_PROBLEMS = 100;

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The problem that stops `data` before validation (too deep, too many values), if any. Iterative: no nesting can overflow the stack. */
export function boundsProblem(file: string, data: unknown): Problem | undefined {
  const stack: { value: unknown; pointer: string; depth: number }[] = [{ value: data, pointer: '', depth: 0 }];
  let values = 0;
  while (stack.length) {
    const { value, pointer, depth } = stack.pop()!;
    if (++values > MAX_VALUES)
      return {
        file,
        pointer: '',
        found: `more than ${MAX_VALUES.toLocaleString('en')} values`,
        expected: `at most ${MAX_VALUES.toLocaleString('en')} values in one brand config`,
        fix: 'Remove what the config does not need; a brand config holds a few hundred values.',
      };
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_DEPTH)
      return {
        file,
        pointer,
        found: `${Array.isArray(value) ? 'an array' : 'an object'} nested ${depth + 1} levels deep`,
        expected: `at most ${MAX_DEPTH} levels of nesting`,
        fix: 'Flatten the value here: no property of a brand config nests this deep.',
      };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) stack.push({ value: child, pointer: `${pointer}/${escapePointer(key)}`, depth: depth + 1 });
  }
  return undefined;
}

/** The first MAX_PROBLEMS problems, and how many more there were. */
export function capProblems(problems: readonly Problem[]): { problems: Problem[]; more: number } {
  return { problems: problems.slice(0, MAX_PROBLEMS), more: Math.max(0, problems.length - MAX_PROBLEMS) };
}
