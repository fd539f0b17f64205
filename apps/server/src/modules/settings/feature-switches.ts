import type { FeatureSwitches } from '@blivion/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EventBus } from '../../events/event-bus.js';
import { readFeatureSwitches } from './settings.repository.js';

/** Inside changeFeatureSwitches: the switches as stored (not this process's copy), and one switch written. */
export { readFeatureSwitches as readStoredFeatureSwitches, writeFeatureSwitch } from './settings.repository.js';

interface Cached {
  /** Bumped by every change, so a read that started before it never stores its older answer. */
  generation: number;
  value: Readonly<FeatureSwitches> | null;
}

const cacheByDatabase = new WeakMap<Kysely<Database>, Cached>();

function cacheOf(db: Kysely<Database>): Cached {
  let cached = cacheByDatabase.get(db);
  if (!cached) {
    cached = { generation: 0, value: null };
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
  if (cached.value) return Promise.resolve(cached.value);
  const generation = cached.generation;
  return readFeatureSwitches(db).then((value) => {
    const frozen = Object.freeze(value);
    if (cached.generation === generation) cached.value = frozen;
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
  return events.subscribe(FEATURE_SWITCHES_TOPIC, () => forget(db));
}

/**
 * The one way the switches change: `change` runs in a transaction, and once it has ended (committed
 * or not) this process forgets its copy and tells the other instances to forget theirs.
 */
export async function changeFeatureSwitches<T>(
  db: Kysely<Database>,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(change);
  } finally {
    forget(db);
    await busByDatabase.get(db)?.publish(FEATURE_SWITCHES_TOPIC, 'changed', null);
  }
}
