// npm test: every suite, then one closing line that sums them all:
//   N passed, N failed[, N skipped]
// Suites: lint (Biome's format and lint check, one test, first so a formatting
// slip fails in seconds), the translator checks (i18n:status, i18n:extract, one
// test each), vitest (unit, server, build) and Playwright in Chromium (e2e).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/config/schema-files.ts';
import { CHROMIUM_PATH, chromiumMissingMessage } from '../tests/chromium.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const out = mkdtempSync(join(tmpdir(), 'lobbykit-test-'));
// Every suite's temporary folders (brands, builds, databases, browser profiles) go under this run's own, which is
// removed at the end: a run leaves nothing behind in the system's temporary folder.
// Open to other users as the system's is (the nginx suites serve from it as nobody).
const scratch = join(out, 'tmp');
mkdirSync(scratch);
chmodSync(out, 0o711);
chmodSync(scratch, 0o1777);
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const flaky: string[] = [];
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const wanted = (suite: string) => only.length === 0 || only.includes(suite);

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TMPDIR: scratch, ...env } });
}

function add(suite: string, counts: Counts | undefined, exitCode: number | null) {
  // A runner that crashed before reporting counts as one failure, never as a pass.
  const c = counts ?? { passed: 0, failed: 1, skipped: 0 };
  if (!counts && exitCode === 0) c.failed = 0;
  if (counts && exitCode !== 0 && c.failed === 0) c.failed = 1;
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
  console.log(`\n[${suite}] ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}\n`);
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** "file:line title" of every test whose report status is flaky (failed, then passed on retry). */
function flakyTests(report: PlaywrightReport): string[] {
  const names: string[] = [];
  const visit = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) if (t.status === 'flaky') names.push(`${spec.file}:${spec.line} ${[...path, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const s of report.suites) visit(s, []);
  return names;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** An npm script that is one test: it passes when it exits 0. */
function scriptSuite(script: string) {
  const r = run('npm', ['run', '-s', script]);
  add(script, { passed: r.status === 0 ? 1 : 0, failed: r.status === 0 ? 0 : 1, skipped: 0 }, r.status);
}

if (wanted('lint')) scriptSuite('lint');

if (wanted('i18n')) {
  for (const script of ['i18n:status', 'i18n:extract']) scriptSuite(script);
}

if (wanted('unit')) {
  const file = join(out, 'vitest.json');
  const r = run('npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const j = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numFailedTestSuites: number }>(file);
  add('vitest', j && { passed: j.numPassedTests, failed: j.numFailedTests + j.numFailedTestSuites, skipped: j.numPendingTests + j.numTodoTests }, r.status);
}

if (wanted('e2e')) {
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(chromiumMissingMessage());
    add('playwright', { passed: 0, failed: 1, skipped: 0 }, 1);
  } else {
    const file = join(out, 'playwright.json');
    const r = run('npx', ['playwright', 'test', '--config', 'tests/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
    const j = readJson<PlaywrightReport>(file);
    add('playwright', j && { passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected, skipped: j.stats.skipped }, r.status);
    if (j) flaky.push(...flakyTests(j));
  }
}

rmSync(out, { recursive: true, force: true });
// A test that passed only on its retry counts as passed, but is a defect to fix:
// it is named here, on the line before the summary, every time.
console.log(flaky.length ? `flaky: ${flaky.length} (passed only on retry): ${flaky.join('; ')}` : 'flaky: 0');
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed ? 1 : 0);
