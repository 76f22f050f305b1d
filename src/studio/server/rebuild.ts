// "Rebuild": `npm run build -- --brand <id>` in a child process (the server keeps
// serving meanwhile, and answers the build's content snapshot), its output kept
// as progress for the studio to poll, and its result (the build's --report) told
// in words: the pages built, and whether the content snapshot was taken (how
// many answers, how big) or why not. The studio always offers its own platform,
// so a site built without content is a warning, not a finished build. One build
// at a time: the Astro build uses both cores. `npm start` queues its own builds
// on the same line (a brand folder dropped in by hand), so the two never run at once.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../config/schema-files.ts';

export interface RebuildState {
  id: string;
  /** 'warning': built, but without its content snapshot. */
  state: 'running' | 'done' | 'warning' | 'failed';
  lines: string[];
  startedAt: number;
  endedAt?: number;
  /** What came of it, in words (set once it ended). */
  summary?: string;
  /** The content snapshot: its answers and size, or why there is none. */
  snapshot?: { answers: number; bytes: number } | { problem: string };
}

/** The part of the build's --report this reads (scripts/build-sites.ts, BuildResult). */
interface Report {
  built: { id: string; pages: number; bytes: number; snapshot: { answers: number; bytes: number; problem?: string } }[];
  failed: { id: string; problems: unknown[] }[];
}

const size = (n: number) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(2)} MB`);

/** The finished job's state and words, from the build's exit code and report. */
export function outcome(id: string, code: number | null, report: Report | undefined): Pick<RebuildState, 'state' | 'summary' | 'snapshot'> {
  const built = report?.built.find((b) => b.id === id);
  if (code !== 0 || !built) {
    const invalid = report?.failed.find((b) => b.id === id);
    return {
      state: 'failed',
      summary: invalid
        ? `Build failed: brands/${id}/brand.json has ${invalid.problems.length} problem${invalid.problems.length === 1 ? '' : 's'} (see the log). The site was left as it was.`
        : `Build failed (exit code ${code ?? 'none'}); the log below says where. The site was left as it was.`,
    };
  }
  const pages = `${built.pages} pages, ${size(built.bytes)}`;
  const s = built.snapshot;
  if (s.problem)
    return {
      state: 'warning',
      snapshot: { problem: s.problem },
      summary: `Built without content (${pages}). No content snapshot: ${s.problem} Players see placeholders until their content loads; fix this and Rebuild.`,
    };
  return {
    state: 'done',
    snapshot: { answers: s.answers, bytes: s.bytes },
    summary: `Build finished (${pages}), with its content snapshot: ${s.answers} answers, ${size(s.bytes)}.`,
  };
}

/** `contentFrom`: where the build asks for the brand's content (this server's own platform). */
export function createRebuilds(contentFrom: () => string, onDone: (job: RebuildState) => void = () => {}) {
  const jobs = new Map<string, RebuildState>();
  let running: string | undefined;
  /** Brands waiting for the running build to end, first come first built. */
  const waiting: string[] = [];
  const next = () => {
    const id = waiting.shift();
    if (id) run(id);
  };
  const run = (id: string): RebuildState => {
    const job: RebuildState = { id, state: 'running', lines: [], startedAt: Date.now() };
    jobs.set(id, job);
    running = id;
    const temp = mkdtempSync(join(tmpdir(), 'lobbykit-rebuild-'));
    const reportFile = join(temp, 'report.json');
    const child = spawn(process.execPath, ['scripts/build.ts', '--brand', id, '--content-from', contentFrom(), '--report', reportFile], {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const take = (chunk: Buffer) =>
      job.lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((l) => l.trim()),
      );
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      let report: Report | undefined;
      try {
        report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
      } catch {
        // no report: the build stopped before its end, which the exit code and log say
      }
      rmSync(temp, { recursive: true, force: true });
      Object.assign(job, outcome(id, code, report), { endedAt: Date.now() });
      running = undefined;
      onDone(job);
      next();
    });
    return job;
  };
  return {
    status: (id: string) => jobs.get(id),
    /** The studio's Rebuild: at once, or refused while another build runs. */
    start(id: string): RebuildState | { busy: string } {
      if (running) return { busy: running };
      return run(id);
    },
    /** A build when the line is free: at once, or after the ones before it (a brand already waiting is not queued twice; one changed while it builds is built again after). */
    queue(id: string): void {
      if (waiting.includes(id)) return;
      if (running) waiting.push(id);
      else run(id);
    },
    /** Whether the brand is building or waiting to. */
    pending: (id: string) => running === id || waiting.includes(id),
  };
}

export type Rebuilds = ReturnType<typeof createRebuilds>;
