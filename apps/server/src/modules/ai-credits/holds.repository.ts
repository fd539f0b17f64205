import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HoldStatus } from './ai-credits.tables.js';

type Db = Kysely<Database>;

export async function insertHold(
  db: Db,
  hold: { userId: string; amount: number; modelName: string; conversationId: number | null; at: Date; expiresAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('ai_credit_holds')
    .values({
      user_id: hold.userId,
      amount: hold.amount,
      model_name: hold.modelName,
      conversation_id: hold.conversationId,
      created_at: hold.at,
      expires_at: hold.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves a hold from one status to another if it is still in the first; true when this call moved
 * it. The write comes first, so two settles (or a settle and the sweep) can never both move it.
 */
export async function moveHold(db: Db, holdId: number, from: HoldStatus, to: HoldStatus): Promise<boolean> {
  const result = await db
    .updateTable('ai_credit_holds')
    .set({ status: to })
    .where('id', '=', holdId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findHold(db: Db, holdId: number) {
  return db
    .selectFrom('ai_credit_holds')
    .select(['id', 'user_id', 'amount', 'status'])
    .where('id', '=', holdId)
    .executeTakeFirst();
}

/** Open holds whose time has passed, oldest first (the sweep). */
export function expiredOpenHolds(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('ai_credit_holds')
    .select(['id', 'user_id', 'amount', 'conversation_id', 'model_name'])
    .where('status', '=', 'open')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}
