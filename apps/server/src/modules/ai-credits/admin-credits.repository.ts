import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { memberById, memberPage } from '../accounts/index.js';

type Db = Kysely<Database>;

/** The members of an accounts query (`m`) with their balance row if any, in one statement. */
function withCredits(db: Db, members: ReturnType<typeof memberById>) {
  return db
    .selectFrom(members.as('m'))
    .leftJoin('ai_credit_balances as b', 'b.user_id', 'm.id')
    .select([
      'm.id',
      'm.name',
      'm.email',
      'b.balance',
      'b.held',
      'b.monthly_cap',
      'b.month',
      'b.month_spent',
      'm.sort_name',
    ]);
}

export type MemberCreditsRow = Awaited<ReturnType<typeof findMemberCredits>>;

/**
 * Members by folded name, id (user_name_key_idx) with their balance row if any, after the key;
 * `search` is a part of the name (accents and case ignored) or of the e-mail (the accounts door's
 * memberPage, which pages before the join).
 */
export function listMemberCredits(
  db: Db,
  search: string | undefined,
  after: { name: string; id: string } | null,
  limit: number,
) {
  return withCredits(db, memberPage(db, search, after, limit))
    .orderBy('m.sort_name')
    .orderBy('m.id')
    .execute();
}

export function findMemberCredits(db: Db, userId: string) {
  return withCredits(db, memberById(db, userId)).executeTakeFirst();
}
