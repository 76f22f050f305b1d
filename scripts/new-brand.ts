// npm run new-brand -- <id> [--from aurora] [--name "Brand Name"]
// Copies a brand folder under a new id, gives it its own name and merchant code,
// validates it and says what it validated. Edit brands/<id>/brand.json and assets/ afterwards (or open
// the brand in the studio, npm start).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ICONS } from '../src/config/app-icons.ts';
import { createBrand } from '../src/config/create-brand.ts';
import { CROSS_CHECK_NAMES } from '../src/config/cross-checks.ts';
import { BRANDS_DIR } from '../src/config/load-brands.ts';
import { formatProblems } from '../src/config/problems.ts';
import { ROLE_PAIRS } from '../src/config/theme-roles.ts';
import { readCli } from '../src/config/cli-args.ts';

const { values, positionals } = readCli({
  command: 'npm run new-brand',
  summary: 'copy a brand folder under a new id with its own name and merchant code, and validate it.',
  positionals: { usage: '<id>', max: 1 },
  options: {
    from: { type: 'string', value: 'ID', example: 'aurora', help: 'the brand to copy, default aurora' },
    name: { type: 'string', value: '"Brand Name"', example: '"Lucky Star"', help: "the new brand's name" },
  },
});
const from = values.from ?? 'aurora';
const name = values.name;
const id = positionals[0];

const result = createBrand({ id: id ?? '', from, name });
if (!result.ok) {
  if (result.reason === 'bad-id') console.error(`Usage: npm run new-brand -- <id> [--from <existing id>] [--name "Brand Name"]\n${result.message}`);
  else if (result.reason === 'invalid') console.error(formatProblems(result.problems));
  else console.error(result.message);
  process.exit(result.reason === 'invalid' ? 1 : 2);
}
// The same checks `npm run validate` runs (load-brands.ts), named so the operator knows what passed.
const dir = join(BRANDS_DIR, result.id);
const overrides = existsSync(join(dir, 'locales'))
  ? readdirSync(join(dir, 'locales'), { recursive: true }).filter((f) => String(f).endsWith('.json')).length
  : 0;
const icons = APP_ICONS.filter((i) => existsSync(join(dir, 'assets', i.file))).length;
console.log(`Validated brands/${result.id}/, no problems:
  - brand.json against schemas/brand.schema.json (every property, type, pattern and allowed value)
  - cross-field checks: ${CROSS_CHECK_NAMES.join(', ')}
  - contrast of ${ROLE_PAIRS.length} foreground/background colour pairs (WCAG AA)
  - string overrides: ${overrides ? `${overrides} file${overrides === 1 ? '' : 's'} in locales/` : 'none (no locales/ folder)'}
  - home-screen icons: ${icons ? `${icons} PNG${icons === 1 ? '' : 's'} in assets/` : 'none given (the build draws them from theme.favicon)'}`);
console.log(`Created brands/${result.id}/ from ${from}: "${result.name}", merchant code ${result.merchantCode}.
Next: edit brands/${result.id}/brand.json (colours, languages, flags, layout) and replace its neutral assets/logo.svg and assets/favicon.svg (drawn from its name),
then \`npm run build -- --brand ${result.id}\` or \`npm start\`.`);
