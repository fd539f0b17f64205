import { existsSync } from 'node:fs';
import type { MessageChannel } from 'node:worker_threads';
import { Worker } from 'node:worker_threads';
import { ParseStopped } from './parse-stopped.js';
import type { RangeRequest } from './parser-protocol.js';

/**
 * The V8 heap of one worker: a hard cap under the watchdog's, which also counts buffers. Young
 * generation kept small so that a burst of short-lived objects is collected rather than kept.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
/** A worker that is not ready by then, or a library that has not loaded, is broken (our code, not the file's). */
export const START_MS = 60_000;
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

export interface PoolWorker {
  worker: Worker;
  ready: Promise<void>;
  files: number;
  idleTimer: NodeJS.Timeout | null;
  exited: boolean;
}

export function startWorker(): PoolWorker {
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
export async function memoryOf(worker: Worker): Promise<number> {
  const heap = await worker.getHeapStatistics();
  return heap.used_heap_size + heap.external_memory;
}

/** Reads the ranges the worker asks for from storage, one answer per request id. */
export function serveRanges(
  port: MessageChannel['port1'],
  readRange: (start: number, end: number) => Promise<Uint8Array>,
): void {
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
