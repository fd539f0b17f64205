import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { ParserJobs, RangeRequest, WorkerMessage, WorkerTask } from './parser-protocol.js';

/** Why a file's parse was stopped, or never started. */
export type ParseStop = 'memory' | 'time' | 'busy' | 'failed';

/** A parse that overran its limits (and whose worker was killed), or that could not run. */
export class ParseStopped extends Error {
  constructor(
    readonly reason: ParseStop,
    detail: string,
  ) {
    super(`file parse stopped (${reason}): ${detail}`);
  }
}

export interface ParseLimits {
  /** From the moment the file reaches a ready worker; the worker is killed past it. */
  deadlineMs: number;
  /**
   * What the file may add to the worker's JavaScript heap plus its buffers (decoded streams live in
   * buffers, outside the heap), in bytes.
   */
  memoryBytes: number;
}

export interface ParseOptions {
  limits: ParseLimits;
  /** Buffers handed over to the worker instead of copied (the caller must not use them afterwards). */
  transfer?: TransferListItem[];
  /** Answers the worker's requests for a byte range of the file (inclusive end), for files kept in storage. */
  readRange?: (start: number, end: number) => Promise<Uint8Array>;
}

/**
 * The V8 heap of one worker: a hard cap under the watchdog's, which also counts buffers. Young
 * generation kept small so that a burst of short-lived objects is collected rather than kept.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
/** How often a running worker's memory is read (an interrupt, served even while it computes). */
const WATCH_EVERY_MS = 20;
/** Files waiting for a worker beyond the running ones; more is a 'busy' refusal. */
const QUEUE_MAX = 32;
const QUEUE_WAIT_MS = 30_000;
/** A worker that is not ready by then, or a library that has not loaded, is broken (our code, not the file's). */
const START_MS = 60_000;
/** An idle worker leaves after this long without a file. */
const IDLE_MS = 60_000;
/** A worker is reused for the next file only while it holds less than this after one, and for this many files. */
const REUSE_MAX_BYTES = 160 * 1024 * 1024;
const REUSE_MAX_FILES = 100;
/** A range the worker asks for: more than any parser here reads at once. */
const RANGE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The worker's entry: beside this module once built (tsc's dist/files/, or the bundle's dist/,
 * where build/bundle.mjs writes it next to server.js); from the TypeScript sources otherwise
 * (tests, `npm run dev`), run through tsx as the server itself is.
 */
function workerEntry(): { url: URL; execArgv?: string[] } {
  const built = new URL('./parser-worker.js', import.meta.url);
  if (existsSync(built)) return { url: built };
  // The shared package's sources too (its `source` export condition), as `npm run dev` runs the server.
  return { url: new URL('./parser-worker.ts', import.meta.url), execArgv: ['--conditions=source', '--import', 'tsx'] };
}

interface PoolWorker {
  worker: Worker;
  ready: Promise<void>;
  files: number;
  idleTimer: NodeJS.Timeout | null;
  exited: boolean;
}

function startWorker(): PoolWorker {
  const entry = workerEntry();
  const worker = new Worker(entry.url, {
    execArgv: entry.execArgv ?? [],
    resourceLimits: RESOURCE_LIMITS,
    stdout: false,
    stderr: false,
  });
  // A worker's failure reaches the task it runs (parse); between tasks there is nothing to tell.
  worker.on('error', () => {});
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ParseStopped('failed', 'the parser worker did not start')), START_MS);
    worker.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(new ParseStopped('failed', error.message));
    });
    worker.once('exit', () => reject(new ParseStopped('failed', 'the parser worker exited')));
  });
  ready.catch(() => {});
  const started: PoolWorker = { worker, ready, files: 0, idleTimer: null, exited: false };
  worker.once('exit', () => (started.exited = true));
  return started;
}

/** Heap plus buffers in use by the worker now, in bytes. */
async function memoryOf(worker: Worker): Promise<number> {
  const heap = await worker.getHeapStatistics();
  return heap.used_heap_size + heap.external_memory;
}

