import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AiProvidersTable } from './ai-models.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Everything but the sealed key, which only loadSealedKey reads. */
const providerColumns = [
  'p.id',
  'p.kind',
  'p.name',
  'p.base_url',
  'p.key_last_four',
  'p.key_status',
  'p.key_failure',
  'p.key_checked_at',
  'p.position',
] as const;

function providersQuery(db: Db) {
  return db
    .selectFrom('ai_providers as p')
    .select(providerColumns)
    .select((eb) =>
      eb
        .selectFrom('ai_models as m')
        .whereRef('m.provider_id', '=', 'p.id')
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('model_count'),
    );
}

export async function listProviders(db: Db) {
  return providersQuery(db).orderBy('p.position').orderBy('p.id').execute();
}
export type ProviderRow = Awaited<ReturnType<typeof listProviders>>[number];

export async function findProvider(db: Db, id: number): Promise<ProviderRow | undefined> {
  return providersQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export async function loadSealedKey(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('ai_providers').select('api_key_sealed').where('id', '=', id).executeTakeFirst();
  return row?.api_key_sealed ?? null;
}

export async function nextProviderPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ai_providers')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .executeTakeFirst();
  return (row?.max ?? 0) + 1;
}

export async function insertProvider(db: Db, values: Insertable<AiProvidersTable>): Promise<number> {
  const row = await db.insertInto('ai_providers').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProvider(db: Db, id: number, values: Updateable<AiProvidersTable>): Promise<boolean> {
  const result = await db.updateTable('ai_providers').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteProvider(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('ai_providers').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countProviders(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ai_providers')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
