// npm run build [-- --brand a,b] [-- --content-from <url>]: validate, take each
// brand's content snapshot, render every valid brand, assemble dist/<id>/.
// Exits non-zero when any brand is invalid (the others are still built); a
// brand without a snapshot still builds, with placeholders, and says why.
import { brandArg, valueArg } from '../src/config/cli-args.ts';
import { buildSites, formatBytes } from './build-sites.ts';

const result = await buildSites({ only: brandArg(), contentFrom: valueArg('--content-from') });
if (result.built.length) {
  console.log(`${'\nbrand'.padEnd(22) + 'pages'.padStart(7) + 'bytes'.padStart(12) + 'seconds'.padStart(10)}   content snapshot`);
  for (const b of result.built) {
    const s = b.snapshot;
    const content = s.problem ? 'none (see above)' : `${s.answers} answers, ${formatBytes(s.bytes)}, ${s.seconds.toFixed(2)} s`;
    console.log(`${b.id.padEnd(21) + String(b.pages).padStart(7) + formatBytes(b.bytes).padStart(12) + b.seconds.toFixed(2).padStart(10)}   ${content}`);
  }
}
console.log(`\n${result.built.length} built, ${result.failed.length} failed in ${result.seconds.toFixed(1)} s. Output: dist/<brand>/`);
if (result.failed.length) process.exit(1);
