// The reference platform under load (src/README.md, Budgets: game list and search
// answer in <= 10 ms at p99 under 100 concurrent clients on loopback with 10,000
// games). The server runs in a worker thread (its own event loop, as a separate
// process would); the main thread drives 100 keep-alive connections on
// 127.0.0.1, each sending its next request when the last one is answered.
// The client asks as a phone's browser does (Accept-Encoding: gzip). Last, the
// same load against a bare node:http server shows this machine's floor: the
// client shares the machine's cores with the server, so no server measures
// better than that here.
// Bounded: a fixed time per scenario, then everything stops.
//   npm run bench -- server        (through scripts/bench.ts)
//   node scripts/bench-server.ts   (alone; --seconds N per scenario, default 8)
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export const GAMES = 10_000;
export const CONCURRENCY = 100;
export const BUDGET_P99_MS = 10;
const MERCHANT = 'AURORA01';

interface ServerReady {
  port: number;
  seedMs: number;
}

/** Worker side: the platform with 10,000 seeded games on a temp file database. */
async function serve(dir: string): Promise<void> {
  const { loadBrands } = await import('../src/config/load-brands.ts');
  const { buildPlatformServer, platformOf } = await import('../src/server/app.ts');
  const brands = loadBrands({ only: ['aurora'] }).flatMap((b) => (b.config ? [b.config] : []));
  const t = performance.now();
  const app = await buildPlatformServer({
    brands,
    dbPath: join(dir, 'bench.sqlite'),
    uploadDir: join(dir, 'uploads'),
    seedGames: GAMES,
    logger: false,
    devTools: false,
  });
  const seedMs = performance.now() - t;
  await app.listen({ host: '127.0.0.1', port: 0 });
  parentPort!.postMessage({ port: (app.server.address() as { port: number }).port, seedMs } satisfies ServerReady);
  parentPort!.on('message', (message: string) => {
    // The server thread's own CPU time, so the figures can be read apart from what else runs on the machine.
    const responses = platformOf(app).responses;
    if (message === 'cpu') {
      const { user, system } = process.threadCpuUsage();
      parentPort!.postMessage({ cpuMicros: user + system, hits: responses.hits, misses: responses.misses });
    } else if (message === 'cache:on' || message === 'cache:off') {
      responses.enabled = message === 'cache:on';
      parentPort!.postMessage({ ok: true });
    } else void app.close().then(() => process.exit(0));
  });
}

/**
 * Worker side of the floor: a bare node:http server answering every request with
 * the same 2 KB (a gzipped page of games), no framework, no work. What the same
 * client measures against it is the best any server could show on this machine.
 */
function serveFloor(): void {
  const body = Buffer.alloc(2048, 'x');
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => parentPort!.postMessage({ port: (server.address() as AddressInfo).port, seedMs: 0 } satisfies ServerReady));
  parentPort!.on('message', () => server.close(() => process.exit(0)));
}

interface ServerCounters {
  cpuMicros: number;
  hits: number;
  misses: number;
}

function ask<T>(worker: Worker, message: string): Promise<T> {
  return new Promise((resolve) => {
    worker.once('message', resolve);
    worker.postMessage(message);
  });
}

const TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'BINGO', 'JACKPOT', 'ESPORTS', 'NEW', ''];
const VENDORS = ['PG', 'PP', 'JL', 'CQ9', 'HB', 'KA', 'RTG'];
const TERMS = [
  'dragon',
  'fortune',
  'gold',
  'ways',
  'fish',
  'baccarat',
  'king',
  'lucky',
  'mega',
  'wild',
  'treasure',
  'royal',
  'panda',
  'tiger',
  'bingo',
  'legend',
  'ninja',
  'gems',
  'rush',
  'koi',
];

