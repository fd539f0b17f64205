// The parser worker's entry (parser-pool.ts starts it; build/bundle.mjs builds it beside server.js).
// It imports nothing of the app: only the parsers, and the libraries they use.
import type { MessagePort } from 'node:worker_threads';
import { parentPort } from 'node:worker_threads';
import type { ParserJobs, RangeAnswer, WorkerAnswer, WorkerMessage, WorkerTask } from './parser-protocol.js';
import { DecodedTooLarge } from './parser-protocol.js';
import { inspect } from './parsers/inspect.js';
import { announceLoadingWith } from './parsers/loading.js';
import type { ReadRange } from './parsers/video-duration.js';
import { videoDuration, videoType } from './parsers/video-duration.js';

/** Asks the main thread for byte ranges of the stored file over the task's port. */
function rangeReader(port: MessagePort | undefined): ReadRange {
  if (!port) return () => Promise.reject(new Error('this job has no file to read from'));
  const pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  port.on('message', (answer: RangeAnswer) => {
    const waiter = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.error === undefined) waiter?.resolve(answer.bytes);
    else waiter?.reject(new Error(answer.error));
  });
  return (start, end) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      port.postMessage({ id, start, end });
    });
}

type Jobs = {
  [K in keyof ParserJobs]: (input: ParserJobs[K]['input'], port?: MessagePort) => Promise<ParserJobs[K]['output']>;
};

const jobs: Jobs = {
  inspect: (input) => inspect(input),
  videoType: (input) => videoType(input.head),
  videoDuration: (input, port) => videoDuration(input, rangeReader(port)),
};

const parent = parentPort!;
const send = (message: WorkerMessage) => parent.postMessage(message);
announceLoadingWith((phase) => send({ type: phase }));
// One file at a time: the pool sends the next only after this one's answer.
parent.on('message', (task: WorkerTask) => {
  const run = jobs[task.job] as (input: unknown, port?: MessagePort) => Promise<unknown>;
  run(task.input, task.port)
    .then(
      (result): WorkerAnswer => ({ type: 'answer', ok: true, result }),
      (error: Error): WorkerAnswer => ({
        type: 'answer',
        ok: false,
        error: String(error?.message ?? error),
        tooLarge: error instanceof DecodedTooLarge,
      }),
    )
    .then(send)
    .finally(() => task.port?.close());
});
send({ type: 'ready' });
