import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Accounts whose stored role is a member's (free or premium; no profile row yet counts as free),
 * leaving out staff: administrators, and masters by role or by the configured e-mails.
 */
export async function countStudents(db: Kysely<Database>, masterEmails: readonly string[]): Promise<number> {
  let query = db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) => eb.or([eb('profiles.role', 'is', null), eb('profiles.role', 'in', ['free', 'premium'])]));
  if (masterEmails.length > 0) query = query.where('user.email', 'not in', masterEmails);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}
