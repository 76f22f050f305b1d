// One of the build's page renderers in a process of its own (render-workers.ts),
// so the pages of many brands render on every core:
//   node src/build/render-worker.ts <kit dir> <build input file> <finish file> <out dir>
// renders every brand of the input file and finishes its site (site-finish.ts).
// Prints one JSON line per brand as it is done; Astro's warnings go to stderr.
import { renderAndFinish } from './render-workers.ts';

const [kitDir, inputFile, finishFile, outDir] = process.argv.slice(2);
if (!kitDir || !inputFile || !finishFile || !outDir) {
  console.error('usage: node src/build/render-worker.ts <kit dir> <build input file> <finish file> <out dir>');
  process.exit(2);
}
process.env.LOBBYKIT_BUILD_INPUT = inputFile;
await renderAndFinish(
  kitDir,
  finishFile,
  outDir,
  (line) => console.error(line),
  (done) => console.log(JSON.stringify(done)),
);
