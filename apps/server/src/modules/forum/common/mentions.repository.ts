import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Members whose lower-cased name is one of these (user_sort_name_idx serves lower(name)). SQLite's
 * lower() folds ASCII letters only, so the caller passes both foldings and confirms each match.
 */
export function membersNamed(db: Kysely<Database>, loweredNames: string[]) {
  if (loweredNames.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), 'in', loweredNames))
    .limit(50)
    .execute();
}
