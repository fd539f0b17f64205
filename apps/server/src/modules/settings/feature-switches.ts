import type { FeatureSwitches } from '@blivion/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
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

/**
 * The one way the switches change: `change` runs in a transaction, and once it has ended (committed
 * or not) this process forgets its copy. Other instances keep theirs until told (not yet done: one
 * instance today); telling them belongs here.
 */
export async function changeFeatureSwitches<T>(
  db: Kysely<Database>,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(change);
  } finally {
    const cached = cacheOf(db);
    cached.generation += 1;
    cached.value = null;
  }
}
