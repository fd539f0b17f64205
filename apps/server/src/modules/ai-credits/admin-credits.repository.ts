import type { Kysely } from 'kysely';
import { afterMemberKey, memberMatches } from '../../auth/member.repository.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

function memberCredits(db: Db) {
  return db
    .selectFrom('user')
    .leftJoin('ai_credit_balances as b', 'b.user_id', 'user.id')
    .select([
      'user.id',
      'user.name',
      'user.email',
      'b.balance',
      'b.held',
      'b.monthly_cap',
      'b.month',
      'b.month_spent',
      'user.name_key as sort_name',
    ]);
}

export type MemberCreditsRow = Awaited<ReturnType<typeof findMemberCredits>>;

/**
 * Members by folded name, id (user_name_key_idx) with their balance row if any, after the key;
 * `search` is a part of the name (accents and case ignored) or of the e-mail (memberMatches).
 */
export function listMemberCredits(
  db: Db,
  search: string | undefined,
  after: { name: string; id: string } | null,
  limit: number,
) {
  let query = memberCredits(db);
  if (search) query = query.where(memberMatches(search));
  if (after) query = query.where(afterMemberKey(after));
  return query.orderBy('user.name_key').orderBy('user.id').limit(limit).execute();
}

export function findMemberCredits(db: Db, userId: string) {
  return memberCredits(db).where('user.id', '=', userId).executeTakeFirst();
}
