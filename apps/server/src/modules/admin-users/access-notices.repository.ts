import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { expiringPremiumAccess } from '../accounts/index.js';

type Db = Kysely<Database>;

/**
 * Claims the 'about to expire' notices of every premium member whose access ends inside the window
 * (after, until], one row per member and expiry date, and returns the rows this call inserted. A
 * row another run (an earlier start, another instance) already inserted is skipped by the primary
 * key, so each notice is claimed once; PostgreSQL makes a concurrent claim wait for the first to
 * commit. Addresses in MASTER_EMAILS are master whatever is stored, and never expire. The members
 * come from the accounts door's query, inside this one INSERT ... SELECT.
 */
export function claimExpiryNotices(db: Db, window: { after: Date; until: Date }, masterEmails: readonly string[]) {
  return db
    .insertInto('access_expiry_notices')
    .columns(['user_id', 'access_expiration'])
    .expression(expiringPremiumAccess(db, window, masterEmails))
    .onConflict((oc) => oc.columns(['user_id', 'access_expiration']).doNothing())
    .returning(['user_id', 'access_expiration'])
    .execute();
}
