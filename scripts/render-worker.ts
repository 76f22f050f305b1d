// One of the build's page renderers in a process of its own (render-pages.ts),
// so the pages of many brands render on every core:
//   node scripts/render-worker.ts <kit dir> <build input file> <out dir>
// renders every brand of the input file. Prints one JSON line per brand as it
// is done; Astro's warnings go to stderr.
import { loadKit, renderPages } from './render-pages.ts';

const [kitDir, inputFile, outDir] = process.argv.slice(2);
if (!kitDir || !inputFile || !outDir) {
  console.error('usage: node scripts/render-worker.ts <kit dir> <build input file> <out dir>');
  process.exit(2);
}
process.env.LOBBYKIT_BUILD_INPUT = inputFile;
const app = await loadKit(kitDir, (line) => console.error(line));
await renderPages(app, outDir, (done) => console.log(JSON.stringify(done)));
