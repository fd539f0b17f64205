import type { Kysely } from 'kysely';

/**
 * 'Visível para os membros' (issue 30, decision 0115): a model an admin hides is left out of the
 * members' picker and refused when a member names it. Every model stays visible until an admin
 * says otherwise.
 */
export function aiModelsMembersVisible() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('ai_models')
        .addColumn('members_visible', 'boolean', (col) => col.notNull().defaultTo(true))
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('ai_models').dropColumn('members_visible').execute();
    },
  };
}
