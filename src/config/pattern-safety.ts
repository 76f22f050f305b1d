// Refuses a field pattern whose matching time can grow faster than linearly
// with its input: nested quantifiers (^([a-z0-9]+)+$), alternatives that match
// the same text under a quantifier (^(a|ab|b)+$), adjacent quantifiers over the
// same characters (^\d+\d+$). The platform runs a brand's patterns on every
// username check and registration; one of these, with 40 letters and a "!",
// holds the event loop for minutes. Node only (the CLIs and the studio's save):
// the analysis can take a second, too long for the studio's as-you-type check.
import { isSafe } from 'redos-detector';
import type { BrandConfig } from './generated/brand.ts';
import type { Problem } from './problems.ts';
import { builtInPatterns } from './validate-brand.ts';

/** How long one pattern's analysis may take; a pattern that cannot be proved linear by then is refused too. */
export const PATTERN_CHECK_MS = 1000;

type Verdict = { safe: true } | { safe: false; reason: 'backtracking' | 'timeout' };

/** Verdicts by flags and source: validate checks every brand, most sharing the same patterns. */
const verdicts = new Map<string, Verdict>();

/** Whether a pattern (already known to compile) matches every input in time linear in its length. */
export function patternVerdict(regex: string, flags: string): Verdict {
  const key = `${flags}/${regex}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    // The flags the platform and the forms compile with (field-rules.ts, rules.ts).
    const result = isSafe(new RegExp(regex, flags.replace(/[^iu]/g, '')), { timeout: PATTERN_CHECK_MS });
    verdict = result.safe
      ? { safe: true }
      : { safe: false, reason: result.error === 'timedOut' || result.error === 'hitMaxSteps' ? 'timeout' : 'backtracking' };
    verdicts.set(key, verdict);
  }
  return verdict;
}

/** Problems for the brand's own patterns (the built-in ones are checked by a test) at /rules/patterns/<id>/regex. */
export function patternSafetyProblems(file: string, config: BrandConfig): Problem[] {
  const patterns = config?.rules?.patterns;
  if (!patterns || typeof patterns !== 'object') return [];
  const builtIn = builtInPatterns() as Record<string, { regex: string; flags?: string } | undefined>;
  const problems: Problem[] = [];
  for (const [id, p] of Object.entries(patterns)) {
    if (!p || typeof p.regex !== 'string') continue;
    const flags = typeof p.flags === 'string' ? p.flags : '';
    const own = builtIn[id];
    if (own && own.regex === p.regex && (own.flags ?? '') === flags) continue;
    try {
      new RegExp(p.regex, flags);
    } catch {
      continue; // cross-checks.ts reports a pattern that does not compile
    }
    const verdict = patternVerdict(p.regex, flags);
    if (verdict.safe) continue;
    problems.push({
      file,
      pointer: `/rules/patterns/${id.replace(/~/g, '~0').replace(/\//g, '~1')}/regex`,
      found:
        verdict.reason === 'timeout'
          ? `${JSON.stringify(p.regex)}, which could not be shown to match in linear time within ${PATTERN_CHECK_MS / 1000} s`
          : `${JSON.stringify(p.regex)}, which can match one text in many ways, so its time grows faster than linearly with the input (a few dozen characters can hold the platform for minutes)`,
      expected:
        'a pattern that matches any text in only one way: no repeated group holding a repetition, no alternatives or neighbouring repetitions that take the same characters',
      fix: 'Repeat one character class instead of a group of repetitions (^[a-z0-9]+$, not ^([a-z0-9]+)+$), and give alternatives under a repetition different first characters.',
    });
  }
  return problems;
}
