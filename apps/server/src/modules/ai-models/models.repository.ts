import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AiModelsTable } from './ai-models.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A model with what the picker needs of its provider (never the sealed key). */
function modelsQuery(db: Db) {
  return db
    .selectFrom('ai_models as m')
    .innerJoin('ai_providers as p', 'p.id', 'm.provider_id')
    .select([
      'm.id',
      'm.provider_id',
      'm.provider_model_id',
      'm.name',
      'm.description',
      'm.capabilities',
      'm.kind',
      'm.featured',
      'm.beta',
      'm.deletable',
      'm.price_input_per_mtok',
      'm.price_output_per_mtok',
      'm.price_per_image',
      'm.context_limit',
      'm.max_output_tokens',
      'm.accepts_images',
      'm.members_visible',
      'm.position',
      'p.name as provider_name',
      'p.kind as provider_kind',
      'p.base_url as provider_base_url',
      'p.key_status',
    ])
    .select((eb) => eb('p.api_key_sealed', 'is not', null).as('has_key'));
}

export async function listModels(db: Db) {
  return modelsQuery(db).orderBy('m.position').orderBy('m.id').execute();
}
export type ModelRow = Awaited<ReturnType<typeof listModels>>[number];

export async function findModel(db: Db, id: number): Promise<ModelRow | undefined> {
  return modelsQuery(db).where('m.id', '=', id).executeTakeFirst();
}

export async function nextModelPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ai_models')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .executeTakeFirst();
  return (row?.max ?? 0) + 1;
}

export async function countModels(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ai_models')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertModel(db: Db, values: Insertable<AiModelsTable>): Promise<number> {
  const row = await db.insertInto('ai_models').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateModel(db: Db, id: number, values: Updateable<AiModelsTable>): Promise<boolean> {
  const result = await db.updateTable('ai_models').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteModel(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('ai_models').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countAgentsOfModel(db: Db, modelId: number): Promise<number> {
  const row = await db
    .selectFrom('ai_agents')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('model_id', '=', modelId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The provider's first chat model in the admin's order: what test connection asks for one token. */
export async function firstLlmModelOfProvider(db: Db, providerId: number) {
  return db
    .selectFrom('ai_models')
    .select(['id', 'provider_model_id'])
    .where('provider_id', '=', providerId)
    .where('kind', '=', 'llm')
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
