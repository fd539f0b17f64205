import { availableParallelism } from 'node:os';
import type { TransferListItem, Worker } from 'node:worker_threads';
import { MessageChannel } from 'node:worker_threads';
import type { ParseStop } from './parse-stopped.js';
import { ParseStopped } from './parse-stopped.js';
import type { ParserJobs, WorkerMessage, WorkerTask } from './parser-protocol.js';
import type { PoolWorker } from './parser-workers.js';
import { memoryOf, serveRanges, START_MS, startWorker } from './parser-workers.js';

export { ParseStopped, type ParseStop } from './parse-stopped.js';

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

/** How often a running worker's memory is read (an interrupt, served even while it computes). */
const WATCH_EVERY_MS = 20;
/** Files waiting for a worker beyond the running ones; more is a 'busy' refusal. */
const QUEUE_MAX = 32;
const QUEUE_WAIT_MS = 30_000;
/** An idle worker leaves after this long without a file. */
const IDLE_MS = 60_000;
/** A worker is reused for the next file only while it holds less than this after one, and for this many files. */
const REUSE_MAX_BYTES = 160 * 1024 * 1024;
const REUSE_MAX_FILES = 100;

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
