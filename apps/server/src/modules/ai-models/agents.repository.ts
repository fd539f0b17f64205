import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { joinMember } from '../accounts/index.js';
import type { AiAgentsTable } from './ai-models.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An agent with its base model's name and kind, and its provider's key state (for availability). */
function agentsQuery(db: Db) {
  const agents = db
    .selectFrom('ai_agents as a')
    .innerJoin('ai_models as m', 'm.id', 'a.model_id')
    .innerJoin('ai_providers as p', 'p.id', 'm.provider_id')
    .select([
      'a.id',
      'a.scope',
      'a.creator_id',
      'a.name',
      'a.description',
      'a.prompt',
      'a.model_id',
      'a.is_public',
      'a.featured',
      'a.created_at',
      'm.name as model_name',
      'm.kind as model_kind',
      'p.key_status',
    ])
    .select((eb) => eb('p.api_key_sealed', 'is not', null).as('has_key'));
  // The creator's name, joined in the same query through the accounts door (a removed creator: null).
  return joinMember(agents, 'a.creator_id', { prefix: 'creator', columns: ['name'] });
}

/** The agents a member may see: public ones, and their own private ones (never anyone else's). */
export async function listVisibleAgents(db: Db, memberId: string) {
  return agentsQuery(db)
    .where((eb) => eb.or([eb('a.is_public', '=', true), eb('a.creator_id', '=', memberId)]))
    .orderBy('a.scope')
    .orderBy('a.id')
    .execute();
}
export type AgentRow = Awaited<ReturnType<typeof listVisibleAgents>>[number];

export async function findVisibleAgent(db: Db, id: number, memberId: string): Promise<AgentRow | undefined> {
  return agentsQuery(db)
    .where('a.id', '=', id)
    .where((eb) => eb.or([eb('a.is_public', '=', true), eb('a.creator_id', '=', memberId)]))
    .executeTakeFirst();
}

export async function insertAgent(db: Db, values: Insertable<AiAgentsTable>): Promise<number> {
  const row = await db.insertInto('ai_agents').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAgent(db: Db, id: number, values: Updateable<AiAgentsTable>): Promise<boolean> {
  const result = await db.updateTable('ai_agents').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAgent(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('ai_agents').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Agents the member created since `since` (the creation rate limit). */
export async function countAgentsCreatedSince(db: Db, memberId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('ai_agents')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('creator_id', '=', memberId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function oldestAgentCreatedSince(db: Db, memberId: string, since: Date) {
  const row = await db
    .selectFrom('ai_agents')
    .select('created_at')
    .where('creator_id', '=', memberId)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

export async function countPublicAgents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ai_agents')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('is_public', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