/** Varied game-list queries: types, vendors, classifications and pages, as the category pages ask. */
function listQuery(i: number): string {
  const p = new URLSearchParams({ platform: 'html5', pageSize: '24', pageNo: String((i % 10) + 1), language: 'en' });
  const type = TYPES[i % TYPES.length]!;
  if (type) p.set('gameType', type);
  if (type === 'RNG' && i % 3 === 0) p.set('vassalage', VENDORS[i % VENDORS.length]!);
  if (type === 'RNG' && i % 5 === 1) p.set('gameClassify', 'FeatureBuy');
  return `/api/game/list?${p}`;
}

/** Search: a name part of 3 or more letters, first pages, as the search box sends it. */
function searchQuery(i: number): string {
  const term = TERMS[i % TERMS.length]!;
  const p = new URLSearchParams({ platform: 'html5', pageSize: '24', pageNo: String((i % 3) + 1), gameName: term.slice(0, 3 + (i % (term.length - 2))) });
  return `/api/game/list?${p}`;
}

interface Figures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  perSecond: number;
}

/**
 * One keep-alive HTTP/1.1 connection that sends a request, reads the answer by
 * its Content-Length, and sends the next. Lean on purpose: the client shares the
 * machine with the server, and node:http's own client would cost the server CPU.
 */
class Connection {
  private readonly socket: Socket;
  private readonly head: string;
  /** Bytes of a response head not yet complete (a head rarely spans two chunks). */
  private partialHead: Buffer | undefined;
  /** Body bytes of the current answer still to come: counted, never copied. */
  private remaining = 0;
  private status = 0;
  private waiting: ((status: number) => void) | undefined;

  constructor(port: number) {
    this.socket = connect({ host: '127.0.0.1', port, noDelay: true });
    this.head = ` HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Merchant-Code: ${MERCHANT}\r\nX-Module: GAMELO3\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: keep-alive\r\n\r\n`;
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', () => this.finish(-1));
    this.socket.on('close', () => this.finish(-1));
  }

  private finish(status: number) {
    const done = this.waiting;
    this.waiting = undefined;
    done?.(status);
  }

  private read(chunk: Buffer) {
    if (this.remaining > 0) {
      this.remaining -= chunk.length;
      if (this.remaining <= 0) this.finish(this.status);
      return;
    }
    const data = this.partialHead ? Buffer.concat([this.partialHead, chunk]) : chunk;
    const end = data.indexOf('\r\n\r\n');
    if (end < 0) {
      this.partialHead = data;
      return;
    }
    this.partialHead = undefined;
    const header = data.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(header)?.[1] ?? NaN);
    if (Number.isNaN(length)) return this.finish(-1);
    this.status = Number(header.slice(9, 12));
    // One request in flight per connection: whatever follows the head is this answer's body.
    this.remaining = length - (data.length - end - 4);
    if (this.remaining <= 0) this.finish(this.status);
  }

  /** Milliseconds to a 200, or -1 for anything else. */
  get(path: string): Promise<number> {
    const t = performance.now();
    return new Promise((resolve) => {
      this.waiting = (status) => resolve(status === 200 ? performance.now() - t : -1);
      this.socket.write(`GET ${path}${this.head}`);
    });
  }

  close() {
    this.socket.destroy();
  }
}

async function load(port: number, path: (i: number) => string, seconds: number): Promise<Figures> {
  const connections = Array.from({ length: CONCURRENCY }, () => new Connection(port));
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const run = async (until: number, record: boolean) => {
    await Promise.all(
      connections.map(async (c) => {
        while (performance.now() < until) {
          const ms = await c.get(path(next++));
          if (!record) continue;
          if (ms < 0) errors++;
          else latencies.push(ms);
        }
      }),
    );
  };
  await run(performance.now() + 1500, false); // warm-up: JIT, the catalogue, each game's JSON
  const start = performance.now();
  await run(start + seconds * 1000, true);
  const elapsed = (performance.now() - start) / 1000;
  for (const c of connections) c.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, p50: at(0.5), p99: at(0.99), perSecond: latencies.length / elapsed };
}

