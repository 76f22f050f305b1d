// Checks between brands: what one brand may not share with another. `npm run
// validate`, the build and the studio's save all run this one function, so they
// refuse the same configs in the same words.
import type { Problem } from './problems.ts';

/** What the checks read of a brand. */
export interface BrandKeys {
  id: string;
  merchantCode: string;
  origins: readonly string[];
}

/** Problems of `brand` (its brand.json is `file`) against `others`, which keep what they hold. */
export function crossBrandProblems(file: string, brand: BrandKeys, others: readonly BrandKeys[]): Problem[] {
  const problems: Problem[] = [];
  for (const other of others) {
    if (other.id === brand.id) {
      problems.push({
        file,
        pointer: '/id',
        found: `"${brand.id}", the id of another brand too`,
        expected: 'an id no other brand has',
        fix: 'Give each brand its own id (and folder).',
      });
    }
    // Two brands on one merchant code would share accounts at the platform.
    if (other.merchantCode === brand.merchantCode) {
      problems.push({
        file,
        pointer: '/merchantCode',
        found: `"${brand.merchantCode}", already used by brand "${other.id}"`,
        expected: 'a merchant code no other brand uses',
        fix: 'Give each brand its own merchant code.',
      });
    }
    brand.origins.forEach((origin, i) => {
      if (other.origins.includes(origin))
        problems.push({
          file,
          pointer: `/origins/${i}`,
          found: `"${origin}", already an origin of brand "${other.id}"`,
          expected: 'an origin no other brand is published at',
          fix: 'Publish each brand at its own origins; remove this one from one of the two brands.',
        });
    });
  }
  return problems;
}

/** The keys of a parsed brand.json another brand is checked against, when it has them. */
export function brandKeys(id: string, data: unknown): BrandKeys | undefined {
  const d = data as { merchantCode?: unknown; origins?: unknown } | null;
  if (!d || typeof d.merchantCode !== 'string') return undefined;
  const origins = Array.isArray(d.origins) ? d.origins.filter((o): o is string => typeof o === 'string') : [];
  return { id, merchantCode: d.merchantCode, origins };
}
