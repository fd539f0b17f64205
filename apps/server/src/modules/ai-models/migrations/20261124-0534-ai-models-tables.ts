import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, nowDefault, timestampType, withSerialId } from '../../../db/migration-helpers.js';

/**
 * The AI lab's providers (with their sealed API keys), models and agents (issue 15,
 * docs/decisions/0036-ai-models-module.md). A provider with models and a model with agents cannot be
 * deleted (restrict); a deleted member's agents lose their creator (set null): private ones are then
 * visible to nobody, public ones stay for the community.
 */
export function aiModelsTables(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  const now = nowDefault(kind);
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) => withSerialId(kind, table);

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('ai_providers').ifNotExists())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('base_url', 'text')
        // app.secretBox.seal(key): AES-256-GCM; the key itself is never stored in the clear.
        .addColumn('api_key_sealed', 'text')
        .addColumn('key_last_four', 'text')
        .addColumn('key_status', 'text', (col) => col.notNull().defaultTo('untested'))
        .addColumn('key_failure', 'text')
        .addColumn('key_checked_at', timestamp)
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addCheckConstraint(
          'ai_providers_kind_check',
          sql`kind in ('openai', 'anthropic', 'google', 'openai-compatible')`,
        )
        .addCheckConstraint('ai_providers_key_status_check', sql`key_status in ('untested', 'working', 'failing')`)
        .execute();

      await withId(db.schema.createTable('ai_models').ifNotExists())
        .addColumn('provider_id', 'integer', (col) => col.notNull().references('ai_providers.id').onDelete('restrict'))
        .addColumn('provider_model_id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        // JSON array of AI_CAPABILITIES keys, e.g. '["text","code"]'.
        .addColumn('capabilities', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull().defaultTo('llm'))
        .addColumn('featured', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('beta', 'boolean', (col) => col.notNull().defaultTo(false))
        // The specification lets only some be deleted (Adapta's and the ones an admin added).
        .addColumn('deletable', 'boolean', (col) => col.notNull().defaultTo(true))
        // Whole credits per million tokens, and per generated image (image models).
        .addColumn('price_input_per_mtok', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('price_output_per_mtok', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('price_per_image', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('context_limit', 'integer', (col) => col.notNull())
        .addColumn('max_output_tokens', 'integer', (col) => col.notNull())
        .addColumn('accepts_images', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addCheckConstraint('ai_models_kind_check', sql`kind in ('llm', 'image')`)
        .addCheckConstraint(
          'ai_models_prices_check',
          sql`price_input_per_mtok >= 0 and price_output_per_mtok >= 0 and price_per_image >= 0`,
        )
        .addCheckConstraint('ai_models_limits_check', sql`context_limit > 0 and max_output_tokens > 0`)
        .execute();
      await createIndex(db, 'ai_models_order_idx', 'ai_models (position, id)');
      await createIndex(db, 'ai_models_provider_idx', 'ai_models (provider_id)');

      await withId(db.schema.createTable('ai_agents').ifNotExists())
        .addColumn('scope', 'text', (col) => col.notNull())
        .addColumn('creator_id', 'text', (col) => col.references('user.id').onDelete('set null'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('prompt', 'text', (col) => col.notNull())
        .addColumn('model_id', 'integer', (col) => col.notNull().references('ai_models.id').onDelete('restrict'))
        .addColumn('is_public', 'boolean', (col) => col.notNull())
        .addColumn('featured', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('created_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestamp, (col) => col.notNull().defaultTo(now))
        .addCheckConstraint('ai_agents_scope_check', sql`scope in ('academy', 'community')`)
        // Academy agents are always public (specification section 6).
        .addCheckConstraint('ai_agents_academy_public_check', sql`scope <> 'academy' or is_public`)
        .execute();
      await createIndex(db, 'ai_agents_public_idx', 'ai_agents (is_public, id)');
      await createIndex(db, 'ai_agents_creator_idx', 'ai_agents (creator_id, created_at)');
      await createIndex(db, 'ai_agents_model_idx', 'ai_agents (model_id)');
    },

    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['ai_agents', 'ai_models', 'ai_providers']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