/**
 * Untrusted files parsed off the main thread (decision 0066): each file in a worker with a heap
 * cap (`resourceLimits`), a watchdog on what the file adds to its heap and buffers, and a
 * deadline; past either the worker is killed and the parse stops. A worker that answered and holds
 * little is kept for the next file (its libraries loaded); one that overran is never reused. At
 * most one worker per core but one runs at a time, so that the main thread keeps a core; others
 * wait in a short queue. A worker is started ahead, so that a file does not wait for PDF.js to load.
 */
class ParserPool {
  private readonly maxRunning = Math.max(1, availableParallelism() - 1);
  private running = 0;
  private readonly waiting: Array<{ go: () => void }> = [];
  private readonly idle: PoolWorker[] = [];

  async run<K extends keyof ParserJobs>(
    job: K,
    input: ParserJobs[K]['input'],
    options: ParseOptions,
  ): Promise<ParserJobs[K]['output']> {
    await this.slot();
    try {
      const taken = this.takeIdle() ?? startWorker();
      // Held while it has a file (its answer is awaited); an idle worker keeps no process alive.
      taken.worker.ref();
      try {
        await taken.ready;
      } catch (error) {
        await taken.worker.terminate();
        throw error;
      }
      let result: ParserJobs[K]['output'];
      try {
        result = await this.parse<ParserJobs[K]['output']>(taken.worker, { job, input }, options);
      } catch (error) {
        // A worker whose file was refused or failed is never reused.
        await taken.worker.terminate();
        throw error;
      }
      taken.files += 1;
      await this.keepOrEnd(taken);
      return result;
    } finally {
      this.running -= 1;
      this.waiting.shift()?.go();
      if (this.idle.length === 0 && this.waiting.length === 0) this.makeIdle(startWorker());
    }
  }

  /** Starts a worker for the next file (if none is idle) and waits until it is ready. */
  async prestart(): Promise<void> {
    if (this.idle.length === 0) this.makeIdle(startWorker());
    await Promise.all(this.idle.map((idle) => idle.ready.catch(() => {})));
  }

  private takeIdle(): PoolWorker | null {
    let taken = this.idle.shift() ?? null;
    while (taken?.exited) taken = this.idle.shift() ?? null;
    if (taken?.idleTimer) clearTimeout(taken.idleTimer);
    return taken;
  }

  private makeIdle(idle: PoolWorker): void {
    idle.worker.unref();
    idle.idleTimer = setTimeout(() => {
      this.idle.splice(this.idle.indexOf(idle), 1);
      void idle.worker.terminate();
    }, IDLE_MS);
    idle.idleTimer.unref();
    this.idle.push(idle);
    idle.ready.catch(() => {
      const at = this.idle.indexOf(idle);
      if (at !== -1) this.idle.splice(at, 1);
      if (idle.idleTimer) clearTimeout(idle.idleTimer);
      void idle.worker.terminate();
    });
  }

  /** Back to the idle list while it holds little and has served few files; ended otherwise. */
  private async keepOrEnd(used: PoolWorker): Promise<void> {
    const held = await memoryOf(used.worker).catch(() => Infinity);
    if (held <= REUSE_MAX_BYTES && used.files < REUSE_MAX_FILES && this.idle.length < this.maxRunning) {
      this.makeIdle(used);
    } else {
      await used.worker.terminate();
    }
  }

