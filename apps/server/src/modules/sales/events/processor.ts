import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { applyEvent } from '../apply/apply-event.js';
import { claimEvents, finishEvent, lockClaimedEvent, releaseEvent } from './events.repository.js';

/**
 * The job that applies stored events (decision 0068). Each instance claims waiting events in the
 * database (claimEvents: one UPDATE, SKIP LOCKED on PostgreSQL) and applies each in a transaction
 * that first re-reads it locked and still claimed by this worker, then makes its effects and
 * records its outcome: an event's effects commit once, whatever the instances, restarts and
 * duplicate deliveries. A delivery wakes the worker of the instance that stored it; every few
 * seconds each instance also looks for events left waiting (another instance died holding them,
 * or one failed and is due again).
 */

/** Events claimed per round, and applied at once per round (PostgreSQL); SQLite writes one at a time anyway. */
const BATCH = 20;
const PARALLEL_POSTGRES = 4;
/** A claim older than this belongs to a worker that died: another may take the event. */
export const CLAIM_LEASE_MS = 60_000;
/** When the sweep looks for events left waiting. */
const SWEEP_EVERY_MS = 5_000;
/** An event that keeps failing (a database error) is tried again after these waits, then shown as failed. */
const RETRY_AFTER_MS = [1_000, 5_000, 30_000, 120_000, 600_000];
/** A transaction that lost a race (a deadlock, a unique e-mail taken a moment before) is run again at once this often. */
const IMMEDIATE_RETRIES = 2;
/**
 * Acknowledgements first (decision 0138): an apply shares the event loop and, on SQLite, the one
 * connection with the deliveries, so before each event the job waits until no delivery has been
 * answered for QUIET_MS; a burst is acknowledged at delivery speed and applied right after it. A
 * steady stream that never pauses still gets one event applied every MAX_DEFER_MS (one for all
 * the worker's lanes).
 */
const QUIET_MS = 15;
const MAX_DEFER_MS = 250;
/** How often a waiting lane looks again while deliveries are being answered. */
const LOOK_AGAIN_MS = 5;

interface Worker {
  running: Promise<number> | null;
  again: boolean;
  stopped: boolean;
  timer: NodeJS.Timeout | null;
  /** Deliveries of this instance being authenticated and stored right now. */
  deliveries: number;
  /** When (Date.now(), ms) the last delivery of this instance started or was answered. */
  lastDeliveryAt: number;
  /** When (Date.now(), ms) an event last went ahead of deliveries that did not pause. */
  lastForcedAt: number;
}

/** One worker per app, keyed by its database handle: every plugin context of the app shares it. */
const workers = new WeakMap<object, Worker>();

function workerOf(app: FastifyInstance): Worker {
  let worker = workers.get(app.database);
  if (!worker) {
    worker = {
      running: null,
      again: false,
      stopped: false,
      timer: null,
      deliveries: 0,
      lastDeliveryAt: 0,
      lastForcedAt: 0,
    };
    workers.set(app.database, worker);
  }
  return worker;
}

/** Errors another try can cure: PostgreSQL deadlocks and serialization failures, unique violations of a race. */
function isRaceError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === '40P01' || code === '40001' || code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Applies one claimed event; returns whether it was applied here (false when another worker had it). */
async function applyClaimed(app: FastifyInstance, id: number, token: string, attempts: number): Promise<boolean> {
  const { db, kind } = app.database;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const event = await lockClaimedEvent(trx, kind, id, token);
        if (!event) return false;
        const outcome = await applyEvent(app, trx, event);
        await finishEvent(trx, id, { ...outcome, at: app.clock.now() });
        return true;
      });
    } catch (error) {
      if (attempt < IMMEDIATE_RETRIES && isRaceError(error)) continue;
      const wait = RETRY_AFTER_MS[attempts - 1];
      app.log.error({ err: error, salesEvent: id, attempts }, 'sales event could not be applied');
      const now = app.clock.now();
      await releaseEvent(db, id, token, {
        retryAt: wait === undefined ? null : new Date(now.getTime() + wait),
        at: now,
      }).catch((releaseError: unknown) =>
        app.log.error({ err: releaseError, salesEvent: id }, 'sales event claim not released'),
      );
      return false;
    }
  }
}

