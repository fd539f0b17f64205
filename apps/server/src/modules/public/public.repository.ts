import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function countStudents(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
