// npm run gen:types: writes what is generated from the JSON Schemas (the list and
// how each file is made: src/build/generate/generated-files.ts). `--check` writes
// nothing and fails when any of it is stale (tests/unit/generated-files.test.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generatedFiles } from '../src/build/generate/generated-files.ts';
import { ROOT } from '../src/config/schema-files.ts';

const check = process.argv.includes('--check');
const targets = generatedFiles();
let stale = 0;
for (const t of targets) {
  const text = await t.text();
  const path = join(ROOT, t.out);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (current === text) continue;
  if (check) {
    stale++;
    console.error(`${t.out} is stale: it does not match ${t.source}. Run \`npm run gen:types\` and commit the result.`);
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`wrote ${t.out}`);
  }
}
if (check && !stale) console.log(`generated files are up to date (${targets.length} files)`);
process.exit(stale ? 1 : 0);
