// npm run validate [-- --brand a,b]: checks every brand folder and prints all problems in one report.
import { loadBrands } from '../src/config/load-brands.ts';
import { formatProblems } from '../src/config/problems.ts';
import { BRAND_OPTION, brandList, readCli } from '../src/config/cli-args.ts';

const { values } = readCli({
  command: 'npm run validate',
  summary: 'check every brand folder and print all problems in one report (exit 1 when any brand is invalid).',
  options: { brand: BRAND_OPTION },
});
const brands = loadBrands({ only: brandList(values.brand) });
for (const b of brands)
  console.log(`${b.problems.length ? '✗' : '✓'} ${b.id}${b.problems.length ? ` (${b.problems.length} problem${b.problems.length === 1 ? '' : 's'})` : ''}`);
const problems = brands.flatMap((b) => b.problems);
if (problems.length) {
  console.error(`\n${formatProblems(problems)}\n`);
  const bad = brands.filter((b) => b.problems.length).length;
  console.error(`${bad} of ${brands.length} brand${brands.length === 1 ? '' : 's'} invalid.`);
  process.exit(1);
}
console.log(`All ${brands.length} brand${brands.length === 1 ? '' : 's'} valid.`);
