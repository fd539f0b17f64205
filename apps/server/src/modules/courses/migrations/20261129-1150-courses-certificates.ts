import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { createIndex, nowDefault, timestampType, withSerialId } from '../../../db/migration-helpers.js';

/**
 * Certificates of completion (issue 32, decision 0087). Each course says whether it issues them and
 * the text above the member's name ('' prints the catalogue's default). A certificate keeps what it
 * printed (name, course, duration, text, academy) as it was when issued; one per member and course
 * (the unique pair makes concurrent completions issue one). Deleting the course sets course_id to
 * null: the certificate is then revoked, and the public page says so. Deleting the member deletes
 * their certificates (their personal data).
 */
export function courseCertificates(kind: DatabaseKind) {
  const timestamp = timestampType(kind);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table courses add column certificate_enabled boolean not null default true`.execute(db);
      await sql`alter table courses add column certificate_text text not null default ''`.execute(db);
      await withSerialId(kind, db.schema.createTable('course_certificates').ifNotExists())
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (col) => col.references('courses.id').onDelete('set null'))
        .addColumn('member_name', 'text', (col) => col.notNull())
        .addColumn('course_title', 'text', (col) => col.notNull())
        .addColumn('total_seconds', 'integer', (col) => col.notNull())
        .addColumn('certificate_text', 'text', (col) => col.notNull())
        .addColumn('academy_name', 'text', (col) => col.notNull())
        // '/uploads/<name>' of the platform logo when issued, or null.
        .addColumn('logo_url', 'text')
        .addColumn('completed_at', timestamp, (col) => col.notNull())
        .addColumn('issued_at', timestamp, (col) => col.notNull().defaultTo(nowDefault(kind)))
        .addUniqueConstraint('course_certificates_member_course_key', ['user_id', 'course_id'])
        .execute();
      await createIndex(db, 'course_certificates_user_idx', 'course_certificates (user_id, issued_at)');
      await createIndex(db, 'course_certificates_course_idx', 'course_certificates (course_id)');
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('course_certificates').ifExists().execute();
      await sql`alter table courses drop column certificate_text`.execute(db);
      await sql`alter table courses drop column certificate_enabled`.execute(db);
    },
  };
}