/** Counts a delivery being answered (ingest.service.ts), for the job to give it way. */
export async function whileDelivering<T>(app: FastifyInstance, answer: () => Promise<T>): Promise<T> {
  const worker = workerOf(app);
  worker.deliveries += 1;
  worker.lastDeliveryAt = Date.now();
  try {
    return await answer();
  } finally {
    worker.deliveries -= 1;
    worker.lastDeliveryAt = Date.now();
  }
}

/**
 * Resolves once deliveries have been quiet for QUIET_MS, or when no event has gone ahead of them
 * for MAX_DEFER_MS. Each check first lets the event loop poll its sockets (setImmediate runs after
 * the poll phase): an apply runs on resolved promises alone, so without that, deliveries waiting
 * to be read would look like quiet and the job would apply event after event while they wait.
 */
async function yieldToDeliveries(worker: Worker): Promise<void> {
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const now = Date.now();
    const quietFor = now - worker.lastDeliveryAt;
    if (worker.deliveries === 0 && quietFor >= QUIET_MS) return;
    const forcedAgo = now - worker.lastForcedAt;
    if (forcedAgo >= MAX_DEFER_MS) {
      worker.lastForcedAt = now;
      return;
    }
    const wait = Math.min(worker.deliveries === 0 ? QUIET_MS - quietFor : LOOK_AGAIN_MS, MAX_DEFER_MS - forcedAgo);
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait)));
  }
}

async function runBatch(app: FastifyInstance, ids: number[] | undefined): Promise<number> {
  const { db, kind } = app.database;
  const token = randomBytes(12).toString('base64url');
  const now = app.clock.now();
  const claimed = await claimEvents(db, kind, {
    token,
    now,
    leaseCutoff: new Date(now.getTime() - CLAIM_LEASE_MS),
    limit: ids ? ids.length : BATCH,
    ids,
  });
  if (claimed.length === 0) return 0;
  const parallel = kind === 'postgres' ? PARALLEL_POSTGRES : 1;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, claimed.length) }, async () => {
      while (next < claimed.length) {
        const { id, attempts } = claimed[next++]!;
        if (ids === undefined) await yieldToDeliveries(workerOf(app));
        await applyClaimed(app, id, token, attempts);
      }
    }),
  );
  return claimed.length;
}

/**
 * Applies every event that is due, round after round, until none is left; resolves with how many
 * were claimed. Tests and the benchmark await it; deliveries start it without waiting (kick).
 */
export function drainSalesEvents(app: FastifyInstance): Promise<number> {
  const worker = workerOf(app);
  if (worker.running) {
    worker.again = true;
    return worker.running;
  }
  const run = (async () => {
    let total = 0;
    do {
      worker.again = false;
      for (;;) {
        if (worker.stopped) return total;
        const count = await runBatch(app, undefined);
        if (count === 0) break;
        total += count;
      }
    } while (worker.again && !worker.stopped);
    return total;
  })();
  worker.running = run;
  void run
    .catch((error: unknown) => app.log.error({ err: error }, 'sales events worker failed'))
    .finally(() => {
      if (worker.running !== run) return;
      worker.running = null;
      // A delivery stored between the last round and here asked for another run.
      if (worker.again && !worker.stopped) kickSalesEvents(app);
    });
  return run;
}

/** Wakes this instance's worker after a delivery was stored; never waits, never throws. */
export function kickSalesEvents(app: FastifyInstance): void {
  drainSalesEvents(app).catch(() => undefined);
}

/** Claims and applies these events now (a 'Testar' event, answered with its outcome). */
export async function applyEventsNow(app: FastifyInstance, ids: number[]): Promise<void> {
  await runBatch(app, ids);
}

/** From the module's onStart: applies what was left waiting, and (with SCHEDULED_JOBS) sweeps every few seconds. */
export function startSalesWorker(app: FastifyInstance): void {
  const worker = workerOf(app);
  worker.stopped = false;
  kickSalesEvents(app);
  if (app.config.scheduledJobs && worker.timer === null) {
    worker.timer = setInterval(() => kickSalesEvents(app), SWEEP_EVERY_MS);
    worker.timer.unref();
  }
}

/** Stops the sweep and waits for the round in progress, before the database closes. */
export async function stopSalesWorker(app: FastifyInstance): Promise<void> {
  const worker = workers.get(app.database);
  if (!worker) return;
  worker.stopped = true;
  if (worker.timer) clearInterval(worker.timer);
  worker.timer = null;
  await worker.running?.catch(() => undefined);
}
