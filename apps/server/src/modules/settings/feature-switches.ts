import type { FeatureSwitches } from '@blivion/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EventBus } from '../../events/event-bus.js';
import { readFeatureSwitches } from './settings.repository.js';

/** Inside changeFeatureSwitches: the switches as stored (not this process's copy), and one switch written. */
export { readFeatureSwitches as readStoredFeatureSwitches, writeFeatureSwitch } from './settings.repository.js';

/**
 * A copy is read again from the database after this long even if no change was heard: a change
 * whose announcement was lost (Redis down, decision 0082) reaches every instance within this time.
 */
export const FEATURE_SWITCHES_MAX_AGE_MS = 30_000;

interface Cached {
  /** Bumped by every change, so a read that started before it never stores its older answer. */
  generation: number;
  value: Readonly<FeatureSwitches> | null;
  /** performance.now() when the value was read. */
  readAt: number;
}

const cacheByDatabase = new WeakMap<Kysely<Database>, Cached>();

function cacheOf(db: Kysely<Database>): Cached {
  let cached = cacheByDatabase.get(db);
  if (!cached) {
    cached = { generation: 0, value: null, readAt: 0 };
    cacheByDatabase.set(db, cached);
  }
  return cached;
}

/**
 * The feature switches, read from the database once and then kept in this process: /api/me and the
 * feature guards ask on every request, and the switches change only when an administrator saves
 * them, through changeFeatureSwitches below.
 */
export function featureSwitches(db: Kysely<Database>): Promise<Readonly<FeatureSwitches>> {
  const cached = cacheOf(db);
  if (cached.value && performance.now() - cached.readAt < FEATURE_SWITCHES_MAX_AGE_MS) {
    return Promise.resolve(cached.value);
  }
  const generation = cached.generation;
  const readAt = performance.now();
  return readFeatureSwitches(db).then((value) => {
    const frozen = Object.freeze(value);
    if (cached.generation === generation) {
      cached.value = frozen;
      cached.readAt = readAt;
    }
    return frozen;
  });
}

/** The topic on which any instance says the switches changed (docs/decisions/0048). */
export const FEATURE_SWITCHES_TOPIC = 'cache.feature-switches';

const busByDatabase = new WeakMap<Kysely<Database>, EventBus>();

function forget(db: Kysely<Database>): void {
  const cached = cacheOf(db);
  cached.generation += 1;
  cached.value = null;
}

/**
 * Every instance forgets its copy when any instance changes the switches: app.ts calls this once,
 * and changeFeatureSwitches announces each change on the bus (Redis between instances).
 */
export function shareFeatureSwitchChanges(db: Kysely<Database>, events: EventBus): () => void {
  busByDatabase.set(db, events);
  const unsubscribe = events.subscribe(FEATURE_SWITCHES_TOPIC, () => forget(db));
  // Changes announced while this instance could not hear them: read the switches again.
  const stopResync = events.onResync(() => forget(db));
  return () => {
    unsubscribe();
    stopResync();
  };
}

/**
 * The one way the switches change: `change` runs in a transaction, and once it has ended (committed
 * or not) this process forgets its copy and tells the other instances to forget theirs. A change
 * that committed is never reported as failed because the announcement failed (Redis down): the
 * other instances then read it within FEATURE_SWITCHES_MAX_AGE_MS (`onAnnounceFailed` is told).
 */
export async function changeFeatureSwitches<T>(
  db: Kysely<Database>,
  change: (trx: Transaction<Database>) => Promise<T>,
  onAnnounceFailed?: (error: unknown) => void,
): Promise<T> {
  try {
    return await db.transaction().execute(change);
  } finally {
    forget(db);
    await busByDatabase
      .get(db)
      ?.publish(FEATURE_SWITCHES_TOPIC, 'changed', null)
      .catch((error: unknown) => onAnnounceFailed?.(error));
  }
}
