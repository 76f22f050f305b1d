// Runs a task of worker.ts and waits for its answer. The site assembly
// (../site-finish.ts) is synchronous, one brand after another, while sharp
// and the bundler only work asynchronously: the task runs in a worker thread and
// this thread sleeps on a shared flag until the answer is on the reply port.
// The worker ends itself after a moment without work.
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { Task } from './worker.ts';

/** Drawing icons takes tens of milliseconds and bundling a second or two; this is far beyond either on a busy machine. */
const TASK_TIMEOUT_MS = 120_000;
/** The worker stays this long after a task, for the next brand of the same build. */
const IDLE_MS = 2000;

let current: { worker: Worker; replies: MessagePort; idle?: ReturnType<typeof setTimeout> } | undefined;

function start() {
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: { replies: port2 }, transferList: [port2] });
  worker.unref();
  return { worker, replies: port1 };
}

export function runSync<T>(task: Task): T {
  current ??= start();
  clearTimeout(current.idle);
  const done = new Int32Array(new SharedArrayBuffer(4));
  current.worker.postMessage({ task, done });
  const woke = Atomics.wait(done, 0, 0, TASK_TIMEOUT_MS);
  const reply = receiveMessageOnPort(current.replies)?.message as { value?: T; error?: string } | undefined;
  const running = current;
  running.idle = setTimeout(() => {
    void running.worker.terminate();
    if (current === running) current = undefined;
  }, IDLE_MS);
  running.idle.unref();
  if (woke === 'timed-out' || !reply) throw new Error(`The web-app step's ${task.kind} task gave no answer within ${TASK_TIMEOUT_MS / 1000} s.`);
  if (reply.error !== undefined) throw new Error(`The web-app step's ${task.kind} task failed: ${reply.error}`);
  return reply.value as T;
}
