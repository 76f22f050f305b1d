// npm run build [-- options]: validate, take each brand's content snapshot,
// render every valid brand, assemble dist/<id>/.
//   --brand a,b            only these brands
//   --content-from <url>   where brands with a same-origin platform get their content
//   --shard i/n            only the brands of shard i of n (by a hash of the brand id)
//   --incremental          skip brands whose dist/<id>/ is up to date (build-stamp.ts)
//   --precompress          a .br and a .gz beside every text file, for nginx and other static servers
//   --content-only         a new content snapshot, and only the pages that show it rendered
//                          again with the last full build's code: no bundling (content-only.ts)
//   --report <file>        the result as JSON too (each brand's pages, bytes and content snapshot:
//                          answers and size, or why there is none), for the studio's Rebuild
// LOBBYKIT_RENDER_WORKERS=N renders pages in N processes (default: one per core
// once there are enough brands).
// Exits non-zero when any brand is invalid (the others are still built), or
// cannot take a content-only rebuild; a brand without a snapshot still builds,
// with placeholders, and says why.
import { writeFileSync } from 'node:fs';
import { BRAND_OPTION, brandList, readCli } from '../src/config/cli-args.ts';
import { type BrandSummary, buildSites, formatBytes } from '../src/build/build-sites.ts';
import { rebuildContent } from '../src/build/content-only.ts';
import { parseShard, type Shard } from '../src/build/shard.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = readCli({
  command: 'npm run build',
  summary: 'validate every brand, take its content snapshot, render its site into dist/<id>/.',
  options: {
    brand: BRAND_OPTION,
    'content-from': {
      type: 'string',
      value: 'URL',
      example: 'http://127.0.0.1:4321',
      help: 'where brands with a same-origin platform get their content',
    },
    shard: { type: 'string', value: 'i/n', example: '2/4', help: 'only the brands of shard i of n (by a hash of the brand id)' },
    incremental: { type: 'boolean', help: 'skip brands whose dist/<id>/ is up to date' },
    precompress: { type: 'boolean', help: 'a .br and a .gz beside every text file, for nginx and other static servers' },
    'content-only': { type: 'boolean', help: "a new content snapshot, and only its pages rendered again with the last full build's code" },
    report: {
      type: 'string',
      value: 'FILE',
      example: '/tmp/build-report.json',
      help: "the result as JSON too (each brand's pages, bytes and content snapshot: answers and size, or why there is none), for the studio's Rebuild",
    },
  },
  notes: ['LOBBYKIT_RENDER_WORKERS=N renders pages in N processes (default: one per core once there are enough brands).'],
});
const shardValue = values.shard;
let shard: Shard | undefined;
try {
  shard = shardValue === undefined ? undefined : parseShard(shardValue);
} catch (e) {
  fail((e as Error).message);
}
const contentOnly = values['content-only'] === true;
if (contentOnly && values.incremental)
  fail('--content-only and --incremental do not go together: a content-only rebuild changes only content pages, of every brand it can.');
if (contentOnly && values.precompress)
  fail('--content-only keeps each site as it was built: its pages are precompressed when the site was built with --precompress. Leave --precompress out.');

const options = { only: brandList(values.brand), contentFrom: values['content-from'], shard };
const where = shard ? ` (shard ${shard.index}/${shard.count})` : '';

function table(rows: BrandSummary[], pagesLabel: string) {
  if (!rows.length) return;
  console.log(`\n${'brand'.padEnd(21)}${pagesLabel.padStart(7)}${'bytes'.padStart(12)}${'seconds'.padStart(10)}   content snapshot`);
  for (const b of rows) {
    const s = b.snapshot;
    const content = s.problem ? 'none (see above)' : `${s.answers} answers, ${formatBytes(s.bytes)}, ${s.seconds.toFixed(2)} s`;
    console.log(`${b.id.padEnd(21)}${String(b.pages).padStart(7)}${formatBytes(b.bytes).padStart(12)}${b.seconds.toFixed(2).padStart(10)}   ${content}`);
  }
}

if (contentOnly) {
  const result = await rebuildContent(options);
  table(result.rebuilt, 'pages');
  const kept = result.kept.length ? `, ${result.kept.length} kept (no snapshot)` : '';
  const full = result.needFullBuild.length ? `, ${result.needFullBuild.length} need a full build (${result.needFullBuild.map((n) => n.id).join(', ')})` : '';
  console.log(
    `\n${result.rebuilt.length} content-only rebuilt${kept}${full}, ${result.failed.length} failed in ${result.seconds.toFixed(1)} s${where}. Output: dist/<brand>/`,
  );
  if (result.failed.length || result.needFullBuild.length) process.exit(1);
} else {
  const result = await buildSites({ ...options, incremental: values.incremental === true, precompress: values.precompress === true });
  if (values.report) writeFileSync(values.report, JSON.stringify(result));
  table(result.built, 'pages');
  const skipped = result.skipped.length ? `, ${result.skipped.length} skipped (up to date)` : '';
  console.log(`\n${result.built.length} built${skipped}, ${result.failed.length} failed in ${result.seconds.toFixed(1)} s${where}. Output: dist/<brand>/`);
  if (result.failed.length) process.exit(1);
}
