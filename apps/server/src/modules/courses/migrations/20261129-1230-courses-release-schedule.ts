import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { timestampType } from '../../../db/migration-helpers.js';

/**
 * Release schedules (issue 32, decision 0089). Each module opens at once ('immediate'), N days after
 * the member's access to courses started ('days'), or on a calendar day in Brasília ('date'). When
 * each member's access started is `course_access_starts` (written when the courses switch is
 * granted; members who have it already start at their profile's creation). `module_release_notices`
 * remembers the members told that a module opened: one notification per member and module, whatever
 * the instance or restart.
 */
export function courseReleaseSchedule(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table course_modules add column release_kind text not null default 'immediate'`.execute(db);
      await sql`alter table course_modules add column release_days integer`.execute(db);
      await sql`alter table course_modules add column release_date text`.execute(db);
      await db.schema
        .createTable('course_access_starts')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('started_at', timestamp, (col) => col.notNull())
        .execute();
      await sql`insert into course_access_starts (user_id, started_at)
        select p.user_id, p.created_at from profiles p
        join user_permissions u on u.user_id = p.user_id
        where u.courses = ${sql.lit(true)}`.execute(db);
      await db.schema
        .createTable('module_release_notices')
        .ifNotExists()
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('module_id', 'integer', (col) => col.notNull().references('course_modules.id').onDelete('cascade'))
        .addColumn('notified_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('module_release_notices_pk', ['user_id', 'module_id'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('module_release_notices').ifExists().execute();
      await db.schema.dropTable('course_access_starts').ifExists().execute();
      await sql`alter table course_modules drop column release_date`.execute(db);
      await sql`alter table course_modules drop column release_days`.execute(db);
      await sql`alter table course_modules drop column release_kind`.execute(db);
    },
  };
}
