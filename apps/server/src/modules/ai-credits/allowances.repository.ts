import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export function listAllowances(db: Db) {
  return db.selectFrom('ai_credit_allowances').select(['role', 'monthly_credits']).execute();
}

export async function allowanceOf(db: Db, role: string): Promise<number> {
  const row = await db
    .selectFrom('ai_credit_allowances')
    .select('monthly_credits')
    .where('role', '=', role)
    .executeTakeFirst();
  return row?.monthly_credits ?? 0;
}

export async function setAllowance(db: Db, role: string, monthlyCredits: number, at: Date): Promise<void> {
  await db
    .insertInto('ai_credit_allowances')
    .values({ role, monthly_credits: monthlyCredits, updated_at: at })
    .onConflict((oc) => oc.column('role').doUpdateSet({ monthly_credits: monthlyCredits, updated_at: at }))
    .execute();
}

/**
 * Claims the member's allowance for the month; true when this call inserted the claim. The primary
 * key (member, month) lets one claim in: a concurrent one waits for it on PostgreSQL, then does nothing.
 */
export async function claimAllowance(db: Db, userId: string, month: string, credits: number, at: Date) {
  const rows = await db
    .insertInto('ai_credit_allowance_grants')
    .values({ user_id: userId, month, credits, granted_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
    .returning('user_id')
    .execute();
  return rows.length > 0;
}

export async function allowanceClaimed(db: Db, userId: string, month: string): Promise<boolean> {
  const row = await db
    .selectFrom('ai_credit_allowance_grants')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row !== undefined;
}
