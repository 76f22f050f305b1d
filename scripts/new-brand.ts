// npm run new-brand -- <id> [--from aurora] [--name "Brand Name"]
// Copies a brand folder under a new id, gives it its own name and merchant code,
// and validates it. Edit brands/<id>/brand.json and assets/ afterwards.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS_DIR, loadBrand } from '../src/config/load-brands.ts';
import { formatProblems } from '../src/config/problems.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const from = option('--from') ?? 'aurora';
const name = option('--name');
const id = args[0];

if (!id || !/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/.test(id)) {
  console.error('Usage: npm run new-brand -- <id> [--from <existing id>] [--name "Brand Name"]\nThe id is lower-case letters, digits and dashes (it becomes dist/<id>/ and <id>.localhost).');
  process.exit(2);
}
const source = join(BRANDS_DIR, from);
const target = join(BRANDS_DIR, id);
if (!existsSync(join(source, 'brand.json'))) {
  console.error(`No brand "${from}" to copy from (looked for ${source}/brand.json).`);
  process.exit(2);
}
if (existsSync(target)) {
  console.error(`brands/${id}/ already exists; pick another id or remove it first.`);
  process.exit(2);
}

cpSync(source, target, { recursive: true });
const file = join(target, 'brand.json');
const config = JSON.parse(readFileSync(file, 'utf8'));
config.id = id;
config.name = name ?? id.replace(/(^|-)(\w)/g, (_: string, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
config.merchantCode = `${id.replace(/-/g, '_').toUpperCase().slice(0, 28)}01`;
config.origins = [];
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);

const loaded = loadBrand(id);
if (loaded.problems.length) {
  console.error(formatProblems(loaded.problems));
  rmSync(target, { recursive: true, force: true });
  process.exit(1);
}
console.log(`Created brands/${id}/ from ${from}: "${config.name}", merchant code ${config.merchantCode}.
Next: edit brands/${id}/brand.json (colours, languages, flags, layout) and replace assets/logo.svg and assets/favicon.svg,
then \`npm run build -- --brand ${id}\` or \`npm start\`.`);
