import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * Claims the 'about to expire' notices of every premium member whose access ends inside the window
 * (after, until], one row per member and expiry date, and returns the rows this call inserted. A
 * row another run (an earlier start, another instance) already inserted is skipped by the primary
 * key, so each notice is claimed once; PostgreSQL makes a concurrent claim wait for the first to
 * commit. Addresses in MASTER_EMAILS are master whatever is stored, and never expire.
 */
export function claimExpiryNotices(db: Db, window: { after: Date; until: Date }, masterEmails: readonly string[]) {
  let expiring = db
    .selectFrom('profiles as p')
    .innerJoin('user as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.access_expiration'])
    .where('p.role', '=', 'premium')
    .where('p.access_expiration', '>', window.after)
    .where('p.access_expiration', '<=', window.until);
  if (masterEmails.length > 0) expiring = expiring.where('u.email', 'not in', masterEmails);
  return db
    .insertInto('access_expiry_notices')
    .columns(['user_id', 'access_expiration'])
    .expression(expiring.$narrowType<{ access_expiration: Date | string }>())
    .onConflict((oc) => oc.columns(['user_id', 'access_expiration']).doNothing())
    .returning(['user_id', 'access_expiration'])
    .execute();
}
