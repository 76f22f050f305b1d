// The asynchronous part of the web-app step (sharp, the bundler), run in a
// worker thread for run-sync.ts: each message is one task; the answer goes back
// on the reply port, then the shared flag wakes the waiting build.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { bundleServiceWorker } from './bundle.ts';
import { drawIcons } from './icons.ts';

export type Task = { kind: 'bundle' } | { kind: 'icons'; mark: Uint8Array; background: string; files: string[] };

const replies = (workerData as { replies: MessagePort }).replies;

async function run(task: Task): Promise<unknown> {
  if (task.kind === 'bundle') return bundleServiceWorker();
  return drawIcons(Buffer.from(task.mark), task.background, task.files);
}

parentPort!.on('message', async ({ task, done }: { task: Task; done: Int32Array }) => {
  try {
    replies.postMessage({ value: await run(task) });
  } catch (e) {
    replies.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
});