function startWorker(data: { role: 'server' | 'floor'; dir?: string }): { worker: Worker; ready: Promise<ServerReady> } {
  const worker = new Worker(new URL(import.meta.url), { workerData: data });
  const ready = new Promise<ServerReady>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The benchmark ${data.role} server stopped (exit ${code}) before it was ready.`)));
  });
  return { worker, ready };
}

/** The same load against a bare node:http server: this machine's floor for p50 and p99. */
async function floor(seconds: number): Promise<Figures> {
  const { worker, ready } = startWorker({ role: 'floor' });
  try {
    return await load((await ready).port, () => '/', seconds);
  } finally {
    worker.postMessage('stop');
    await new Promise((r) => worker.once('exit', r));
  }
}

export async function benchServer(options: { seconds?: number } = {}): Promise<Record<string, number | string>> {
  const seconds = options.seconds ?? 8;
  const dir = mkdtempSync(join(tmpdir(), 'lobbykit-bench-server-'));
  const { worker, ready: whenReady } = startWorker({ role: 'server', dir });
  try {
    const ready = await whenReady;
    const measure = async (path: (i: number) => string, cache: boolean) => {
      await ask(worker, cache ? 'cache:on' : 'cache:off');
      const before = await ask<ServerCounters>(worker, 'cpu');
      const figures = await load(ready.port, path, seconds);
      const after = await ask<ServerCounters>(worker, 'cpu');
      const served = figures.requests * (1 + 1.5 / seconds); // the warm-up's requests count in the CPU time too (estimate)
      const lookups = after.hits + after.misses - before.hits - before.misses;
      return { ...figures, cpuPerRequest: (after.cpuMicros - before.cpuMicros) / served, hitRate: lookups ? (after.hits - before.hits) / lookups : 0 };
    };
    const ms = (n: number) => Number(n.toFixed(2));
    const out: Record<string, number | string> = {
      'games seeded': GAMES,
      'seed and start (s)': Number((ready.seedMs / 1000).toFixed(2)),
      'concurrent clients': CONCURRENCY,
      'seconds per scenario': seconds,
    };
    let met = true;
    for (const [label, path] of [
      ['game list', listQuery],
      ['search', searchQuery],
    ] as const) {
      for (const cache of [true, false]) {
        const f = await measure(path, cache);
        const name = `${label}${cache ? '' : ' (answer cache off)'}`;
        out[`${name} p50 (ms)`] = ms(f.p50);
        out[`${name} p99 (ms)`] = ms(f.p99);
        out[`${name} throughput (req/s)`] = Math.round(f.perSecond);
        out[`${name} server CPU/request (µs)`] = Math.round(f.cpuPerRequest);
        if (cache) out[`${name} answer-cache hit rate`] = `${Math.round(f.hitRate * 100)}%`;
        if (f.errors) out[`${name} errors`] = f.errors;
        if (cache) met &&= f.p99 <= BUDGET_P99_MS && f.errors === 0;
      }
    }
    const bare = await floor(seconds);
    out['floor: bare node:http, fixed 2 KB, p50 (ms)'] = ms(bare.p50);
    out['floor: bare node:http, fixed 2 KB, p99 (ms)'] = ms(bare.p99);
    out['floor: bare node:http throughput (req/s)'] = Math.round(bare.perSecond);
    out['load average (1 min) at the end'] = os.loadavg()[0]!.toFixed(1);
    out[`budget p99 <= ${BUDGET_P99_MS} ms`] = met ? 'met' : 'MISSED';
    return out;
  } finally {
    worker.postMessage('stop');
    await new Promise((r) => worker.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!isMainThread && (workerData as { role?: string } | undefined)?.role === 'server') {
  await serve((workerData as { dir: string }).dir);
} else if (!isMainThread && (workerData as { role?: string } | undefined)?.role === 'floor') {
  serveFloor();
} else if (isMainThread && import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--seconds');
  const figures = await benchServer({ seconds: i > 0 ? Number(process.argv[i + 1]) : undefined });
  console.log('\n## Reference platform under load (loopback)\n');
  for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(48)} ${v}`);
}
