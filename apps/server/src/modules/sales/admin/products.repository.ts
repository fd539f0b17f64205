import { compareByName } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

export interface ProductValues {
  externalId: string;
  name: string;
  access: string;
  duration: string;
  days: number | null;
  credits: number;
  checkoutUrl: string | null;
}

function selectProducts(db: Db) {
  return db
    .selectFrom('sales_products')
    .innerJoin('sales_connections', 'sales_connections.id', 'sales_products.connection_id')
    .select([
      'sales_products.id',
      'sales_products.connection_id',
      'sales_products.external_id',
      'sales_products.name',
      'sales_products.access',
      'sales_products.duration',
      'sales_products.days',
      'sales_products.credits',
      'sales_products.checkout_url',
      'sales_connections.platform',
      'sales_connections.name as connection_name',
    ]);
}

const byName = compareByName<{ name: string; id: number }>(
  (row) => row.name,
  (row) => row.id,
);

/**
 * Every mapping (at most SALES_PRODUCTS_MAX) by name as a reader sorts them: accents and case
 * ignored, then the id (compareByName, decision 0076), sorted here the same on both databases.
 */
export async function listProducts(db: Db) {
  return (await selectProducts(db).execute()).sort(byName);
}

export type ProductRow = Awaited<ReturnType<typeof listProducts>>[number];

export function findProduct(db: Db, id: number) {
  return selectProducts(db).where('sales_products.id', '=', id).executeTakeFirst();
}

/** The mapping of a connection that names one of the ids the platform gave the product. */
export function findMapping(db: Db, connectionId: number, refs: string[]) {
  return selectProducts(db)
    .where('sales_products.connection_id', '=', connectionId)
    .where('sales_products.external_id', 'in', refs)
    .orderBy('sales_products.id')
    .executeTakeFirst();
}

export async function countProducts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sales_products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function columnsOf(values: ProductValues, at: Date) {
  return {
    external_id: values.externalId,
    name: values.name,
    access: values.access,
    duration: values.duration,
    days: values.days,
    credits: values.credits,
    checkout_url: values.checkoutUrl,
    updated_at: at,
  };
}

export async function insertProduct(db: Db, connectionId: number, values: ProductValues, at: Date): Promise<number> {
  const row = await db
    .insertInto('sales_products')
    .values({ connection_id: connectionId, ...columnsOf(values, at), created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(db: Db, id: number, values: ProductValues, at: Date): Promise<void> {
  await db.updateTable('sales_products').set(columnsOf(values, at)).where('id', '=', id).execute();
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sales_products').where('id', '=', id).execute();
}

const OFFERS_MAX = 50;

/** Products with a checkout link (the first 50 by name, as listProducts), for a locked area's 'Quero acesso'. */
export async function listOffers(db: Db) {
  const rows = await db
    .selectFrom('sales_products')
    .select(['id', 'name', 'access', 'checkout_url'])
    .where('checkout_url', 'is not', null)
    .execute();
  return rows.sort(byName).slice(0, OFFERS_MAX);
}
