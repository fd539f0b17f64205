import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { SalesPurchasesTable } from '../sales.tables.js';

type Db = Kysely<Database>;

export type PurchaseRow = Selectable<SalesPurchasesTable>;

/**
 * Serializes, until the transaction ends, everything applied for one buyer: finding or creating
 * the member, their purchases and their access. PostgreSQL: a transaction-level advisory lock on
 * the e-mail; SQLite runs one write transaction at a time already.
 */
export async function lockBuyer(db: Db, kind: DatabaseKind, email: string): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`sales:${email}`}))`.execute(db);
}

export function findPurchaseForUpdate(db: Db, kind: DatabaseKind, connectionId: number, transaction: string) {
  const query = db
    .selectFrom('sales_purchases')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .where('transaction_ref', '=', transaction);
  return (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** A purchase as an event finds it: stored (its id), or new and written once its state is known (id null). */
export type PurchaseDraft = Omit<PurchaseRow, 'id'> & { id: number | null };

export async function updatePurchase(
  db: Db,
  id: number,
  change: Partial<Omit<PurchaseRow, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('sales_purchases').set(change).where('id', '=', id).execute();
}

/**
 * Writes an event's result on its purchase in one statement: a new purchase is inserted as it
 * ends (not inserted, then updated), a stored one is updated. Returns the purchase's id.
 */
export async function savePurchase(
  db: Db,
  purchase: PurchaseDraft,
  change: Partial<Omit<PurchaseRow, 'id' | 'created_at'>>,
): Promise<number> {
  if (purchase.id !== null) {
    await updatePurchase(db, purchase.id, change);
    return purchase.id;
  }
  const { id: _new, ...row } = purchase;
  const inserted = await db
    .insertInto('sales_purchases')
    .values({ ...row, ...change })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The purchases of one subscription (its charges), locked. */
export function subscriptionPurchasesForUpdate(db: Db, kind: DatabaseKind, connectionId: number, ref: string) {
  const query = db
    .selectFrom('sales_purchases')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .where('subscription_ref', '=', ref)
    .orderBy('id');
  return (kind === 'postgres' ? query.forUpdate() : query).execute();
}

export function findSubscriptionCancel(db: Db, connectionId: number, ref: string) {
  return db
    .selectFrom('sales_subscriptions')
    .selectAll()
    .where('connection_id', '=', connectionId)
    .where('subscription_ref', '=', ref)
    .executeTakeFirst();
}

export async function saveSubscriptionCancel(
  db: Db,
  row: { connectionId: number; ref: string; canceledAt: Date; accessUntil: Date | null },
): Promise<void> {
  await db
    .insertInto('sales_subscriptions')
    .values({
      connection_id: row.connectionId,
      subscription_ref: row.ref,
      canceled_at: row.canceledAt,
      access_until: row.accessUntil,
    })
    .onConflict((oc) =>
      oc
        .columns(['connection_id', 'subscription_ref'])
        .doUpdateSet({ canceled_at: row.canceledAt, access_until: row.accessUntil }),
    )
    .execute();
}

/** What a member's purchases grant now: the open ones (active or canceled subscriptions still in their period). */
export function openGrants(db: Db, userId: string, now: Date) {
  return db
    .selectFrom('sales_purchases')
    .select(['access', 'ends_at'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['active', 'canceled'])
    .where('access', 'is not', null)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
}

/** A member's purchases, newest first. */
export function purchasesOfMember(db: Db, userId: string) {
  return db
    .selectFrom('sales_purchases')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** The member's access row of this module, locked (created empty first when missing). */
export async function memberAccessForUpdate(db: Db, kind: DatabaseKind, userId: string) {
  const query = db.selectFrom('sales_member_access').selectAll().where('user_id', '=', userId);
  return (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function saveMemberAccess(
  db: Db,
  row: { userId: string; base: string; written: string; at: Date },
): Promise<void> {
  await db
    .insertInto('sales_member_access')
    .values({ user_id: row.userId, base: row.base, written: row.written, updated_at: row.at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ base: row.base, written: row.written, updated_at: row.at }))
    .execute();
}
