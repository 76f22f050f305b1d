// npm run build [-- --brand a,b]: validate, render every valid brand, assemble dist/<id>/.
// Exits non-zero when any brand is invalid (the others are still built).
import { brandArg } from './cli-args.ts';
import { buildSites, formatBytes } from './build-sites.ts';

const result = await buildSites({ only: brandArg() });
if (result.built.length) {
  console.log('\nbrand'.padEnd(22) + 'pages'.padStart(7) + 'bytes'.padStart(12) + 'seconds'.padStart(10));
  for (const b of result.built) console.log(b.id.padEnd(21) + String(b.pages).padStart(7) + formatBytes(b.bytes).padStart(12) + b.seconds.toFixed(2).padStart(10));
}
console.log(`\n${result.built.length} built, ${result.failed.length} failed in ${result.seconds.toFixed(1)} s. Output: dist/<brand>/`);
if (result.failed.length) process.exit(1);
