import type { Kysely } from 'kysely';
import { precompiled } from '../../../db/precompiled.js';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

const COLUMNS = [
  'id',
  'public_id',
  'platform',
  'name',
  'secret_sealed',
  'secret_last_four',
  'created_at',
  'updated_at',
] as const;

export async function insertConnection(
  db: Db,
  row: { publicId: string; platform: string; name: string; sealed: string; lastFour: string; at: Date },
): Promise<number> {
  const inserted = await db
    .insertInto('sales_connections')
    .values({
      public_id: row.publicId,
      platform: row.platform,
      name: row.name,
      secret_sealed: row.sealed,
      secret_last_four: row.lastFour,
      created_at: row.at,
      updated_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function listConnections(db: Db) {
  return db.selectFrom('sales_connections').select(COLUMNS).orderBy('id').execute();
}

export type ConnectionRow = Awaited<ReturnType<typeof listConnections>>[number];

export function findConnection(db: Db, id: number) {
  return db.selectFrom('sales_connections').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

const connectionByPublicId = precompiled((db, p: { publicId: string }) =>
  db.selectFrom('sales_connections').select(COLUMNS).where('public_id', '=', p.publicId),
);

/** The connection a webhook URL names: the lookup of every delivery, built and compiled once. */
export function findConnectionByPublicId(db: Db, publicId: string) {
  return connectionByPublicId.first(db, { publicId });
}

export async function countConnections(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sales_connections')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateConnection(
  db: Db,
  id: number,
  change: { name?: string; sealed?: string; lastFour?: string; at: Date },
): Promise<void> {
  await db
    .updateTable('sales_connections')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.sealed !== undefined ? { secret_sealed: change.sealed, secret_last_four: change.lastFour! } : {}),
      updated_at: change.at,
    })
    .where('id', '=', id)
    .execute();
}

/** Removes the connection and its mappings; its events and purchases stay, without it. */
export async function deleteConnection(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sales_connections').where('id', '=', id).execute();
}