  private slot(): Promise<void> {
    if (this.running < this.maxRunning) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= QUEUE_MAX) return Promise.reject(new ParseStopped('busy', 'too many files waiting'));
    return new Promise((resolve, reject) => {
      const entry = {
        go: () => {
          clearTimeout(timer);
          this.running += 1;
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(new ParseStopped('busy', 'no parser worker was free in time'));
      }, QUEUE_WAIT_MS);
      this.waiting.push(entry);
    });
  }

  /**
   * One file in the worker: the deadline runs except while the worker loads a library; the
   * watchdog reads the worker's memory every WATCH_EVERY_MS and compares what it grew by since
   * the file arrived. On overrun or failure the worker is terminated here; on an answer it is
   * left running for keepOrEnd.
   */
  private async parse<T>(worker: Worker, task: Omit<WorkerTask, 'port'>, options: ParseOptions): Promise<T> {
    const baseline = await memoryOf(worker).catch(() => null);
    if (baseline === null) {
      await worker.terminate();
      throw new ParseStopped('failed', 'the parser worker is not running');
    }
    const channel = options.readRange ? new MessageChannel() : null;
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      let deadline: NodeJS.Timeout | undefined;
      const armDeadline = (ms: number, reason: ParseStop, detail: string) => {
        clearTimeout(deadline);
        deadline = setTimeout(() => stop(reason, detail), ms);
      };
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'loading') armDeadline(START_MS, 'failed', 'a parser library did not load');
        else if (message.type === 'loaded') armDeadline(options.limits.deadlineMs, 'time', 'past its deadline');
        else if (message.type === 'answer') {
          finish(false, () => {
            if (message.ok) resolve(message.result as T);
            else reject(new ParseStopped(message.tooLarge ? 'memory' : 'failed', message.error));
          });
        }
      };
      const onError = (error: Error & { code?: string }) =>
        stop(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed', error.message);
      const onExit = (code: number) => stop('failed', `the parser worker exited (${code})`);
      const finish = (kill: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        clearInterval(watchdog);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        channel?.port1.close();
        if (kill) void worker.terminate();
        outcome();
      };
      const stop = (reason: ParseStop, detail: string) => finish(true, () => reject(new ParseStopped(reason, detail)));
      armDeadline(options.limits.deadlineMs, 'time', `past ${options.limits.deadlineMs} ms`);
      const watchdog = setInterval(() => {
        memoryOf(worker).then(
          (used) => {
            const grown = used - baseline;
            if (grown > options.limits.memoryBytes) stop('memory', `${Math.round(grown / 1048576)} MiB more in use`);
          },
          () => {},
        );
      }, WATCH_EVERY_MS);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      if (channel && options.readRange) serveRanges(channel.port1, options.readRange);
      const message: WorkerTask = { ...task, port: channel?.port2 };
      worker.postMessage(message, [...(options.transfer ?? []), ...(channel ? [channel.port2] : [])]);
    });
  }
}

/** Reads the ranges the worker asks for from storage, one answer per request id. */
function serveRanges(port: MessageChannel['port1'], readRange: NonNullable<ParseOptions['readRange']>): void {
  port.on('message', (request: RangeRequest) => {
    const { id, start, end } = request;
    const valid = Number.isSafeInteger(start) && Number.isSafeInteger(end) && start >= 0 && end >= start;
    if (!valid || end - start + 1 > RANGE_MAX_BYTES) {
      port.postMessage({ id, error: 'range refused' });
      return;
    }
    readRange(start, end).then(
      (bytes) => port.postMessage({ id, bytes }),
      (error: Error) => port.postMessage({ id, error: error.message }),
    );
  });
}

let pool: ParserPool | undefined;

/**
 * Runs one parser job of parser-worker.ts on one file in a worker of its own (see ParserPool).
 * Resolves with the job's result; rejects with ParseStopped ('memory', 'time': the worker was
 * killed; 'busy': too many files waiting; 'failed': the parser threw or the worker died).
 */
export function runParser<K extends keyof ParserJobs>(
  job: K,
  input: ParserJobs[K]['input'],
  options: ParseOptions,
): Promise<ParserJobs[K]['output']> {
  pool ??= new ParserPool();
  return pool.run(job, input, options);
}

/**
 * Starts the worker the next file will use, and waits until it has loaded its parsers: for a
 * measurement that should not count a worker's start (tests), or a server that wants the first
 * upload as fast as the next.
 */
export function prestartParserWorker(): Promise<void> {
  pool ??= new ParserPool();
  return pool.prestart();
}
