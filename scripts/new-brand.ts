// npm run new-brand -- <id> [--from aurora] [--name "Brand Name"]
// Copies a brand folder under a new id, gives it its own name and merchant code,
// and validates it. Edit brands/<id>/brand.json and assets/ afterwards (or open
// the brand in the studio, npm start).
import { createBrand } from '../src/config/create-brand.ts';
import { formatProblems } from '../src/config/problems.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const from = option('--from') ?? 'aurora';
const name = option('--name');
const id = args[0];

const result = createBrand({ id: id ?? '', from, name });
if (!result.ok) {
  if (result.reason === 'bad-id') console.error(`Usage: npm run new-brand -- <id> [--from <existing id>] [--name "Brand Name"]\n${result.message}`);
  else if (result.reason === 'invalid') console.error(formatProblems(result.problems));
  else console.error(result.message);
  process.exit(result.reason === 'invalid' ? 1 : 2);
}
console.log(`Created brands/${result.id}/ from ${from}: "${result.name}", merchant code ${result.merchantCode}.
Next: edit brands/${result.id}/brand.json (colours, languages, flags, layout) and replace its neutral assets/logo.svg and assets/favicon.svg (drawn from its name),
then \`npm run build -- --brand ${result.id}\` or \`npm start\`.`);
