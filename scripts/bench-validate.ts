// The problem report of `npm run validate` at scale: 100,000 problems (all in
// one file, the case that was quadratic: every problem went to the same list) turned into the
// report's text, which must stay linear in the number of problems.
import { formatProblems, type Problem } from '../src/config/problems.ts';

/** src/README.md, Budgets: 100,000 problems formatted in under a second. */
export const FORMAT_BUDGET_MS = 1000;

function problems(n: number): Problem[] {
  const files = ['brands/aurora/brand.json'];
  return Array.from({ length: n }, (_, i) => ({
    file: files[i % files.length]!,
    pointer: `/extra/key${i}`,
    found: `an unknown property "key${i}"`,
    expected: 'no other properties here',
    fix: 'Remove it: unknown properties are errors so that typos never pass silently.',
  }));
}

export function benchValidate(sizes = [1_000, 10_000, 100_000]): { lines: string[]; verdict: string } {
  const lines: string[] = [];
  let at100k = Number.NaN;
  for (const n of sizes) {
    const list = problems(n);
    // Best of 3: the machine is shared; the figure is what the code costs, not what the neighbours did.
    let best = Number.POSITIVE_INFINITY;
    let chars = 0;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      chars = formatProblems(list).length;
      best = Math.min(best, performance.now() - started);
    }
    if (n === 100_000) at100k = best;
    lines.push(`${String(n).padStart(7)} problems  ${best.toFixed(1).padStart(8)} ms  (${(chars / 1e6).toFixed(1)} MB of text)`);
  }
  const verdict = Number.isNaN(at100k)
    ? 'budget: 100,000 problems in under 1 s (not measured at this size)'
    : `budget: 100,000 problems in under ${FORMAT_BUDGET_MS / 1000} s (${at100k < FORMAT_BUDGET_MS ? 'met' : 'MISSED'}: ${at100k.toFixed(0)} ms)`;
  return { lines, verdict };
}

/**
 * The username check with the longest name a brand's rule allows, ending in a
 * "!" (the worst input for a backtracking pattern), answered by the platform with each
 * demo brand's pattern: patterns that validate answer in well under a
 * millisecond. (One whose time grows faster than linearly is refused by
 * validate, so it never gets here: tests/server/field-patterns.test.ts.)
 */
export async function benchUsernameCheck(): Promise<string[]> {
  const { loadBrands } = await import('../src/config/load-brands.ts');
  const { buildPlatformServer } = await import('../src/server/app.ts');
  const brands = loadBrands().flatMap((b) => (b.config ? [b.config] : []));
  const app = await buildPlatformServer({ brands, dbPath: ':memory:', rateLimitScale: 1000 });
  const lines: string[] = [];
  try {
    for (const brand of brands) {
      // As long as the rule allows, so the pattern runs (a longer name is refused on its length first).
      const name = `${'a'.repeat(Math.min(40, brand.rules.fields.username.maxLength) - 1)}!`;
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < 200; i++) {
        const started = performance.now();
        const r = await app.inject({ method: 'GET', url: `/api/account/username-check?username=${name}`, headers: { 'x-merchant-code': brand.merchantCode } });
        times.push(performance.now() - started);
        status = r.statusCode;
      }
      times.sort((a, b) => a - b);
      lines.push(
        `${brand.id.padEnd(8)} ${JSON.stringify(brand.rules.patterns[brand.rules.fields.username.patternId]!.regex).padEnd(20)} ${name.length} characters: p50 ${times[100]!.toFixed(2)} ms, p99 ${times[197]!.toFixed(2)} ms (answer ${status})`,
      );
    }
  } finally {
    await app.close();
  }
  return lines;
}
