import type { Kysely, Transaction } from 'kysely';
import { afterMemberKey, memberMatches } from '../../auth/member.repository.js';
import type { Database } from '../../db/schema.js';

/**
 * Queries on the accounts tables that other modules embed in their own statement (a derived table
 * `selectFrom(query.as('m'))`, or the rows of an INSERT ... SELECT), left unexecuted so the
 * statement stays one (docs/decisions/0132).
 */
type Db = Kysely<Database> | Transaction<Database>;

const memberListColumns = (db: Db) =>
  db.selectFrom('user').select(['user.id', 'user.name', 'user.email', 'user.name_key as sort_name']);

/**
 * One page of members by folded name, then id (user_name_key_idx), after the key; `search` is a part
 * of the name (accents and case ignored) or of the e-mail. Columns: id, name, email, sort_name.
 * The caller orders the outer query again by (sort_name, id).
 */
export function memberPage(
  db: Db,
  search: string | undefined,
  after: { name: string; id: string } | null,
  limit: number,
) {
  let query = memberListColumns(db);
  if (search) query = query.where(memberMatches(search));
  if (after) query = query.where(afterMemberKey(after));
  return query.orderBy('user.name_key').orderBy('user.id').limit(limit);
}

/** The same columns for one member (no row: no such member). */
export function memberById(db: Db, userId: string) {
  return memberListColumns(db).where('user.id', '=', userId);
}

/** Every profile's member and its creation (user_id, created_at): when a member joined the academy. */
export function profileCreations(db: Db) {
  return db.selectFrom('profiles').select(['user_id', 'created_at']);
}

/** A member as the community sees them: id, name, image, email, createdAt and the stored role. */
export function memberCards(db: Db) {
  return db
    .selectFrom('user as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.image', 'u.email', 'u.createdAt', 'p.role']);
}

/**
 * Premium members whose access ends inside (after, until] as (user_id, access_expiration), leaving
 * out the addresses in MASTER_EMAILS (master whatever is stored, they never expire).
 */
export function expiringPremiumAccess(db: Db, window: { after: Date; until: Date }, masterEmails: readonly string[]) {
  let expiring = db
    .selectFrom('profiles as p')
    .innerJoin('user as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.access_expiration'])
    .where('p.role', '=', 'premium')
    .where('p.access_expiration', '>', window.after)
    .where('p.access_expiration', '<=', window.until);
  if (masterEmails.length > 0) expiring = expiring.where('u.email', 'not in', masterEmails);
  return expiring.$narrowType<{ access_expiration: Date | string }>();
}
