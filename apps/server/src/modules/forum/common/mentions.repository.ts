import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Members whose folded name (name_key, served by user_name_key_idx) is one of these folded names. */
export function membersNamed(db: Kysely<Database>, nameKeys: string[]) {
  if (nameKeys.length === 0) return Promise.resolve([]);
  return db.selectFrom('user').select(['id', 'name']).where('name_key', 'in', nameKeys).limit(50).execute();
}
