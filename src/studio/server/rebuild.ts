// "Rebuild": `npm run build -- --brand <id>` in a child process (the server keeps
// serving meanwhile, and answers the build's content snapshot), its output kept
// as progress for the studio to poll. One build at a time: the Astro build uses
// both cores.
import { spawn } from 'node:child_process';
import { ROOT } from '../../config/schema-files.ts';

export interface RebuildState {
  id: string;
  state: 'running' | 'done' | 'failed';
  lines: string[];
  startedAt: number;
  endedAt?: number;
}

/** `contentFrom`: where the build asks for the brand's content (this server's own platform). */
export function createRebuilds(contentFrom: () => string) {
  const jobs = new Map<string, RebuildState>();
  let running: string | undefined;
  return {
    status: (id: string) => jobs.get(id),
    start(id: string): RebuildState | { busy: string } {
      if (running) return { busy: running };
      const job: RebuildState = { id, state: 'running', lines: [], startedAt: Date.now() };
      jobs.set(id, job);
      running = id;
      const child = spawn(process.execPath, ['scripts/build.ts', '--brand', id, '--content-from', contentFrom()], {
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
        job.state = code === 0 ? 'done' : 'failed';
        job.endedAt = Date.now();
        running = undefined;
      });
      return job;
    },
  };
}
