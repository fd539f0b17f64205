import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { profileCreations } from '../../accounts/index.js';

type Db = Kysely<Database> | Transaction<Database>;

const RELEASE = ['m.release_kind', 'm.release_days', 'm.release_date'] as const;

/**
 * When the member's access to courses started; without a record, their profile's creation (null: no
 * profile), read from the accounts door's profileCreations in the same query.
 */
export async function accessStartOf(db: Db, userId: string) {
  const row = await db
    .selectFrom(profileCreations(db).as('p'))
    .leftJoin('course_access_starts as s', 's.user_id', 'p.user_id')
    .select(['s.started_at', 'p.created_at'])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
  return row ? (row.started_at ?? row.created_at) : null;
}

/** Records the start of the member's access to courses, unless one is recorded (a renewal keeps the first). */
export async function recordAccessStart(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .insertInto('course_access_starts')
    .values({ user_id: userId, started_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function accessStartsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom(profileCreations(db).as('p'))
    .leftJoin('course_access_starts as s', 's.user_id', 'p.user_id')
    .select(['p.user_id', 's.started_at', 'p.created_at'])
    .where('p.user_id', 'in', userIds)
    .execute();
}

/** The schedules of the modules of the lessons of active courses that play the uploaded video. */
export async function releasesOfVideo(db: Db, videoId: number) {
  return db
    .selectFrom('course_lessons as l')
    .innerJoin('course_modules as m', 'm.id', 'l.module_id')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .select([...RELEASE, 'c.min_level'])
    .where('l.video_file_id', '=', videoId)
    .where('c.is_active', '=', true)
    .execute();
}

/** The modules of active courses that do not open at once. */
export async function scheduledModules(db: Db) {
  return db
    .selectFrom('course_modules as m')
    .innerJoin('courses as c', 'c.id', 'm.course_id')
    .select(['m.id', 'm.title', 'm.course_id', 'c.title as course_title', ...RELEASE])
    .where('c.is_active', '=', true)
    .where('m.release_kind', '<>', 'immediate')
    .execute();
}

/** Remembers that the member was told; true when this call is the first. */
export async function insertNotice(db: Db, userId: string, moduleId: number, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('module_release_notices')
    .values({ user_id: userId, module_id: moduleId, notified_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'module_id']).doNothing())
    .returning('module_id')
    .executeTakeFirst();
  return row !== undefined;
}
